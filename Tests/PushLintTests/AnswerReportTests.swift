import Foundation
import Testing

@testable import PushLint

/// A recorded answer's next step is a member of the JSON and SARIF reports, not only words in the
/// message.
@Suite("Next steps in reports")
struct AnswerReportTests {
    static let unregistered = Array(
        #"{"status":410,"body":{"reason":"Unregistered","timestamp":1764288000123}}"#.utf8)

    static func object(_ outcome: Outcome) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(outcome.standardOutput)) as? [String: Any])
    }

    @Test("--format json: nextStep beside the message")
    func json() throws {
        let outcome = PushLint.run(arguments: ["--format", "json", "-"]) { Self.unregistered }
        let file = try #require((try Self.object(outcome)["files"] as? [[String: Any]])?.first)
        let step = (file["diagnostics"] as? [[String: Any]] ?? []).first {
            $0["rule"] as? String == "apns-response.next-step"
        }
        let nextStep = try #require(step?["nextStep"] as? [String: Any])
        #expect(nextStep["step"] as? String == "drop-token")
        #expect((nextStep["since"] as? NSNumber)?.int64Value == 1_764_288_000_123)
        #expect(nextStep.count == 2)
    }

    @Test("--format sarif: nextStep in the result's properties")
    func sarif() throws {
        let outcome = PushLint.run(arguments: ["--format", "sarif", "--min-severity", "info", "-"]) {
            Self.unregistered
        }
        let run = try #require((try Self.object(outcome)["runs"] as? [[String: Any]])?.first)
        let result = (run["results"] as? [[String: Any]] ?? []).first {
            $0["ruleId"] as? String == "apns-response.next-step"
        }
        let properties = try #require(result?["properties"] as? [String: Any])
        #expect((properties["nextStep"] as? [String: Any])?["step"] as? String == "drop-token")
    }

    @Test("BadDeviceToken says its likely cause: a token of the other environment")
    func badDeviceToken() {
        let outcome = PushLint.run(arguments: ["--verbose", "-"]) {
            Array(#"{"status":400,"body":{"reason":"BadDeviceToken"}}"#.utf8)
        }
        #expect(
            outcome.outputText.contains("next step: drop the token; likely cause: a token of the other environment"))
    }
}
