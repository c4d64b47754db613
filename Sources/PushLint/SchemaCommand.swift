import PushPayloads

/// `pushlint schema KIND`: the JSON Schema (2020-12) of a kind, as `Schemas/<kind>.schema.json`
/// holds it (two-space indentation, a newline at the end).
enum SchemaCommand {
    static var help: String {
        """
        pushlint schema: print the JSON Schema (2020-12) of a payload kind, generated from the rules
        and tables the validator uses (Schemas/<kind>.schema.json holds the same text).

        usage: pushlint schema KIND      (KIND: \(PayloadSchema.kinds.map(\.name).joined(separator: ", ")))

        """
    }

    static func run(_ arguments: [String]) -> Outcome {
        if arguments == ["--help"] || arguments == ["-h"] {
            return Outcome(exitCode: .success, standardOutput: Array(help.utf8))
        }
        let kinds = PayloadSchema.kinds.map(\.name).joined(separator: ", ")
        guard arguments.count == 1, let name = arguments.first else {
            return .usage(UsageError("'pushlint schema' takes one KIND: \(kinds)"))
        }
        guard let kind = PayloadKind(named: name), let schema = PayloadSchema.document(for: kind) else {
            return .usage(UsageError("no schema for kind '\(name)'; the kinds with one: \(kinds)"))
        }
        return Outcome(exitCode: .success, standardOutput: fileBytes(schema))
    }

    /// A schema as `Schemas/<kind>.schema.json` holds it: pretty, a newline at the end.
    static func fileBytes(_ schema: JSONValue) -> [UInt8] {
        Array((PrettyJSON.text(schema) + "\n").utf8)
    }
}

/// JSON with two-space indentation, one member or element a line, for files people read and diff;
/// strings and numbers as the library's compact writer writes them.
enum PrettyJSON {
    static func text(_ value: JSONValue, indent: String = "") -> String {
        let inner = indent + "  "
        switch value {
        case .object(let object) where !object.members.isEmpty:
            let members = object.members.map {
                inner + JSONValue.string($0.key).description + ": " + text($0.value, indent: inner)
            }
            return "{\n" + members.joined(separator: ",\n") + "\n" + indent + "}"
        case .array(let array) where !array.isEmpty:
            return "[\n" + array.map { inner + text($0, indent: inner) }.joined(separator: ",\n") + "\n" + indent + "]"
        default:
            return value.description
        }
    }
}
