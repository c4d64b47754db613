import Foundation
import Testing

@testable import PushPayloads

/// The HTTP v1 models: both proto3 spellings read, snake_case written, nothing lost.
@Suite("FCM models")
struct FCMModelTests {
    /// A send request in lowerCamelCase, as the discovery document spells fields; map keys and the
    /// APNs body keep their own spelling.
    static let camel =
        #"{"validateOnly":true,"message":{"token":"t-1","data":{"orderId":"A-1","google_ok":"x"},"notification":{"title":"Hi","body":"B"},"android":{"collapseKey":"k","priority":"HIGH","ttl":"3.5s","notification":{"clickAction":"OPEN","channelId":"orders","bodyLocArgs":["a"],"lightSettings":{"color":{"red":1,"green":0.5,"blue":0,"alpha":1},"lightOnDuration":"1s","lightOffDuration":"0.5s"},"vibrateTimings":["0.1s","1s"],"notificationCount":3}},"apns":{"headers":{"apns-priority":"10"},"payload":{"aps":{"alert":{"title":"Hi"},"mutable-content":1},"orderId":"A-1"},"fcmOptions":{"image":"https://example.com/a.png"},"liveActivityToken":"la"},"webpush":{"fcmOptions":{"link":"https://example.com","analyticsLabel":"w"},"notification":{"requireInteraction":true}},"fcmOptions":{"analyticsLabel":"campaign_1"}}}"#

    /// The same, as the REST reference writes it (fields in snake_case, same order).
    static let snake =
        #"{"validate_only":true,"message":{"token":"t-1","data":{"orderId":"A-1","google_ok":"x"},"notification":{"title":"Hi","body":"B"},"android":{"collapse_key":"k","priority":"HIGH","ttl":"3.5s","notification":{"click_action":"OPEN","channel_id":"orders","body_loc_args":["a"],"light_settings":{"color":{"red":1,"green":0.5,"blue":0,"alpha":1},"light_on_duration":"1s","light_off_duration":"0.5s"},"vibrate_timings":["0.1s","1s"],"notification_count":3}},"apns":{"headers":{"apns-priority":"10"},"payload":{"aps":{"alert":{"title":"Hi"},"mutable-content":1},"orderId":"A-1"},"fcm_options":{"image":"https://example.com/a.png"},"live_activity_token":"la"},"webpush":{"fcm_options":{"link":"https://example.com","analytics_label":"w"},"notification":{"requireInteraction":true}},"fcm_options":{"analytics_label":"campaign_1"}}}"#

    @Test("lowerCamelCase fields are written in snake_case; map and payload keys are not renamed")
    func camelToSnake() throws {
        let request = try PayloadDecoder().decode(FCM.SendRequest.self, from: Array(Self.camel.utf8))
        #expect(String(decoding: try PayloadEncoder().encode(request), as: UTF8.self) == Self.snake)
        let snake = try PayloadDecoder().decode(FCM.SendRequest.self, from: Array(Self.snake.utf8))
        #expect(snake == request)
        #expect(String(decoding: try PayloadEncoder().encode(snake), as: UTF8.self) == Self.snake)
    }

    @Test("a field given in both spellings keeps both, so no key is written twice (found by fuzzing)")
    func bothSpellings() throws {
        let text = #"{"message":{"android":{"collapse_key":"a","collapseKey":"b"}},"errorText":"","error_text":""}"#
        let request = try PayloadDecoder().decode(FCM.SendRequest.self, from: Array(text.utf8))
        let written = try PayloadEncoder().encode(request)
        #expect(String(decoding: written, as: UTF8.self) == text)
        #expect(try PayloadDecoder().decode(FCM.SendRequest.self, from: written) == request)
        #expect(request.message?.android?.collapseKey == "a")
    }

    @Test("two spellings of one snake_case name: the first is named, the second keeps its own (found by fuzzing)")
    func twoCamelSpellings() throws {
        let text = #"{"message":{"token":"t"},"pushToStartToken":"a","PushToStartToken":"b"}"#
        let request = try PayloadDecoder().decode(FCM.SendRequest.self, from: Array(text.utf8))
        let written = try PayloadEncoder().encode(request)
        #expect(
            String(decoding: written, as: UTF8.self)
                == #"{"message":{"token":"t"},"push_to_start_token":"a","PushToStartToken":"b"}"#)
        #expect(try PayloadDecoder().decode(FCM.SendRequest.self, from: written) == request)
    }

