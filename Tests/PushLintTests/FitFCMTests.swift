import Foundation
import PushPayloads
import Testing

@testable import PushLint

/// `pushlint fit` on an FCM HTTP v1 request (its `apns.payload` is fitted), and on inputs it does
/// not shorten (exit 2).
@Suite("fit on FCM requests")
struct FitFCMTests {
    static func fit(_ arguments: [String], _ body: String) -> Outcome {
        FitAndExplainTests.fit(arguments, body)
    }

    // The built body is the payload, {"aps":{"alert":"Hello world"}} (31 bytes), and the data
    // entry ,"k":"v" (8 bytes): 39 bytes.
    static let request = """
        {
          "message": {"topic": "news", "data": {"k": "v"},
                      "apns": {"payload": {"aps": {"alert": "Hello world"}}}}
        }
        """

    @Test("the payload is cut so the body FCM builds fits; the rest is printed as given, with a newline")
    func fitsPayload() {
        // Limit 33 is 6 over: 11 - 6 - 3 = 2 bytes of text kept.
        let outcome = Self.fit(["--max-bytes", "33"], Self.request)
        #expect(outcome.exitCode == .success)
        #expect(
            outcome.outputText
                == Self.request.replacingOccurrences(
                    of: #"{"aps": {"alert": "Hello world"}}"#, with: #"{"aps":{"alert":"He…"}}"#) + "\n")
        #expect(
            outcome.standardError
                == "<stdin>: info: /message/apns/payload/aps/alert shortened from 11 to 5 bytes (11 to 3 characters) (at /message/apns/payload/aps/alert) [apns.truncated]\npushlint: the APNs body FCM builds is 33 bytes, limit 33\n"
        )
    }

    @Test("a request that fits is printed as given; the default limit is 4096")
    func alreadyFits() {
        let outcome = Self.fit([], Self.request)
        #expect(outcome.exitCode == .success && outcome.outputText == Self.request + "\n")
        #expect(
            outcome.standardError
                == "pushlint: the APNs body FCM builds is 39 bytes, limit 4,096; it already fit, nothing cut\n")
    }

    @Test("a payload whose text cannot absorb what FCM adds: exit 1 with apns.truncation-impossible")
    func impossible() {
        let outcome = Self.fit(["--max-bytes", "20"], Self.request)
        #expect(outcome.exitCode == .findings && outcome.standardOutput.isEmpty)
        #expect(outcome.standardError.contains("the APNs body FCM builds adds 8 bytes to it, for a limit of 20"))
        #expect(outcome.standardError.hasSuffix("(at /message/apns/payload) [apns.truncation-impossible]\n"))
    }

    @Test(
        "exit 2 for what fit does not shorten, saying why",
        arguments: [
            ([], #"{"message":{"topic":"t","notification":{"title":"x"}}}"#, "without an apns.payload object"),
            ([], #"{"aps":{"alert":"Hi"},"gcm.message_id":"1"}"#, "is kind fcm-userinfo: fit shortens"),
            ([], #"{"title":"Hi"}"#, "is kind json: fit shortens"),
            (
                ["--push-type", "voip"], #"{"topic":"t","apns":{"payload":{}}}"#,
                "option '--push-type' is for APNs bodies"
            ),
            (
                ["--kind", "mtpush"], #"{"aps":{}}"#,
                "option '--kind' takes one of auto, fcm, fcm-send-request, fcm-message, liveactivity, apns"
            ),
        ])
    func refused(_ arguments: [String], _ body: String, _ said: String) {
        let outcome = Self.fit(arguments, body)
        #expect(outcome.exitCode == .usage && outcome.standardOutput.isEmpty)
        #expect(outcome.standardError.hasPrefix("pushlint: ") && outcome.standardError.contains(said))
    }

    @Test("--kind decides over detection: an APNs body with FCM's metadata keys is fitted as one")
    func kindGiven() {
        // 52 bytes: limit 51 keeps 11 - 1 - 3 = 7 bytes of text.
        let body = #"{"aps":{"alert":"Hello world"},"gcm.message_id":"1"}"#
        let outcome = Self.fit(["--kind", "apns", "--max-bytes", "51"], body)
        #expect(outcome.exitCode == .success)
        #expect(outcome.outputText == #"{"aps":{"alert":"Hello w…"},"gcm.message_id":"1"}"# + "\n")
    }
}
