import Foundation
import PushPayloads

/// The rule declarations of `Sources/PushPayloads/Rules/`, written from the rule data of `Rules/`:
/// one JSON file per family, each rule's id, severity, the kinds it reports on, summary, help and
/// sources (the format is in `Rules/README.md`). The data is checked before anything is written,
/// so a mistake in it is a message naming the file and the rule, never Swift that does not compile.
enum RuleDeclarations {
    /// The folder of the data.
    static let dataFolder = "Rules"
    /// The folder of the generated Swift.
    static let folder = "Sources/PushPayloads/Rules"

    /// A mistake in the rule data.
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
        let kinds: [String]
        let summary: String
        let help: String
        let source: [String]
        let offByDefault: String?
    }

    /// The generated file of each data file, in file-name order.
    static func files(root: URL) throws -> [(name: String, text: String)] {
        let base = root.appendingPathComponent(dataFolder)
        let names = try FileManager.default.contentsOfDirectory(atPath: base.path).filter { $0.hasSuffix(".json") }
        var groupNames: Set<String> = []
        var typeNames: Set<String> = []
        var ids: Set<String> = []
        var files: [(name: String, text: String)] = []
        for name in names.sorted() {
            let path = dataFolder + "/" + name
            let bytes = [UInt8](try Data(contentsOf: base.appendingPathComponent(name)))
            let family = String(name.dropLast(".json".count))
            let groups = try parse(JSONValue(parsing: bytes), family: family, path: path)
            for group in groups {
                guard groupNames.insert(group.name).inserted, typeNames.insert(group.type).inserted else {
                    throw DataError(description: "\(path): group \(group.name) (\(group.type)) is declared twice")
                }
                for rule in group.rules where !ids.insert(rule.id).inserted {
                    throw DataError(description: "\(path): \(rule.id) is declared twice")
                }
            }
            files.append((name: "Rules+\(family).swift", text: swift(groups, path: path)))
        }
        return files
    }

    /// The groups of one family's data file, checked.
    static func parse(_ value: JSONValue, family: String, path: String) throws -> [Group] {
        func fail(_ what: String) -> DataError { DataError(description: "\(path): \(what)") }
        guard value["family"]?.stringValue == family else { throw fail("`family` is not \"\(family)\"") }
        guard let groups = value["groups"]?.arrayValue, !groups.isEmpty else { throw fail("no `groups`") }
        let knownKinds = Set((PayloadKind.allCases + PayloadKind.documentKinds).map(\.name)).subtracting(["auto"])
        return try groups.map { group in
            guard let name = group["name"]?.stringValue, isIdentifier(name, upper: false),
                let type = group["type"]?.stringValue, isIdentifier(type, upper: true), type.hasSuffix("Rules"),
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
                guard id.hasPrefix(family + "."), isIdentifier(ruleName, upper: false), names.insert(ruleName).inserted
                else { throw fail("\(id): the id must start with `\(family).`, the name be a new lowerCamelCase one") }
                guard let severity = Severity(rawValue: try text("severity")) else {
                    throw fail("\(id): `severity` is one of \(Severity.allCases.map(\.rawValue))")
                }
                let kinds = try (rule["kinds"]?.arrayValue ?? []).map { kind in
                    guard let kind = kind.stringValue, kind == "*" || kind == "*object" || knownKinds.contains(kind)
                    else { throw fail("\(id): a kind is `*`, `*object` or one of \(knownKinds.sorted())") }
                    return kind
                }
                guard rule["kinds"]?.arrayValue != nil else { throw fail("\(id): no `kinds` (write [] for none)") }
                guard Set(kinds).count == kinds.count else { throw fail("\(id): a kind is listed twice") }
                let source = (rule["source"]?.arrayValue ?? []).compactMap(\.stringValue)
                guard !source.isEmpty, source.allSatisfy({ $0 == "—" || $0.hasPrefix("https://") }) else {
                    throw fail("\(id): `source` is a list of https URLs, or [\"—\"] for the library's own convention")
                }
                let declaration = Declaration(
                    name: ruleName, id: id, severity: severity, kinds: kinds, summary: try text("summary"),
                    help: try text("help"), source: source,
                    offByDefault: rule["offByDefault"] == nil ? nil : try text("offByDefault"))
                if let unknown = rule.objectValue?.keys.first(where: { !declarationKeys.contains($0) }) {
                    throw fail("\(id): unknown key `\(unknown)`")
                }
                return declaration
            }
            return Group(name: name, type: type, about: about, rules: declarations)
        }
    }

    /// The keys of a rule's declaration.
    static let declarationKeys: Set<String> = [
        "name", "id", "severity", "kinds", "summary", "help", "source", "offByDefault",
    ]

    static func isIdentifier(_ name: String, upper: Bool) -> Bool {
        guard let first = name.unicodeScalars.first, first.isASCII,
            upper ? ("A"..."Z").contains(first) : ("a"..."z").contains(first)
        else { return false }
        return name.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) }
    }

    /// The Swift of one family's groups.
    static func swift(_ groups: [Group], path: String) -> String {
        var text = "// Generated by `swift run generate-artifacts` from `\(path)`: edit that file, then run it.\n\n"
        text += "extension Rule {\n"
        for group in groups {
            text += comment(group.about, indent: "    ")
            text += "    package static let \(group.name) = \(group.type)()\n"
        }
        text += "}\n"
        for group in groups {
            text += "\n" + comment(group.about, indent: "")
            text += "///\n/// One property per rule, in catalog order (``all``), declared in `\(path)`.\n"
            text += "package struct \(group.type): Sendable {\n"
            for rule in group.rules {
                text += comment(rule.summary, indent: "    ")
                text += "    package let \(rule.name) = Rule(\n"
                text += "        id: \(literal(rule.id)), defaultSeverity: .\(rule.severity.rawValue),\n"
                text += "        summary:\n            \(literal(rule.summary)),\n"
                text += "        help:\n            \(literal(rule.help)),\n"
                text += "        source:\n            \(literal(rule.source.joined(separator: " "))),\n"
                if let offByDefault = rule.offByDefault {
                    text += "        offByDefault:\n            \(literal(offByDefault)),\n"
                }
                text += wrapped("kinds: [", rule.kinds.map(literal), "]", indent: "        ") + "\n"
                text += "    )\n"
            }
            text += "\n    /// Its rules, in catalog order.\n    package var all: [Rule] {\n"
            text += wrapped("[", group.rules.map(\.name), "]", indent: "        ") + "\n    }\n}\n"
        }
        return text
    }

    /// A Swift string literal of `text`, as the rule examples write theirs.
    static func literal(_ text: String) -> String { RuleExampleSources.literal(text) }

    /// `items` between `open` and `close`, on one line when it fits in 120 columns, else one
    /// indented run of lines.
    static func wrapped(_ open: String, _ items: [String], _ close: String, indent: String) -> String {
        let line = indent + open + items.joined(separator: ", ") + close
        if line.count <= 120 { return line }
        var lines: [String] = []
        var current = indent + "    "
        for item in items {
            if current.count + item.count + 2 > 120, current.count > indent.count + 4 {
                lines.append(String(current.dropLast()))
                current = indent + "    "
            }
            current += item + ", "
        }
        lines.append(String(current.dropLast()))
        return indent + open + "\n" + lines.joined(separator: "\n") + "\n" + indent + close
    }

    /// `text` as `///` lines of at most 120 columns.
    static func comment(_ text: String, indent: String) -> String {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            if !current.isEmpty, indent.count + 4 + current.count + 1 + word.count > 120 {
                lines.append(current)
                current = ""
            }
            current += (current.isEmpty ? "" : " ") + word
        }
        lines.append(current)
        return lines.map { indent + "/// " + $0 + "\n" }.joined()
    }
}
