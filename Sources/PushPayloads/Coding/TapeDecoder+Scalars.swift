/// Why a scalar could not be read, before the caller adds the path: reading members costs no
/// path bookkeeping unless one fails.
enum ScalarProblem: Error {
    /// The JSON type is wrong (or `null`).
    case mismatch(expected: String, type: any Any.Type)
    /// The JSON type is right but the value does not fit.
    case corrupted(expected: String)
}

extension TapeDecoder: SingleValueDecodingContainer {
    func decodeNil() -> Bool { context.nodes[node].kind == .null }
    func decode(_ type: Bool.Type) throws -> Bool { try lift(node) { try bool(at: $0) } }
    func decode(_ type: String.Type) throws -> String { try lift(node) { try string(at: $0) } }
    func decode(_ type: Double.Type) throws -> Double { try lift(node) { try floating(Double.self, at: $0) } }
    func decode(_ type: Float.Type) throws -> Float { try lift(node) { try floating(Float.self, at: $0) } }
    func decode(_ type: Int.Type) throws -> Int { try lift(node) { try integer(type, at: $0) } }
    func decode(_ type: Int8.Type) throws -> Int8 { try lift(node) { try integer(type, at: $0) } }
    func decode(_ type: Int16.Type) throws -> Int16 { try lift(node) { try integer(type, at: $0) } }
    func decode(_ type: Int32.Type) throws -> Int32 { try lift(node) { try integer(type, at: $0) } }
    func decode(_ type: Int64.Type) throws -> Int64 { try lift(node) { try integer(type, at: $0) } }
    func decode(_ type: UInt.Type) throws -> UInt { try lift(node) { try integer(type, at: $0) } }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try lift(node) { try integer(type, at: $0) } }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try lift(node) { try integer(type, at: $0) } }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try lift(node) { try integer(type, at: $0) } }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try lift(node) { try integer(type, at: $0) } }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try unwrap(type, at: node) }
}

extension TapeDecoder {
    /// Reads a scalar at `node` with the current path, turning a problem into a `DecodingError`.
    @inline(__always)
    func lift<T>(_ node: Int, _ read: (Int) throws -> T) throws -> T {
        do {
            return try read(node)
        } catch let problem as ScalarProblem {
            throw decodingError(problem, at: node)
        }
    }

    func bool(at node: Int) throws(ScalarProblem) -> Bool {
        switch context.nodes[node].kind {
        case .true: return true
        case .false: return false
        default: throw .mismatch(expected: "a Boolean", type: Bool.self)
        }
    }

    func string(at node: Int, expected: String = "a string") throws(ScalarProblem) -> String {
        guard context.nodes[node].kind == .string else { throw .mismatch(expected: expected, type: String.self) }
        return context.string(at: node)
    }

    func integer<T: FixedWidthInteger>(_ type: T.Type, at node: Int) throws(ScalarProblem) -> T {
        guard context.nodes[node].kind == .number else { throw .mismatch(expected: "an integer", type: type) }
        if let value = context.withLiteral(at: node, { LiteralNumbers.integer($0, as: type) }) { return value }
        throw .corrupted(expected: "an integer in \(T.self) range \(T.min)...\(T.max)")
    }

    func floating<F: JSONFloatingPoint>(_ type: F.Type, at node: Int) throws(ScalarProblem) -> F {
        guard context.nodes[node].kind == .number else { throw .mismatch(expected: "a number", type: type) }
        let (value, nonZero) = context.withLiteral(at: node) { (F.parse($0), LiteralNumbers.hasNonZeroDigit($0)) }
        guard value.isFinite, value != 0 || !nonZero else {
            throw .corrupted(expected: "a number a \(F.self) can hold")
        }
        return value
    }
}
