import Testing

@testable import PushPayloads

/// `FCM.Duration` from string literals and from exact constructors.
@Suite("FCM durations")
struct FCMDurationTests {
    @Test("a string literal in the proto3 form is that duration: ttl: \"3600s\" is an hour")
    func literal() {
        let config = FCM.AndroidConfig(ttl: "3600s")
        #expect(config.ttl == .hours(1))
        #expect(config.members["ttl"] == "3600s")
        let half: FCM.Duration = "0.5s"
        #expect(half == .milliseconds(500) && half.text == "0.500000000s")
        let tiny: FCM.Duration = "0.000000001s"
        #expect(tiny == FCM.Duration(seconds: 0, nanoseconds: 1))
    }

    @Test(
        "a literal of another form is kept as written, so validation reports it; setting a value drops it",
        arguments: [
            ("1h", "fcm.ttl-format"), ("3600", "fcm.ttl-format"), ("-1s", "fcm.ttl-format"),
            ("1.1234567890s", "fcm.ttl-format"), ("", "fcm.ttl-format"),
            // The form, but more seconds than an Int64 holds: beyond 28 days.
            ("99999999999999999999s", "fcm.ttl-range"),
        ])
    func malformedLiteral(_ text: String, _ rule: String) throws {
        var duration = FCM.Duration(stringLiteral: text)
        #expect(duration.text == text && duration.seconds == 0 && duration.nanoseconds == 0)
        #expect(duration != FCM.Duration(seconds: 0) && FCM.Duration(seconds: 0) < duration)
        let message = FCM.Message(target: .topic("news"), android: .init(ttl: duration))
        #expect(message.android?.members["ttl"] == .string(text) && message.android?.ttl == nil)
        let report = try message.validate()
        #expect(report.diagnostics.contains { $0.ruleID == rule && $0.pointer == "/android/ttl" })
        duration.seconds = 5
        #expect(duration.text == "5s" && duration == .seconds(5))
    }

    @Test("the constructors are exact: no rounding")
    func constructors() {
        #expect(FCM.Duration.seconds(7).text == "7s")
        #expect(FCM.Duration.minutes(90) == FCM.Duration(seconds: 5400))
        #expect(FCM.Duration.hours(24 * 28).seconds == Int64(FCM.maximumTTLSeconds))
        #expect(FCM.Duration.milliseconds(1).text == "0.001000000s")
        #expect(FCM.Duration.milliseconds(1500).text == "1.500000000s")
        #expect(FCM.Duration.milliseconds(Int64(86_400_123)) == FCM.Duration(seconds: 86_400, nanoseconds: 123_000_000))
    }

    @Test("seconds and nanoseconds take one sign, as proto3 has it; a negative duration is written with its sign")
    func signs() {
        #expect(FCM.Duration(seconds: 1, nanoseconds: -500_000_000) == .milliseconds(500))
        #expect(FCM.Duration(seconds: 0, nanoseconds: 1_500_000_000) == .milliseconds(1500))
        let negative = FCM.Duration.milliseconds(-1500)
        #expect(negative.seconds == -1 && negative.nanoseconds == -500_000_000)
        #expect(negative.text == "-1.500000000s" && !FCM.Duration.isWellFormed(negative.text))
        #expect(FCM.Duration(seconds: -1, nanoseconds: 250_000_000).text == "-0.750000000s")
        #expect(negative < .seconds(0) && FCM.Duration.seconds(0) < .milliseconds(1))
    }
}
