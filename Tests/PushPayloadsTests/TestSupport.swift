import Foundation
import PushPayloads

/// Shared helpers for the tests of the library.
enum TestSupport {
    /// The repository root, found from this file's path.
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The JSONTestSuite `test_parsing` folder shipped as a resource of this target.
    static let jsonTestSuite: URL = {
        let bundled = Bundle.module.resourceURL?.appendingPathComponent("JSONTestSuite/test_parsing")
        if let bundled, FileManager.default.fileExists(atPath: bundled.path) { return bundled }
        return repositoryRoot.appendingPathComponent("Tests/PushPayloadsTests/Resources/JSONTestSuite/test_parsing")
    }()

    /// The JSONTestSuite files whose names start with `prefix`, sorted.
    static func suiteFiles(_ prefix: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: jsonTestSuite.path)) ?? []
        return names.filter { $0.hasPrefix(prefix) && $0.hasSuffix(".json") }.sorted()
    }

    /// The bytes of a JSONTestSuite file.
    static func suiteBytes(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: jsonTestSuite.appendingPathComponent(name)))
    }

    /// Validates text as kind json.
    static func validate(_ text: String, options: ValidationOptions = ValidationOptions()) -> ValidationReport {
        PayloadValidator.validate(Array(text.utf8), as: .json, options: options)
    }

    /// Validates bytes as kind json.
    static func validate(_ bytes: [UInt8], options: ValidationOptions = ValidationOptions()) -> ValidationReport {
        PayloadValidator.validate(bytes, as: .json, options: options)
    }
}

extension ValidationReport {
    /// The rule ids of the findings, in report order.
    var ruleIDs: [String] { diagnostics.map(\.ruleID) }

    /// The fatal `json.*` rules (text that is not JSON) present in the report.
    var fatalRuleIDs: [String] {
        let fatal: Set<String> = [
            "json.syntax", "json.empty-input", "json.trailing-data", "json.invalid-utf8", "json.not-utf8",
            "json.depth-exceeded",
        ]
        return ruleIDs.filter(fatal.contains)
    }
}

/// A seeded generator (SplitMix64), so a property test's failure can be replayed from its seed.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
