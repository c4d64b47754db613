/// `Double` and `Float` as the coders read and write them: parsed from the literal with one
/// rounding, written in their own shortest round-tripping form.
protocol JSONFloatingPoint: BinaryFloatingPoint {
    /// The value nearest to a literal (±infinity beyond the range).
    static func parse(_ literal: UnsafeBufferPointer<UInt8>) -> Self
    /// The library's literal for a finite value.
    var jsonLiteral: String { get }
    /// Writes ``jsonLiteral`` into `sink`.
    func writeLiteral(to sink: inout ByteSink)
}

extension Double: JSONFloatingPoint {
    static func parse(_ literal: UnsafeBufferPointer<UInt8>) -> Double { LiteralNumbers.double(literal) }
    var jsonLiteral: String { JSONNumber.canonicalLiteral(self) }
    func writeLiteral(to sink: inout ByteSink) { JSONWriter.writeDouble(self, to: &sink) }
}

extension Float: JSONFloatingPoint {
    static func parse(_ literal: UnsafeBufferPointer<UInt8>) -> Float { LiteralNumbers.float(literal) }
    var jsonLiteral: String { JSONNumber.canonicalLiteral(self) }
    func writeLiteral(to sink: inout ByteSink) { JSONWriter.writeRaw(jsonLiteral, to: &sink) }
}
