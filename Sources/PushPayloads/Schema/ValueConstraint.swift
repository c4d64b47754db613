/// What a member's value must be, beyond a JSON type: the one place a family states a value's
/// contract. The member walk (``MemberTable/read(_:_:as:)``) judges it, reporting ``rule``, and
/// the schemas describe it from the same declaration (``schema``).
///
/// A member with a constraint takes any JSON value in its table (``MemberType/constrained(_:)``):
/// the constraint judges the type too, under its own rule. It is a reference, so that the walk
/// reads a member's constraint without copying its values.
final class ValueConstraint: Sendable {
    /// The value's contract.
    enum Kind: Sendable {
        /// `true` or `false`.
        case boolean
        /// One of these strings or numbers (as JSON: `"normal"`, `1`).
        case values([JSONValue])
        /// A number without a fraction in the range; `noun` names the values in findings ("whole
        /// seconds").
        case integer(ClosedRange<Int>, noun: String)
        /// An array of non-empty strings, as many as the range allows; `noun` names the strings
        /// ("tokens").
        case nonEmptyStrings(count: ClosedRange<Int>, noun: String)
        /// A number written as an integer (no fraction, no exponent, as a server writes it) in the
        /// range; `meaning` says what it is in findings ("an HTTP status (an integer 100…599)").
        case integerLiteral(ClosedRange<Int64>, meaning: String?)
        /// A string that follows the grammar.
        case grammar(Grammar)
        /// A number in the range (`sound.volume`: 0 to 1).
        case number(ClosedRange<Double>)
    }

    let kind: Kind
    /// The rule that reports a value outside the contract.
    let rule: Rule
    /// The strings of a ``Kind/values(_:)`` list, compared as bytes with a string value.
    private let strings: [String]

    init(_ kind: Kind, _ rule: Rule) {
        self.kind = kind
        self.rule = rule
        if case .values(let values) = kind { strings = values.compactMap(\.stringValue) } else { strings = [] }
    }

    /// Whether the value at `node` keeps the contract.
    func admits(_ node: Int, in document: JSONDocument) -> Bool {
        switch kind {
        case .boolean:
            let kind = document.kind(of: node)
            return kind == .true || kind == .false
        case .values(let values):
            // Only a number or a string can be one: a string is compared as bytes, and a container
            // is never built.
            switch document.kind(of: node) {
            case .string: return document.string(at: node, isOneOf: strings)
            case .number: return values.contains(document.value(at: node))
            default: return false
            }
        case .integer(let range, _):
            return document.isInteger(node, in: range)
        case .nonEmptyStrings(let count, _):
            guard document.kind(of: node) == .array,
                count.contains(document.nodes.childCount(of: node, upTo: count.upperBound + 1))
            else { return false }
            return document.nodes.children(of: node).allSatisfy { document.isNonEmptyString($0.value) }
        case .integerLiteral(let range, _):
            return document.isIntegerLiteral(node, in: range)
        case .grammar(let grammar):
            return document.kind(of: node) == .string && document.withStringBytes(node, grammar.accepts)
        case .number(let range):
            return document.kind(of: node) == .number && document.double(at: node).map(range.contains) ?? false
        }
    }

    /// The finding's message for a member whose value is outside the contract, with the nearest
    /// value of a list (``suggestion(for:in:)``).
    func message(_ member: MemberMention) -> String {
        var member = member
        member.suggestion = suggestion(for: member.valueNode, in: member.document)
        let name = member.wireName
        switch kind {
        case .boolean:
            return "\(name) must be true or false, found \(member.found)"
        case .values(let values) where values.count > Self.listedValues:
            return "\(name) \(member.found) is not one of the \(values.count) values it takes\(member.didYouMean)"
        case .values(let values):
            return "\(name) \(member.found) is not \(Self.alternatives(values.map(\.description)))\(member.didYouMean)"
        case .integer(let range, let noun):
            return "\(name) \(member.found) is not \(noun) from \(range.lowerBound) to \(range.upperBound)"
        case .nonEmptyStrings(let count, let noun):
            return "\(name) must be an array of \(count.lowerBound) to \(count.upperBound) non-empty \(noun)"
        case .integerLiteral(let range, let meaning):
            return "\(name) \(member.found) is not \(meaning ?? Self.integerWords(range))"
        case .grammar(let grammar):
            return "\(name) \(member.found) is not \(grammar.expected)"
        case .number(let range):
            return
                "\(name) \(member.found) is not a number from \(Self.text(range.lowerBound)) to \(Self.text(range.upperBound))"
        }
    }

    /// An integer range in words: the bounds a 64-bit integer has anyway are not spelled out.
    private static func integerWords(_ range: ClosedRange<Int64>) -> String {
        switch (range.lowerBound, range.upperBound) {
        case (.min, .max): return "an integer"
        case (0, .max): return "a non-negative integer"
        case (let low, let high): return "an integer from \(low) to \(high)"
        }
    }

    /// The most values a message lists; a longer list is counted, and its nearest value suggested.
    static let listedValues = 6

    /// For a string outside a ``Kind/values(_:)`` list, the nearest of its strings.
    func suggestion(for node: Int, in document: JSONDocument) -> String? {
        guard case .values(let values) = kind, document.kind(of: node) == .string else { return nil }
        return KeySuggestion.suggest(for: document.string(at: node), among: values.compactMap(\.stringValue))
    }

    /// A bound that is a whole number, as an integer.
    private static func integral(_ bound: Double) -> Int64? {
        bound.rounded() == bound && abs(bound) < 1e15 ? Int64(bound) : nil
    }

    /// A bound as findings write it: `0`, `1`, `0.5`.
    private static func text(_ bound: Double) -> String { integral(bound).map(String.init) ?? String(bound) }

    /// A bound as schemas write it: an integer when it is one.
    private static func json(_ bound: Double) -> JSONValue {
        integral(bound).map { .number(JSONNumber($0)) } ?? JSONNumber(bound).map(JSONValue.number) ?? .null
    }

    /// `a`, `a or b`, `a, b or c`.
    private static func alternatives(_ values: [String]) -> String {
        guard let last = values.last, values.count > 1 else { return values.first ?? "" }
        return values.dropLast().joined(separator: ", ") + " or " + last
    }

    /// The JSON Schema of the contract, described by its rule.
    var schema: JSONObject {
        let body: JSONObject
        switch kind {
        case .boolean:
            body = ["type": "boolean"]
        case .values(let values):
            body = ["enum": .array(values)]
        case .integerLiteral(let range, _):
            body = [
                "type": "integer", "minimum": .number(JSONNumber(range.lowerBound)),
                "maximum": .number(JSONNumber(range.upperBound)),
            ]
        case .integer(let range, _):
            body = [
                "type": "integer", "minimum": .number(JSONNumber(range.lowerBound)),
                "maximum": .number(JSONNumber(range.upperBound)),
            ]
        case .nonEmptyStrings(let count, _):
            body = [
                "type": "array", "minItems": .number(JSONNumber(count.lowerBound)),
                "maxItems": .number(JSONNumber(count.upperBound)), "items": ["type": "string", "minLength": 1],
            ]
        case .grammar(let grammar):
            body = ["pattern": .string(grammar.pattern)]
        case .number(let range):
            body = ["type": "number", "minimum": Self.json(range.lowerBound), "maximum": Self.json(range.upperBound)]
        }
        return JSONSchemaBuilder.described(rule, body)
    }
}
