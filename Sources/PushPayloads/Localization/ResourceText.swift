/// A resource file's text as UTF-8, and the positions of its bytes.
struct ResourceText {
    /// The text, without a byte order mark.
    let bytes: [UInt8]
    private var locator: SourceLocator

    /// UTF-8 (a byte order mark skipped) or, when `allowsUTF16`, UTF-16 with a byte order mark,
    /// transcoded.
    init(_ raw: [UInt8], allowsUTF16: Bool, sink: ResourceSink) throws(StringResourceError) {
        if raw.starts(with: [0xEF, 0xBB, 0xBF]) {
            bytes = Array(raw.dropFirst(3))
        } else if raw.starts(with: [0xFF, 0xFE]) || raw.starts(with: [0xFE, 0xFF]) {
            guard allowsUTF16 else { throw sink.error(.encoding, "UTF-16 is not read here: save the file as UTF-8") }
            bytes = try Self.transcode(raw, bigEndian: raw[0] == 0xFE, sink: sink)
        } else {
            bytes = raw
        }
        if let bad = Self.firstInvalidUTF8(bytes) {
            var locator = SourceLocator(source: bytes)
            let place = locator.position(of: bad)
            let expected = allowsUTF16 ? "UTF-8, or UTF-16 with a byte order mark" : "UTF-8"
            throw sink.error(
                .encoding, "not \(expected): invalid byte at offset \(bad)", line: place.line, column: place.column)
        }
        locator = SourceLocator(source: bytes)
    }

    /// The line and column of an offset; offsets asked in increasing order cost one pass in all.
    mutating func position(of offset: Int) -> (line: Int, column: Int) { locator.position(of: offset) }

    private static func transcode(_ raw: [UInt8], bigEndian: Bool, sink: ResourceSink) throws(StringResourceError)
        -> [UInt8]
    {
        guard raw.count % 2 == 0 else { throw sink.error(.encoding, "UTF-16 text with an odd number of bytes") }
        var units: [UInt16] = []
        units.reserveCapacity(raw.count / 2 - 1)
        var index = 2
        while index < raw.count {
            let high = UInt16(raw[bigEndian ? index : index + 1])
            let low = UInt16(raw[bigEndian ? index + 1 : index])
            units.append(high << 8 | low)
            index += 2
        }
        var output: [UInt8] = []
        output.reserveCapacity(units.count)
        var decoder = UTF16()
        var iterator = units.makeIterator()
        var unit = 0
        loop: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                UTF8.encode(scalar) { output.append($0) }
                unit += scalar.value > 0xFFFF ? 2 : 1
            case .emptyInput: break loop
            case .error:
                throw sink.error(.encoding, "UTF-16 text with an unpaired surrogate at code unit \(unit)")
            }
        }
        return output
    }

    /// The offset of the first byte that is not valid UTF-8, if any.
    private static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { buffer in
            var offset = 0
            while offset < buffer.count {
                let length = UTF8Validation.sequenceLength(buffer, at: offset)
                if length == 0 { return offset }
                offset += length
            }
            return nil
        }
    }

    /// The value of a hexadecimal digit, for the escapes that spell a code point (`\U00E9`,
    /// `\u00E9`).
    static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}
