extension FingerPush {
    /// The grammar of a code string, in one place: a scanner over its UTF-8 bytes that hands out one
    /// `KEY:VALUE` segment at a time, as byte ranges and the key's number, and keeps none.
    ///
    /// ``Code/init(parsing:)`` builds its segments from it, and the validator checks a code with
    /// it without building any, so a code of a million segments costs the validator no memory.
    struct CodeScanner {
        /// One `KEY:VALUE` segment.
        struct Segment {
            /// The key's two letters as a number (``CodeScanner/keyNumber(_:_:)``).
            var key: Int
            /// Where the key stands in the code.
            var keyRange: Range<Int>
            /// Where the value stands in the code.
            var valueRange: Range<Int>
        }

        /// How many keys there are: two uppercase ASCII letters.
        static let keyCount = 26 * 26

        /// The code's UTF-8 bytes.
        let bytes: UnsafeBufferPointer<UInt8>
        /// Where the next segment starts; `nil` after the last.
        private var start: Int? = 0

        /// A scanner at the first segment of `bytes`.
        init(_ bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
        }

        /// The bytes of the next segment, up to the next `;` or the end (the empty text is one
        /// empty segment), or `nil` after the last: the split both the grammar and `auto`
        /// detection's looser reading of a code start from.
        mutating func nextRange() -> Range<Int>? {
            guard let from = start else { return nil }
            var end = from
            while end < bytes.count, bytes[end] != UInt8(ascii: ";") { end += 1 }
            start = end < bytes.count ? end + 1 : nil
            return from..<end
        }

        /// The next segment, or `nil` after the last.
        ///
        /// - Throws: ``FingerPush/CodeSyntaxError`` naming the first byte that breaks the grammar:
        ///   an empty code or segment, a key that is not two uppercase letters, a missing `:`, an
        ///   empty value, a character other than an ASCII letter or digit in a value.
        mutating func next() throws(CodeSyntaxError) -> Segment? {
            if bytes.isEmpty, start == 0 { throw CodeSyntaxError(.empty, at: 0) }
            guard let range = nextRange() else { return nil }
            guard !range.isEmpty else { throw CodeSyntaxError(.emptySegment, at: range.lowerBound) }
            guard let colon = range.first(where: { bytes[$0] == UInt8(ascii: ":") }) else {
                throw CodeSyntaxError(.missingColon, at: range.upperBound)
            }
            let keyRange = range.lowerBound..<colon
            guard keyRange.count == 2, let key = Self.keyNumber(bytes[keyRange.lowerBound], bytes[colon - 1]) else {
                let bad =
                    keyRange.first { !Self.isKeyByte(bytes[$0]) }
                    ?? (keyRange.count > 2 ? keyRange.lowerBound + 2 : colon)
                throw CodeSyntaxError(.invalidKey, at: bad)
            }
            let valueRange = (colon + 1)..<range.upperBound
            guard !valueRange.isEmpty else { throw CodeSyntaxError(.emptyValue, at: colon + 1) }
            if let bad = valueRange.first(where: { !Self.isValueByte(bytes[$0]) }) {
                throw CodeSyntaxError(.invalidValue, at: bad)
            }
            return Segment(key: key, keyRange: keyRange, valueRange: valueRange)
        }

        /// Scans a whole code, keeping nothing.
        ///
        /// - Throws: The ``FingerPush/CodeSyntaxError`` of the first byte that breaks the grammar.
        static func check(_ bytes: UnsafeBufferPointer<UInt8>) throws(CodeSyntaxError) {
            var scanner = CodeScanner(bytes)
            while try scanner.next() != nil {}
        }

        /// A key's number in `0..<keyCount`, or `nil` unless both bytes are uppercase ASCII letters.
        static func keyNumber(_ first: UInt8, _ second: UInt8) -> Int? {
            guard isKeyByte(first), isKeyByte(second) else { return nil }
            return Int(first - UInt8(ascii: "A")) * 26 + Int(second - UInt8(ascii: "A"))
        }

        /// The number of a key given as text, or `nil` when it is not two uppercase ASCII letters.
        static func keyNumber(_ key: String) -> Int? {
            let utf8 = Array(key.utf8)
            return utf8.count == 2 ? keyNumber(utf8[0], utf8[1]) : nil
        }

        /// An uppercase ASCII letter.
        static func isKeyByte(_ byte: UInt8) -> Bool {
            (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
        }

        /// An ASCII letter or digit.
        static func isValueByte(_ byte: UInt8) -> Bool {
            (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
        }
    }

    /// A set of code keys, one bit each: which keys a code has, without a string per key.
    struct CodeKeySet {
        private var words = [UInt64](repeating: 0, count: (CodeScanner.keyCount + 63) / 64)

        /// An empty set.
        init() {}

        /// Adds a key by its number; returns whether it was not there yet.
        mutating func insert(_ key: Int) -> Bool {
            let bit = UInt64(1) << UInt64(key % 64)
            defer { words[key / 64] |= bit }
            return words[key / 64] & bit == 0
        }

        /// Whether the key of this number is in the set.
        func contains(_ key: Int) -> Bool {
            words[key / 64] & UInt64(1) << UInt64(key % 64) != 0
        }
    }
}
