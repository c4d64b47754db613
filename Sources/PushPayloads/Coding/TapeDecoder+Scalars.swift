extension TapeDecoder: SingleValueDecodingContainer {
    func decodeNil() -> Bool { context.nodes[node].kind == .null }
    func decode(_ type: Bool.Type) throws -> Bool { try bool(at: node) }
    func decode(_ type: String.Type) throws -> String { try string(at: node) }
    func decode(_ type: Double.Type) throws -> Double { try double(at: node) }
    func decode(_ type: Float.Type) throws -> Float { try float(at: node) }
    func decode(_ type: Int.Type) throws -> Int { try integer(type, at: node) }
    func decode(_ type: Int8.Type) throws -> Int8 { try integer(type, at: node) }
    func decode(_ type: Int16.Type) throws -> Int16 { try integer(type, at: node) }
    func decode(_ type: Int32.Type) throws -> Int32 { try integer(type, at: node) }
    func decode(_ type: Int64.Type) throws -> Int64 { try integer(type, at: node) }
    func decode(_ type: UInt.Type) throws -> UInt { try integer(type, at: node) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type, at: node) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type, at: node) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type, at: node) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type, at: node) }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try unwrap(type, at: node) }
}

extension TapeDecoder {
    func bool(at node: Int) throws -> Bool {
        switch context.nodes[node].kind {
        case .true: return true
        case .false: return false
        default: throw mismatch(expected: "a Boolean", at: node, type: Bool.self)
        }
    }

    func string(at node: Int, expected: String = "a string") throws -> String {
        guard context.nodes[node].kind == .string else { throw mismatch(expected: expected, at: node, type: String.self) }
        return context.string(at: node)
    }

    func integer<T: FixedWidthInteger>(_ type: T.Type, at node: Int) throws -> T {
        guard context.nodes[node].kind == .number else { throw mismatch(expected: "an integer", at: node, type: type) }
        if let value = context.withLiteral(at: node, { LiteralNumbers.integer($0, as: type) }) { return value }
        throw corrupted("an integer in \(T.self) range \(T.min)...\(T.max)", at: node)
    }

    func double(at node: Int) throws -> Double {
        guard context.nodes[node].kind == .number else { throw mismatch(expected: "a number", at: node, type: Double.self) }
        let (value, nonZero) = context.withLiteral(at: node) {
            (LiteralNumbers.double($0), LiteralNumbers.hasNonZeroDigit($0))
        }
        guard value.isFinite, value != 0 || !nonZero else {
            throw corrupted("a number a Double can hold", at: node)
        }
        return value
    }

    func float(at node: Int) throws -> Float {
        guard context.nodes[node].kind == .number else { throw mismatch(expected: "a number", at: node, type: Float.self) }
        let (value, nonZero) = context.withLiteral(at: node) {
            (LiteralNumbers.float($0), LiteralNumbers.hasNonZeroDigit($0))
        }
        guard value.isFinite, value != 0 || !nonZero else {
            throw corrupted("a number a Float can hold", at: node)
        }
        return value
    }
}
