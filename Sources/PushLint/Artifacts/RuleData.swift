import PushPayloads

/// One family's rule data, `Rules/<family>.json`, checked as it is read: its rules in groups, the
/// contexts other families can carry its rules in, and the contexts of other families it carries.
///
/// A rule names only its own family's kinds (or `*`, `*object`) and its contexts (`@received`); a
/// family that carries another's body (FingerPush delivers an APNs `userInfo`) joins that family's
/// context with its own kinds, in its own file, so adding a family never edits another's data.
struct RuleData {
    /// A mistake in the rule data, naming the file and the rule.
    struct DataError: Error, CustomStringConvertible {
        let description: String
    }

    struct Group {
        let name: String
        let type: String
        let about: String
        let rules: [Declaration]
    }

    struct Declaration {
        let name: String
        let id: String
        let severity: Severity
        /// As written: the family's own kinds, `*`, `*object`, and `@context`s.
        let kinds: [String]
        let summary: String
        let help: String
        let source: [String]
        let offByDefault: String?
    }

    /// This family's kinds joining a context of another family: that family's rules of the
    /// context report on them, but those in `except`.
    struct Carry {
        let family: String
        let context: String
        let kinds: [String]
        let except: [String]
    }

    let family: String
    let path: String
    /// The contexts its rules can be carried in, with what each is.
    let contexts: [String: String]
    let carries: [Carry]
    let groups: [Group]

    /// Its rules, in catalog order.
    var rules: [Declaration] { groups.flatMap(\.rules) }

    /// The keys of a file, of a carrier entry, and of a rule's declaration.
    static let fileKeys: Set<String> = ["family", "contexts", "carries", "groups"]
    static let carryKeys: Set<String> = ["family", "context", "kinds", "except", "why"]
    static let declarationKeys: Set<String> = [
        "name", "id", "severity", "kinds", "summary", "help", "source", "offByDefault",
    ]

    init(_ value: JSONValue, family: String, path: String) throws {
        func fail(_ what: String) -> DataError { DataError(description: "\(path): \(what)") }
        guard value["family"]?.stringValue == family else { throw fail("`family` is not \"\(family)\"") }
        if let unknown = value.objectValue?.keys.first(where: { !Self.fileKeys.contains($0) }) {
            throw fail("unknown key `\(unknown)`")
        }
        self.family = family
        self.path = path
        let ownKinds = Set(
            (PayloadKind.allCases + PayloadKind.documentKinds).filter { $0.family?.name == family }.map(\.name))
        var contexts: [String: String] = [:]
        for member in value["contexts"]?.objectValue?.members ?? [] {
            guard Self.isContextName(member.key), let about = member.value.stringValue, !about.isEmpty else {
                throw fail("a context is a lowercase-hyphenated name with a sentence saying what it is")
            }
            contexts[member.key] = about
        }
        self.contexts = contexts
        carries = try (value["carries"]?.arrayValue ?? []).map { entry in
            guard let carried = entry["family"]?.stringValue, let context = entry["context"]?.stringValue,
                let kinds = entry["kinds"]?.arrayValue?.compactMap(\.stringValue), !kinds.isEmpty
            else { throw fail("a carrier entry needs `family`, `context` and `kinds`") }
            if let stray = kinds.first(where: { !ownKinds.contains($0) }) {
                throw fail("carries \(carried) \(context): \(stray) is not one of this family's kinds")
            }
            if let unknown = entry.objectValue?.keys.first(where: { !Self.carryKeys.contains($0) }) {
                throw fail("carries \(carried) \(context): unknown key `\(unknown)`")
            }
            let except = (entry["except"]?.arrayValue ?? []).compactMap(\.stringValue)
            if !except.isEmpty, entry["why"]?.stringValue?.isEmpty != false {
                throw fail("carries \(carried) \(context): `except` needs a `why`")
            }
            return Carry(family: carried, context: context, kinds: kinds, except: except)
        }
        guard let groups = value["groups"]?.arrayValue, !groups.isEmpty else { throw fail("no `groups`") }
        self.groups = try groups.map { group in
            guard let name = group["name"]?.stringValue, Self.isIdentifier(name, upper: false),
                let type = group["type"]?.stringValue, Self.isIdentifier(type, upper: true), type.hasSuffix("Rules"),
                let about = group["about"]?.stringValue, !about.isEmpty,
                let rules = group["rules"]?.arrayValue, !rules.isEmpty
            else { throw fail("a group needs `name` (lowerCamelCase), `type` (…Rules), `about` and `rules`") }
            var names: Set<String> = []
            let declarations = try rules.map { rule in
                func text(_ key: String) throws -> String {
                    guard let text = rule[key]?.stringValue, !text.isEmpty else {
                        throw fail("\(rule["id"]?.stringValue ?? "a rule of \(name)"): no `\(key)`")
                    }
                    return text
                }
                let id = try text("id")
                let ruleName = try text("name")
                guard id.hasPrefix(family + "."), Self.isIdentifier(ruleName, upper: false),
                    names.insert(ruleName).inserted
                else { throw fail("\(id): the id must start with `\(family).`, the name be a new lowerCamelCase one") }
                guard let severity = Severity(rawValue: try text("severity")) else {
                    throw fail("\(id): `severity` is one of \(Severity.allCases.map(\.rawValue))")
                }
                guard let written = rule["kinds"]?.arrayValue else {
                    throw fail("\(id): no `kinds` (write [] for none)")
                }
                let kinds = try written.map { kind in
                    guard let kind = kind.stringValue,
                        kind == "*" || kind == "*object" || ownKinds.contains(kind)
                            || (kind.hasPrefix("@") && contexts[String(kind.dropFirst())] != nil)
                    else {
                        throw fail(
                            "\(id): a kind is `*`, `*object`, one of this family's (\(ownKinds.sorted())) or"
                                + " `@` and one of its contexts (\(contexts.keys.sorted()))")
                    }
                    return kind
                }
                guard Set(kinds).count == kinds.count else { throw fail("\(id): a kind is listed twice") }
                let source = (rule["source"]?.arrayValue ?? []).compactMap(\.stringValue)
                guard !source.isEmpty, source.allSatisfy({ $0 == "—" || $0.hasPrefix("https://") }) else {
                    throw fail("\(id): `source` is a list of https URLs, or [\"—\"] for the library's own convention")
                }
                let declaration = Declaration(
                    name: ruleName, id: id, severity: severity, kinds: kinds, summary: try text("summary"),
                    help: try text("help"), source: source,
                    offByDefault: rule["offByDefault"] == nil ? nil : try text("offByDefault"))
                if let unknown = rule.objectValue?.keys.first(where: { !Self.declarationKeys.contains($0) }) {
                    throw fail("\(id): unknown key `\(unknown)`")
                }
                return declaration
            }
            return Group(name: name, type: type, about: about, rules: declarations)
        }
    }

    static func isIdentifier(_ name: String, upper: Bool) -> Bool {
        guard let first = name.unicodeScalars.first, first.isASCII,
            upper ? ("A"..."Z").contains(first) : ("a"..."z").contains(first)
        else { return false }
        return name.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) }
    }

    static func isContextName(_ name: String) -> Bool {
        !name.isEmpty && name.first != "-" && name.last != "-"
            && name.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || $0 == "-" }
    }
}
