/// Reads JSON text strictly by RFC 8259.
///
/// The reader accepts any contiguous collection of bytes (`[UInt8]`, `ArraySlice`, `Data`, a buffer
/// pointer); other collections are copied once. It rejects what RFC 8259 rejects and what Foundation
/// lets through on Linux (trailing commas, comments, non-JSON whitespace), checks UTF-8 as it goes,
/// stops at 512 levels of nesting without recursing, and runs in time linear in the input.
///
/// Fatal problems throw ``JSONReadError``; everything else it notices (duplicate keys, lone
/// surrogates, numbers beyond `Double` or `Int64`) is returned as ``JSONFinding``s on the document.
public enum JSONReader {
    /// How much the reader records besides the value.
    public struct Options: Sendable, Hashable {
        /// Whether to keep the byte span of every key and value, for ``JSONDocument/span(at:)``
        /// and line/column locations. On by default; turning it off saves one array.
        public var recordsPositions: Bool

        /// Creates options.
        public init(recordsPositions: Bool = true) {
            self.recordsPositions = recordsPositions
        }
    }

    /// The three bytes of a UTF-8 byte-order mark.
    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// Parses a complete JSON text.
    ///
    /// - Parameters:
    ///   - bytes: The text as UTF-8. A leading byte-order mark is skipped (and reported on the document).
    ///   - options: What to record besides the value.
    /// - Returns: The document: its root value, findings, and source spans.
    /// - Throws: ``JSONReadError`` for the first fatal problem.
    public static func read(
        _ bytes: some Collection<UInt8>, options: Options = Options()
    ) throws(JSONReadError) -> JSONDocument {
        let source: [UInt8] = (bytes as? [UInt8]) ?? Array(bytes)
        let result = source.withUnsafeBufferPointer { buffer in
            Result { () throws(JSONReadError) -> JSONDocument in
                try read(buffer, source: options.recordsPositions ? source : [], options: options)
            }
        }
        return try result.get()
    }

    static func read(
        _ buffer: UnsafeBufferPointer<UInt8>, source: [UInt8], options: Options
    ) throws(JSONReadError) -> JSONDocument {
        try rejectOtherEncodings(buffer)
        let bom = hasByteOrderMark(buffer)
        var parser = JSONParser(bytes: buffer, start: bom ? 3 : 0, recordsPositions: options.recordsPositions)
        let root = try parser.parseDocument()
        return JSONDocument(
            root: root, findings: parser.findings, byteCount: buffer.count, hasByteOrderMark: bom,
            escapeSavings: parser.escapeSavings, spans: parser.spans, source: source
        )
    }

    /// Parses a value with nothing recorded but the value (the fastest path).
    static func readValue(_ buffer: UnsafeBufferPointer<UInt8>) throws(JSONReadError) -> JSONValue {
        try rejectOtherEncodings(buffer)
        var parser = JSONParser(bytes: buffer, start: hasByteOrderMark(buffer) ? 3 : 0, recordsPositions: false)
        return try parser.parseDocument()
    }

    static func hasByteOrderMark(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        buffer.count >= 3 && buffer[0] == 0xEF && buffer[1] == 0xBB && buffer[2] == 0xBF
    }

    /// UTF-16 and UTF-32 texts start with a byte-order mark FF FE / FE FF or have a NUL byte in one
    /// of their first two positions (RFC 8259 §8.1 and the detection of RFC 4627 §3).
    private static func rejectOtherEncodings(_ buffer: UnsafeBufferPointer<UInt8>) throws(JSONReadError) {
        guard buffer.count >= 1 else { return }
        let first = buffer[0]
        let second: UInt8? = buffer.count >= 2 ? buffer[1] : nil
        let encoding: String?
        if first == 0xFF && second == 0xFE {
            encoding = "UTF-16LE or UTF-32LE (byte-order mark FF FE)"
        } else if first == 0xFE && second == 0xFF {
            encoding = "UTF-16BE (byte-order mark FE FF)"
        } else if first == 0 || second == 0 {
            encoding = "UTF-16 or UTF-32 (a NUL byte in the first two bytes)"
        } else {
            encoding = nil
        }
        if let encoding {
            throw JSONReadError(code: .notUTF8, byteOffset: 0, message: "the text is \(encoding), not UTF-8")
        }
    }
}

extension JSONValue {
    /// Parses a complete JSON text into a value.
    ///
    /// - Parameter bytes: The text as UTF-8.
    /// - Throws: ``JSONReadError`` for the first fatal problem.
    public init(parsing bytes: some Collection<UInt8>) throws(JSONReadError) {
        let result: Result<JSONValue, JSONReadError>? = bytes.withContiguousStorageIfAvailable { buffer in
            Result { () throws(JSONReadError) -> JSONValue in try JSONReader.readValue(buffer) }
        }
        if let result {
            self = try result.get()
        } else {
            let copy = Array(bytes)
            self = try copy.withUnsafeBufferPointer { buffer in
                Result { () throws(JSONReadError) -> JSONValue in try JSONReader.readValue(buffer) }
            }.get()
        }
    }

    /// Parses a complete JSON text held in a string.
    public init(parsing text: String) throws(JSONReadError) {
        var text = text
        self = try text.withUTF8 { buffer in
            Result { () throws(JSONReadError) -> JSONValue in try JSONReader.readValue(buffer) }
        }.get()
    }
}
