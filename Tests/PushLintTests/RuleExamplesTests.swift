import Foundation
import PushPayloads
import Testing

@testable import PushLint

/// `Sources/PushLint/RuleExamples/` (the index and one file of fixtures per kind) is generated from
/// `Fixtures/` and their sidecars (never from the validator's output): this test fails when it
/// differs from what the fixtures give, and rewrites it when `PUSHLINT_REGENERATE=1` is set.
@Suite("Rule examples")
struct RuleExamplesTests {
    static let root = PushLintTests.root
    static let folder = root.appendingPathComponent("Sources/PushLint/RuleExamples")

    struct FixtureFile {
        var path: String
        var bytes: [UInt8]
        var configuration: String
        var rules: Set<String>
        var pointers: Set<String>
        var hasOptions: Bool
    }

    static func fixtures() throws -> [FixtureFile] {
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

    /// The generated source.
    static func kindOf(_ file: FixtureFile) -> String { String(file.path.split(separator: "/")[1]) }

    /// `fcm-legacy` as `fcmLegacy`.
    static func identifier(_ kind: String) -> String {
        let parts = kind.split(separator: "-")
        return String(parts[0]) + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// The generated files: the index, then the fixtures of each kind, by file name.
    static func generate() throws -> [(name: String, text: String)] {
        let files = try fixtures()
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
            // Generated by RuleExamplesTests from Fixtures/ and their sidecars; do not edit.
            // Regenerate: PUSHLINT_REGENERATE=1 swift test --filter RuleExamplesTests

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

    @Test("the committed tables are what the fixtures give, and there are no others")
    func current() throws {
        let generated = try Self.generate()
        if ProcessInfo.processInfo.environment["PUSHLINT_REGENERATE"] == "1" {
            try? FileManager.default.removeItem(at: Self.folder)
            try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
            for file in generated { try Data(file.text.utf8).write(to: Self.folder.appendingPathComponent(file.name)) }
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).sorted()
        #expect(names == generated.map(\.name).sorted())
        for file in generated {
            let committed = try? String(contentsOf: Self.folder.appendingPathComponent(file.name), encoding: .utf8)
            #expect(
                committed == file.text,
                "\(file.name) is stale: PUSHLINT_REGENERATE=1 swift test --filter RuleExamplesTests")
        }
    }
}
