import Foundation
import Testing

@testable import PushPayloads

/// The shared vocabulary: names, descriptions, and the `Retry-After` reading.
@Suite("Next steps")
struct NextStepTests {
    @Test("each step has its name and a description a person reads")
    func names() {
        let since = Date(timeIntervalSince1970: 1_764_288_000)
        let cases: [(NextStep, String, String)] = [
            (.delivered, "delivered", "delivered"),
            (.dropToken(since: since), "drop-token", "drop the token (invalid since 2025-11-28T00:00:00Z)"),
            (.replaceToken(with: "t2"), "replace-token", "replace the token with t2"),
            (.retry(RetryDelay(seconds: 60, backsOff: true)), "retry", "retry after 60 s, backing off"),
            (.fixRequest(field: "apns-topic"), "fix-request", "fix the request (apns-topic)"),
            (.fixCredentials, "fix-credentials", "fix the credentials"),
            (.giveUp, "give-up", "give up"),
        ]
        for (step, name, description) in cases {
            #expect(step.name == name)
            #expect(step.description == description)
        }
    }

    @Test(
        "Retry-After: seconds, an IMF-fixdate, or nothing",
        arguments: [
            ("0", RetryDelay(seconds: 0, fromHeader: true)),
            ("3600", RetryDelay(seconds: 3600, fromHeader: true)),
            ("Thu, 01 Jan 1970 00:00:00 GMT", RetryDelay(date: Date(timeIntervalSince1970: 0), fromHeader: true)),
            (
                "Tue, 29 Feb 2028 23:59:59 GMT",
                RetryDelay(date: Date(timeIntervalSince1970: 1_835_481_599), fromHeader: true)
            ),
        ])
    func retryAfter(_ text: String, _ delay: RetryDelay) {
        #expect(RetryDelay(retryAfter: text) == delay)
    }

    @Test(
        "a Retry-After that is neither is not read",
        arguments: [
            "-1", "1.5", "", "Sunday, 06-Nov-94 08:49:37 GMT", "Sun Nov  6 08:49:37 1994",
            "Sun, 06 Nov 1994 08:49:37 UTC",
            "Xyz, 06 Nov 1994 08:49:37 GMT", "Sun, 06 Foo 1994 08:49:37 GMT", "Sun, 32 Nov 1994 08:49:37 GMT",
            "Sun, 06 Nov 1994 24:00:00 GMT",
        ])
    func unreadable(_ text: String) {
        #expect(RetryDelay(retryAfter: text) == nil)
    }
}
