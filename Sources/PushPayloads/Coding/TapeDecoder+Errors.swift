extension TapeDecoder {
    /// The pointer of the current path, with the JSON keys as written.
    func pointer(adding extra: [CodingStep] = []) -> JSONPointer {
        JSONPointer(
            tokens: (path + extra).map { step in
                step.keyNode >= 0 ? context.string(at: Int(step.keyNode)) : String(step.index)
            }
        )
    }

    /// What a node holds, for messages: `the string "3"`, `the number 3.5`, `null`, `an array`.
    func describe(_ node: Int) -> String {
        let token = context.nodes[node]
        switch token.kind {
        case .null: return "null"
        case .true: return "the Boolean true"
        case .false: return "the Boolean false"
        case .number:
            return "the number " + context.withLiteral(at: node) { String(decoding: $0.prefix(40), as: UTF8.self) }
        case .string:
            let text = context.string(at: node)
            return "the string \"" + (text.count > 40 ? text.prefix(40) + "…" : text) + "\""
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    private func details(
        _ code: PayloadDecodingError.Code, expected: String, at node: Int, found: String? = nil
    ) -> PayloadDecodingError {
        PayloadDecodingError(
            code: code, pointer: pointer(), location: context.location(of: node), expected: expected,
            found: found ?? describe(node))
    }

    /// A value of the wrong JSON type (`typeMismatch`), or `null` where a value is needed (`valueNotFound`).
    func mismatch(expected: String, at node: Int, type: Any.Type = Any.self) -> DecodingError {
        let isNull = self.context.nodes[node].kind == .null
        let error = details(isNull ? .nullValue : .typeMismatch, expected: expected, at: node)
        let context = DecodingError.Context(
            codingPath: codingPath, debugDescription: error.description, underlyingError: error)
        return isNull ? .valueNotFound(type, context) : .typeMismatch(type, context)
    }

    /// A value of the right JSON type that does not fit (`dataCorrupted`): range, base64, URL, date.
    func corrupted(_ expected: String, at node: Int) -> DecodingError {
        let error = details(.invalidValue, expected: expected, at: node)
        return .dataCorrupted(
            DecodingError.Context(codingPath: codingPath, debugDescription: error.description, underlyingError: error))
    }

    /// A key the object lacks (`keyNotFound`), located at the object.
    func missing(_ key: any CodingKey, in object: Int) -> DecodingError {
        let error = details(.missingKey, expected: "a member \"\(key.stringValue)\"", at: object, found: "none")
        return .keyNotFound(
            key,
            DecodingError.Context(codingPath: codingPath, debugDescription: error.description, underlyingError: error))
    }

    /// The `DecodingError` for a scalar problem at `node`, with the current path.
    func decodingError(_ problem: ScalarProblem, at node: Int) -> DecodingError {
        switch problem {
        case .mismatch(let expected, let type): mismatch(expected: expected, at: node, type: type)
        case .corrupted(let expected): corrupted(expected, at: node)
        }
    }

    /// Reading past the end of an array (`valueNotFound`).
    func pastEnd(of array: Int, type: Any.Type) -> DecodingError {
        let error = details(.endOfArray, expected: "another element", at: array, found: "the end of the array")
        return .valueNotFound(
            type,
            DecodingError.Context(codingPath: codingPath, debugDescription: error.description, underlyingError: error))
    }
}
