import Foundation
import PushPayloads
import Testing

@testable import PushLint

/// The APNs options of the command: push type, headers, device token, authentication, clock, and
/// Xcode simulator files.
@Suite("pushlint APNs")
struct PushLintAPNsTests {
    static func run(_ arguments: [String], stdin: String) -> Outcome {
        PushLint.run(arguments: arguments) { Array(stdin.utf8) }
    }

    /// The rule ids in the text output, in order.
    static func rules(_ outcome: Outcome) -> [String] {
        outcome.outputText.split(separator: "\n").compactMap { line in
            guard let open = line.lastIndex(of: "["), line.hasSuffix("]") else { return nil }
            return String(line[line.index(after: open)..<line.index(before: line.endIndex)])
        }
    }

    static let background = #"{"aps":{"content-available":1,"category":"SYNC"},"job":"inbox"}"#

    @Test("--push-type feeds the push-type rules without making a request context")
    func pushTypeAlone() {
        let outcome = Self.run(
            ["--kind", "apns", "--push-type", "background", "--verbose", "-"], stdin: Self.background)
        #expect(outcome.exitCode == .success)
        #expect(Self.rules(outcome) == ["apns.background-throttle", "apns.background-extra-key"])
    }

    @Test("--header, --device-token and --auth make a context; header findings have no position")
    func context() {
        let outcome = Self.run(
            [
                "--kind", "apns", "--verbose", "--header", "apns-push-type: background", "--header", "apns-priority:10",
                "--header", "APNS-Priority:5", "--header", "apns-topic:com.example.app.voip", "--device-token",
                "ABCD", "--auth", "certificate", "-",
            ], stdin: Self.background)
        #expect(outcome.exitCode == .findings)
        #expect(
            Self.rules(outcome) == [
                "apns.background-priority", "apns.device-token-case", "apns.device-token-length",
                "apns.header-duplicate", "apns.topic-suffix", "apns.background-throttle", "apns.background-extra-key",
            ])
        #expect(outcome.outputText.contains("<stdin>: error: "))
    }

    @Test("--lenient-token strips the NSData description form; --now decides expiration-past")
    func tokenAndClock() {
        let token = "<" + String(repeating: "ab", count: 16) + " " + String(repeating: "cd", count: 16) + ">"
        let body = #"{"aps":{"alert":"Hi"}}"#
        let strict = Self.run(["--kind", "apns", "--device-token", token, "-"], stdin: body)
        #expect(Self.rules(strict).contains("apns.device-token-format"))
        let lenient = Self.run(
            [
                "--kind", "apns", "--verbose", "--push-type", "alert", "--device-token", token, "--lenient-token",
                "--header",
                "apns-topic:com.example.app", "--header", "apns-expiration:1700000000", "--now", "1767225600", "-",
            ], stdin: body)
        #expect(Self.rules(lenient) == ["apns.expiration-past"])
        let later = Self.run(
            [
                "--kind", "apns", "--push-type", "alert", "--header", "apns-topic:com.example.app", "--header",
                "apns-expiration:1800000000", "--now", "1767225600", "-",
            ], stdin: body)
        #expect(Self.rules(later).isEmpty)
    }

    @Test("--push-type voip raises the limit to 5120 bytes")
    func voipLimit() {
        let body = #"{"caller":""# + String(repeating: "x", count: 4200) + #""}"#
        let plain = Self.run(["--kind", "apns", "--format", "json", "-"], stdin: body)
        #expect(plain.exitCode == .findings)
        let voip = Self.run(["--kind", "apns", "--push-type", "voip", "--format", "json", "-"], stdin: body)
        #expect(voip.exitCode == .success)
        #expect(voip.outputText.contains(#""limit":5120"#))
    }

    @Test("an Xcode simulator .apns file: its target bundle key is info and not counted")
    func simulatorFile() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("pushlint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let text = #"{"Simulator Target Bundle":"com.example.app","aps":{"alert":"Hi"}}"#
        let file = directory.appendingPathComponent("push.apns")
        try Data(text.utf8).write(to: file)
        let outcome = PushLint.run(arguments: ["--format", "json", file.path]) { [] }
        #expect(outcome.exitCode == .success)
        let report = try JSONValue(parsing: outcome.standardOutput)
        let result = try #require(report["files"]?[0])
        #expect(result["kind"] == "apns")
        // The member and its comma are not sent: what counts is the body without them.
        #expect(result["bytes"]?.numberValue?.intValue == #"{"aps":{"alert":"Hi"}}"#.utf8.count)
        let rules = result["diagnostics"]?.arrayValue?.compactMap { $0["rule"]?.stringValue }
        #expect(rules == ["apns.simulator-metadata", "json.auto-kind"])
    }
}
