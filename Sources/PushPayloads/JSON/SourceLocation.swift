/// Where a token stands in a text: 1-based line and column, columns in Unicode scalars.
///
/// Lines and columns are 1-based. Line breaks are LF, CR or CRLF (counted once). Columns count
/// Unicode scalars from the start of the line, each byte of an ill-formed UTF-8 sequence counting as
/// one; a leading byte-order mark is not counted. The end is exclusive.
public struct SourceLocation: Sendable, Hashable, Comparable {
    /// The 1-based line of the token's first byte.
    public var line: Int
    /// The 1-based column of the token's first byte.
    public var column: Int
    /// The line just after the token's last byte.
    public var endLine: Int
    /// The column just after the token's last byte.
    public var endColumn: Int
    /// The 0-based offset of the token's first byte.
    public var byteOffset: Int

    /// Creates a location.
    public init(line: Int, column: Int, endLine: Int, endColumn: Int, byteOffset: Int) {
        self.line = line
        self.column = column
        self.endLine = endLine
        self.endColumn = endColumn
        self.byteOffset = byteOffset
    }

    /// Orders by position in the text.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column, lhs.byteOffset) < (rhs.line, rhs.column, rhs.byteOffset)
    }
}

/// Converts byte offsets to lines and columns, moving forward from the last answer so that offsets
/// asked in increasing order cost one pass over the text in all.
struct SourceLocator {
    let source: [UInt8]
    private let start: Int
    private var offset: Int
    private var line = 1
    private var column = 1

    init(source: [UInt8]) {
        self.source = source
        start = source.starts(with: JSONReader.byteOrderMark) ? 3 : 0
        offset = start
    }

    mutating func location(of range: Range<Int>) -> SourceLocation {
        let begin = position(of: range.lowerBound)
        let end = position(of: range.upperBound)
        return SourceLocation(
            line: begin.line, column: begin.column, endLine: end.line, endColumn: end.column,
            byteOffset: range.lowerBound
        )
    }

    mutating func position(of target: Int) -> (line: Int, column: Int) {
        let target = min(max(target, 0), source.count)
        if target < offset {
            offset = start
            line = 1
            column = 1
        }
        if target <= start { return (1, 1) }
        source.withUnsafeBufferPointer { bytes in
            while offset < target {
                // Eight ASCII bytes without a line break at a time: eight columns.
                if offset &+ 8 <= target, let base = bytes.baseAddress {
                    let word = UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self)
                    if !SourceLocator.hasBreakOrNonASCII(word) {
                        offset &+= 8
                        column &+= 8
                        continue
                    }
                }
                switch bytes[offset] {
                case 0x0A:
                    line += 1
                    column = 1
                    offset += 1
                case 0x0D:
                    offset += 1
                    if offset < bytes.count && bytes[offset] == 0x0A { offset += 1 }
                    line += 1
                    column = 1
                default:
                    let length = UTF8Validation.sequenceLength(bytes, at: offset)
                    offset += max(length, 1)
                    column += 1
                }
            }
        }
        return (line, column)
    }

    /// Whether any of eight bytes is LF, CR or not ASCII.
    @inline(__always)
    static func hasBreakOrNonASCII(_ word: UInt64) -> Bool {
        (WordScan.matches(word, 0x0A) | WordScan.matches(word, 0x0D) | (word & WordScan.highs)) != 0
    }
}
