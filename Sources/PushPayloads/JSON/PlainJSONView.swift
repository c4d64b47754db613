/// A value inside plain JSON text (``PlainJSON/isPlain(_:)``), read in place: members, elements,
/// strings and numbers without building the document.
///
/// The text was checked plain before any view is made, so walking it needs no error paths; every
/// read is still bounded by the buffer (a byte past the end reads as 0, which ends any walk).
struct PlainJSONView {
    /// The whole text.
    let bytes: UnsafeBufferPointer<UInt8>
    /// The offset of the value's first byte.
    let start: Int

    /// The top value of `text`.
    init(root text: UnsafeBufferPointer<UInt8>) {
        self.init(text, at: PlainJSON.skipWhitespace(text, from: 0))
    }

    private init(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) {
        self.bytes = bytes
        self.start = start
    }

    /// The byte at `offset`, or 0 past the end.
    private func byte(at offset: Int) -> UInt8 { offset < bytes.count ? bytes[offset] : 0 }

    /// The offset past the string opening at `offset` (plain strings have no escapes).
    private func end(ofStringAt offset: Int) -> Int {
        var index = offset + 1
        if let base = bytes.baseAddress {
            // Eight bytes at a time to the closing quote.
            while index &+ 8 <= bytes.count {
                let quotes = WordScan.matches(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self), 0x22)
                if quotes != 0 { return index &+ quotes.trailingZeroBitCount &>> 3 &+ 1 }
                index &+= 8
            }
        }
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") { index += 1 }
        return Swift.min(index + 1, bytes.count)
    }

    /// The offset past the value at `offset`.
    private func end(ofValueAt offset: Int) -> Int {
        switch byte(at: offset) {
        case UInt8(ascii: "\""):
            return end(ofStringAt: offset)
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            var depth = 0
            var index = offset
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "\""):
                    index = end(ofStringAt: index)
                    continue
                case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth == 0 { return index + 1 }
                default: break
                }
                index += 1
            }
            return bytes.count
        default:
            return PlainJSON.endOfScalar(bytes, from: offset)
        }
    }

    /// The text of `range` as a string (plain text is ASCII).
    private func text(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// Whether this value is an object.
    var isObject: Bool { byte(at: start) == UInt8(ascii: "{") }

    /// The members of an object, in order, duplicates included: each key's bytes (without
    /// quotes) and its value. Empty for any other value.
    var members: Members { Members(view: self) }

    /// The elements of an array, in order, or `nil` for any other value.
    var elements: Elements? { byte(at: start) == UInt8(ascii: "[") ? Elements(view: self) : nil }

    /// A walk over the children of an object or an array. A child is skipped only when the next
    /// one is asked for, so a lookup that stops at a member does not walk its value.
    fileprivate struct Children {
        let view: PlainJSONView
        /// Where the next child (or the child still to skip) starts.
        var offset: Int
        /// Whether `offset` is the previous child's value, still to be skipped.
        var pendingValue = false

        /// The offset of the next child's first byte (past the previous one and its comma).
        mutating func nextOffset() -> Int {
            if pendingValue {
                offset = PlainJSON.skipWhitespace(view.bytes, from: view.end(ofValueAt: offset))
                if view.byte(at: offset) == UInt8(ascii: ",") { offset += 1 }
                pendingValue = false
            }
            offset = PlainJSON.skipWhitespace(view.bytes, from: offset)
            return offset
        }

        /// The child value at `start`, to be skipped by the next call.
        mutating func value(at start: Int) -> PlainJSONView {
            offset = start
            pendingValue = true
            return PlainJSONView(view.bytes, at: start)
        }
    }

    /// The members of an object.
    struct Members: Sequence, IteratorProtocol {
        private var children: Children

        fileprivate init(view: PlainJSONView) {
            children = Children(view: view, offset: view.isObject ? view.start + 1 : view.bytes.count)
        }

        mutating func next() -> (key: Range<Int>, value: PlainJSONView)? {
            let view = children.view
            let offset = children.nextOffset()
            guard view.byte(at: offset) == UInt8(ascii: "\"") else { return nil }
            let keyEnd = view.end(ofStringAt: offset)
            let key = (offset + 1)..<Swift.max(offset + 1, keyEnd - 1)
            let colon = PlainJSON.skipWhitespace(view.bytes, from: keyEnd)
            return (key, children.value(at: PlainJSON.skipWhitespace(view.bytes, from: colon + 1)))
        }
    }

    /// The elements of an array.
    struct Elements: Sequence, IteratorProtocol {
        private var children: Children

        fileprivate init(view: PlainJSONView) {
            children = Children(view: view, offset: view.start + 1)
        }

        mutating func next() -> PlainJSONView? {
            let offset = children.nextOffset()
            let first = children.view.byte(at: offset)
            guard first != UInt8(ascii: "]"), first != 0 else { return nil }
            return children.value(at: offset)
        }
    }

    /// Whether the key bytes at `range` spell `key`.
    private func key(_ range: Range<Int>, is key: String) -> Bool {
        withUTF8Bytes(of: key) { bytesEqual(UnsafeBufferPointer(rebasing: bytes[range]), $0) }
    }

    /// The string's bytes (without quotes), when this value is a string.
    private var stringRange: Range<Int>? {
        guard byte(at: start) == UInt8(ascii: "\"") else { return nil }
        return (start + 1)..<max(start + 1, end(ofStringAt: start) - 1)
    }

    /// The bytes of a number's literal, when this value is a number.
    private var numberRange: Range<Int>? {
        let first = byte(at: start)
        guard first == UInt8(ascii: "-") || (first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9")) else {
            return nil
        }
        return start..<end(ofValueAt: start)
    }

    /// The value as a ``JSONValue``: what the general reader gives for the same text.
    var value: JSONValue {
        switch byte(at: start) {
        case UInt8(ascii: "{"):
            var members: [JSONObject.Member] = []
            for member in self.members {
                members.append(JSONObject.Member(key: text(member.key), value: member.value.value))
            }
            return .object(JSONObject(members))
        case UInt8(ascii: "["):
            return .array(elements.map { Array($0.lazy.map(\.value)) } ?? [])
        case UInt8(ascii: "t"): return .bool(true)
        case UInt8(ascii: "f"): return .bool(false)
        case UInt8(ascii: "n"): return .null
        default:
            if let range = stringRange { return .string(text(range)) }
            return .number(JSONNumber(uncheckedLiteral: text(numberRange ?? start..<start)))
        }
    }

    /// The members of the top object with each key at its first occurrence, as a ``KeptMembers``
    /// model decoded by ``PayloadDecoder`` has them (nested objects keep their duplicates).
    func firstOccurrenceMembers() -> JSONObject {
        var members: [JSONObject.Member] = []
        var seen: [Range<Int>] = []
        for member in self.members where !seen.contains(where: { bytesEqual(slice($0), slice(member.key)) }) {
            seen.append(member.key)
            members.append(JSONObject.Member(key: text(member.key), value: member.value.value))
        }
        return JSONObject(members)
    }

    private func slice(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: bytes[range])
    }
}

extension PlainJSONView: JSONLookup {
    func member(_ name: String) -> PlainJSONView? { members.first { key($0.key, is: name) }?.value }

    var stringValue: String? { stringRange.map(text) }

    func isString(_ text: String) -> Bool {
        guard let range = stringRange else { return false }
        return withUTF8Bytes(of: text) { bytesEqual(slice(range), $0) }
    }

    var int64Value: Int64? {
        guard let range = numberRange else { return nil }
        return JSONNumber.plainInteger(slice(range)) ?? JSONNumber(uncheckedLiteral: text(range)).int64Value
    }

    var integerLiteralValue: Int64? { numberRange.flatMap { LiteralNumbers.integerLiteral(slice($0)) } }

    var elementValues: Elements? { elements }
}
