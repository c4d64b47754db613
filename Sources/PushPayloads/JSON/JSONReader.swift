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
    /// The three bytes of a UTF-8 byte-order mark.
    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// Parses a complete JSON text into a document: its tape, its findings, its source.
    ///
    /// - Parameter bytes: The text as UTF-8. A leading byte-order mark is skipped (and reported on
    ///   the document).
    /// - Returns: The document, whose ``JSONDocument/root`` is the value.
    /// - Throws: ``JSONReadError`` for the first fatal problem.
    public static func read(_ bytes: some Collection<UInt8>) throws(JSONReadError) -> JSONDocument {
        try read(bytes, findsDuplicates: true)
    }

    /// JSON text held inside a string, read for its structure only: no duplicate search and no
    /// findings kept; `nil` when it is not JSON.
    static func readHeld(_ bytes: UnsafeBufferPointer<UInt8>) -> JSONDocument? {
        try? read(bytes, findsDuplicates: false, findingLimit: 0)
    }

    /// Parses a document; without `findsDuplicates` the findings lack duplicate keys (the decoder
    /// resolves them to the first occurrence, as `JSONDecoder` does, and needs no report).
    ///
    /// Past `findingLimit` findings of one category (see ``JSONFinding/category``), the rest are
    /// only counted, in ``JSONDocument/omittedFindings``.
    static func read(
        _ bytes: some Collection<UInt8>, findsDuplicates: Bool, findingLimit: Int = .max
    ) throws(JSONReadError) -> JSONDocument {
        let source: [UInt8] = (bytes as? [UInt8]) ?? Array(bytes)
        let parsed = source.withUnsafeBufferPointer { buffer in
            Result { () throws(JSONReadError) -> JSONParser.Output in
                try parse(buffer, findsDuplicates: findsDuplicates, findingLimit: findingLimit)
            }
        }
        let output = try parsed.get()
        return JSONDocument(
            source: source, nodes: output.nodes, findings: output.findings,
            omittedFindings: output.omittedFindings,
            hasByteOrderMark: output.hasByteOrderMark,
            escapeSavings: output.escapeSavings, compactByteCount: output.compactByteCount,
            searchedDuplicates: findsDuplicates
        )
    }

    /// Parses a value through the tape without looking for duplicates (the fastest path).
    static func readValue(_ buffer: UnsafeBufferPointer<UInt8>) throws(JSONReadError) -> JSONValue {
        let output = try parse(buffer, findsDuplicates: false)
        return output.tape.withUnsafeBufferPointer { JSONMaterializer.value(at: 0, nodes: $0, bytes: buffer) }
    }

    static func parse(_ buffer: UnsafeBufferPointer<UInt8>, findsDuplicates: Bool, findingLimit: Int = .max)
        throws(JSONReadError)
        -> JSONParser.Output
    {
        try rejectOtherEncodings(buffer)
        let bom = hasByteOrderMark(buffer)
        var parser = JSONParser(
            bytes: buffer, start: bom ? 3 : 0, findsDuplicates: findsDuplicates, findingLimit: findingLimit)
        try parser.parseDocument()
        let findings = parser.findings
        let omittedFindings = parser.omittedFindings
        let escapeSavings = parser.escapeSavings
        let compactByteCount = parser.compactBytes - parser.escapeSavings
        let nodes = parser.nodes.release()
        return JSONParser.Output(
            nodes: (nodes.storage, nodes.count), findings: findings,
            omittedFindings: omittedFindings,
            hasByteOrderMark: bom, escapeSavings: escapeSavings, compactByteCount: compactByteCount
        )
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

extension JSONParser {
    /// What a parse leaves behind.
    struct Output {
        /// The tape's nodes, which the caller takes over exactly once: as a document's
        /// (``JSONDocument``) or as a ``tape``.
        var nodes: (base: UnsafeMutablePointer<TapeNode>, count: Int)

        /// Takes over ``nodes`` as a tape of their own.
        var tape: TapeStorage { TapeStorage(takingOver: nodes.base, count: nodes.count) }
        var findings: [JSONFinding]
        var omittedFindings: [(finding: JSONFinding, count: Int)]
        var hasByteOrderMark: Bool
        var escapeSavings: Int
        /// The size of the library's compact encoding of the whole document.
        var compactByteCount: Int
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