    @Test("typed accessors read every level")
    func accessors() throws {
        let request = try PayloadDecoder().decode(FCM.SendRequest.self, from: Array(Self.camel.utf8))
        #expect(request.validateOnly == true)
        let message = try #require(request.message)
        #expect(message.target == .token("t-1"))
        #expect(message.data == ["orderId": "A-1", "google_ok": "x"])
        #expect(message.notification?.title == "Hi" && message.fcmOptions?.analyticsLabel == "campaign_1")
        let android = try #require(message.android)
        #expect(android.collapseKey == "k" && android.priority?.canonical == .high)
        #expect(android.ttl == FCM.Duration(seconds: 3, nanoseconds: 500_000_000))
        let notification = try #require(android.notification)
        #expect(notification[string: "click_action"] == "OPEN" && notification.channelID == "orders")
        #expect(notification.bodyLocArgs == ["a"] && notification.notificationCount == 3)
        #expect(notification.vibrateTimings == [FCM.Duration(seconds: 0, nanoseconds: 100_000_000), .init(seconds: 1)])
        let light = try #require(notification.lightSettings)
        #expect(light.color?["green"] == 0.5 && light.lightOffDuration?.text == "0.500000000s")
        let apns = try #require(message.apns)
        #expect(apns.headers == ["apns-priority": "10"] && apns.liveActivityToken == "la")
        #expect(apns.fcmOptions?.image == "https://example.com/a.png")
        #expect(apns.payload?.aps?.mutableContent == true && apns.payload?.members["orderId"] == "A-1")
        #expect(message.webpush?.fcmOptions?.link == "https://example.com")
        #expect(message.webpush?.notification?["requireInteraction"] == true)
    }

    @Test("a message built in code has exactly one target, and setting another replaces it")
    func target() throws {
        var message = FCM.Message(
            target: .topic("news"), data: ["b": "2", "a": "1"], notification: .init(title: "T"),
            apns: .init(headers: ["apns-push-type": "alert"], payload: APNs.Payload(aps: .init(badge: 1))))
        #expect(
            String(decoding: try PayloadEncoder().encode(message), as: UTF8.self)
                == #"{"topic":"news","data":{"a":"1","b":"2"},"notification":{"title":"T"},"apns":{"headers":{"apns-push-type":"alert"},"payload":{"aps":{"badge":1}}}}"#
        )
        message.target = .condition("'a' in topics")
        #expect(message.members.keys.first == "condition" && message.target == .condition("'a' in topics"))
        #expect(!message.members.contains(key: "topic"))
    }

    @Test("values of another type than documented are kept, and their typed accessor is nil")
    func lossless() throws {
        let text = #"{"message":{"token":"t","data":{"n":1,"s":"x"},"android":{"ttl":"3 seconds","x":[1.50]}}}"#
        let request = try PayloadDecoder().decode(FCM.SendRequest.self, from: Array(text.utf8))
        #expect(request.message?.data == nil && request.message?.members["data"]?["n"] == 1)
        #expect(request.message?.android?.ttl == nil)
        #expect(String(decoding: try PayloadEncoder().encode(request), as: UTF8.self) == text)
    }

    @Test("Foundation's coders give the same message")
    func foundation() throws {
        let ours = try PayloadDecoder().decode(FCM.SendRequest.self, from: Array(Self.camel.utf8))
        let theirs = try JSONDecoder().decode(FCM.SendRequest.self, from: Data(Self.camel.utf8))
        #expect(theirs == ours)
        let encoded = try JSONEncoder().encode(ours)
        #expect(try PayloadDecoder().decode(FCM.SendRequest.self, from: [UInt8](encoded)) == ours)
    }

    @Test(
        "durations read the proto3 form and write 0 or 9 fractional digits",
        arguments: [
            ("3s", "3s"), ("3.5s", "3.500000000s"), ("0.000000001s", "0.000000001s"), ("2419200s", "2419200s"),
            ("10.100s", "10.100000000s"),
        ])
    func durations(_ text: String, _ written: String) throws {
        let duration = try FCM.Duration(parsing: text)
        #expect(duration.text == written)
        #expect(try FCM.Duration(parsing: duration.text) == duration)
    }

    @Test(
        "malformed durations are refused with fcm.duration.malformed",
        arguments: ["3", "-1s", "1.1234567890s", "s", ".5s", "1.s", "1e3s", "3 s"])
    func malformedDurations(_ text: String) {
        #expect(throws: FCM.Duration.SyntaxError(.malformed, text: text)) { try FCM.Duration(parsing: text) }
    }

    @Test("whole seconds beyond Int64 are refused with fcm.duration.out-of-range")
    func outOfRangeDuration() throws {
        let text = "9223372036854775808s"
        do {
            _ = try FCM.Duration(parsing: text)
            Issue.record("expected an error")
        } catch {
            #expect(error.code == .outOfRange)
            #expect(error.text == text)
            #expect(error.description.contains("Int64"))
        }
        #expect(try FCM.Duration(parsing: "9223372036854775807s").seconds == .max)
    }
}
