import Foundation
import PushPayloads

/// The sources of `Sources/PushLint/RuleExamples/`: for each rule, the smallest invalid fixture
/// whose sidecar lists it (one without options first) and the valid fixture of its kind most like
/// it, chosen from `Fixtures/` and their sidecars (never from the validator's output), and the
/// fixtures shown, embedded (a large one named only).
enum RuleExampleSources {
    /// The folder of the generated sources.
    static let folder = "Sources/PushLint/RuleExamples"

    struct FixtureFile {
        var path: String
        var bytes: [UInt8]
        var configuration: String
        var rules: Set<String>
        var pointers: Set<String>
        var hasOptions: Bool
    }

    static func fixtures(root: URL) throws -> [FixtureFile] {
        let base = root.appendingPathComponent("Fixtures")
        var result: [FixtureFile] = []
        for kind in try FileManager.default.contentsOfDirectory(atPath: base.path).sorted() {
            for group in ["invalid", "valid"] {
                let folder = base.appendingPathComponent(kind).appendingPathComponent(group)
                let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
                for name in names.sorted() where name.hasSuffix(".json") || name.hasSuffix(".apns") {
                    let url = folder.appendingPathComponent(name)
                    let sidecar = try JSONValue(
                        parsing: [UInt8](
                            try Data(contentsOf: url.deletingPathExtension().appendingPathExtension("expected"))))
                    let options = sidecar["options"]
                    let rules = Set((sidecar["diagnostics"]?.arrayValue ?? []).compactMap { $0["rule"]?.stringValue })
                    let bytes = [UInt8](try Data(contentsOf: url))
                    var pointers: Set<String> = []
                    if let value = try? JSONValue(parsing: bytes) { collect(value, "", into: &pointers) }
                    result.append(
                        FixtureFile(
                            path: "Fixtures/\(kind)/\(group)/\(name)", bytes: bytes,
                            configuration: options?.description ?? "{}", rules: rules, pointers: pointers,
                            hasOptions: options != nil))
                }
            }
        }
        return result
    }

    static func collect(_ value: JSONValue, _ pointer: String, into pointers: inout Set<String>) {
        pointers.insert(pointer)
        switch value {
        case .object(let object):
            for member in object.members {
                collect(member.value, pointer + "/" + member.key, into: &pointers)
            }
        case .array(let array):
            for (index, element) in array.enumerated() { collect(element, pointer + "/\(index)", into: &pointers) }
        default: break
        }
    }

    static func kindOf(_ file: FixtureFile) -> String { String(file.path.split(separator: "/")[1]) }

    /// `fcm-legacy` as `fcmLegacy`.
    static func identifier(_ kind: String) -> String {
        let parts = kind.split(separator: "-")
        return String(parts[0]) + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// The generated files: the index, then the fixtures of each kind, by file name.
    static func generate(root: URL) throws -> [(name: String, text: String)] {
        let files = try fixtures(root: root)
        var lines: [String] = []
        // The fixtures shown, each once, by kind.
        var shown: [String: [FixtureFile]] = [:]
        var seen: Set<String> = []
        func use(_ file: FixtureFile) -> String {
            if seen.insert(file.path).inserted { shown[kindOf(file), default: []].append(file) }
            return literal(file.path)
        }
        for rule in RuleRegistry.all {
            let candidates = files.filter { $0.path.contains("/invalid/") && $0.rules.contains(rule.id) }
            guard
                let invalid = candidates.min(by: {
                    ($0.hasOptions ? 1 : 0, $0.bytes.count, $0.path) < ($1.hasOptions ? 1 : 0, $1.bytes.count, $1.path)
                })
            else { continue }
            let kind = invalid.path.split(separator: "/")[1]
            let valid = files.filter {
                $0.path.hasPrefix("Fixtures/\(kind)/valid/") && !$0.rules.contains(rule.id) && $0.bytes.count <= 4096
            }
            func similarity(_ file: FixtureFile) -> Double {
                let shared = file.pointers.intersection(invalid.pointers).count
                return Double(shared) / Double(max(1, file.pointers.union(invalid.pointers).count))
            }
            let fixed = valid.min {
                (-similarity($0), $0.bytes.count, $0.path) < (-similarity($1), $1.bytes.count, $1.path)
            }
            lines.append("        \(literal(rule.id)): (\(use(invalid)), \(fixed.map(use) ?? "nil")),")
        }
        let header = """
            // swift-format-ignore-file
            // Generated from Fixtures/ and their sidecars; do not edit.
            // Regenerate: swift run generate-artifacts

            """
        let kinds = shown.keys.sorted()
        let index = """
            \(header)
            extension RuleExamples {
                /// The fixtures shown, each once, by path.
                static let fixtures: [String: RuleExample] = Dictionary(
                    uniqueKeysWithValues: [\(kinds.map { "fixtures" + identifier($0).prefix(1).uppercased() + identifier($0).dropFirst() }.joined(separator: ", "))]
                        .joined().map { ($0.path, $0) })

                /// Each rule's invalid and fixed example, by fixture path.
                static let table: [String: (invalid: String, fixed: String?)] = [
            \(lines.joined(separator: "\n"))
                ]
            }

            """
        var generated = [(name: "RuleExamples+Index.swift", text: index)]
        for kind in kinds {
            let name = identifier(kind).prefix(1).uppercased() + identifier(kind).dropFirst()
            let entries = (shown[kind] ?? []).map { "        " + example($0) + "," }.joined(separator: "\n")
            generated.append(
                (
                    "RuleExamples+\(name).swift",
                    """
                    \(header)
                    extension RuleExamples {
                        /// The \(kind) fixtures shown.
                        static let fixtures\(name): [RuleExample] = [
                    \(entries)
                        ]
                    }

                    """
                ))
        }
        return generated
    }

    /// Examples larger than this are named, not embedded (size rules' fixtures run to megabytes).
    static let embeddedLimit = 2048

    static func example(_ file: FixtureFile) -> String {
        if file.bytes.count > embeddedLimit {
            return
                "RuleExample(path: \(literal(file.path)), configuration: \(literal(file.configuration)), text: \"\", byteCount: \(file.bytes.count))"
        }
        if let text = String(validating: file.bytes, as: UTF8.self) {
            return
                "RuleExample(path: \(literal(file.path)), configuration: \(literal(file.configuration)), text: \(literal(text)))"
        }
        let hex = file.bytes.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
        return
            "RuleExample(path: \(literal(file.path)), configuration: \(literal(file.configuration)), text: \(literal(hex)), isHex: true)"
    }

    /// A Swift string literal: printable ASCII and other characters as they are, the rest escaped.
    static func literal(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
                    || scalar.properties.generalCategory == .format
                    || scalar.properties.generalCategory == .lineSeparator
                    || scalar.properties.generalCategory == .paragraphSeparator
                {
                    result += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
