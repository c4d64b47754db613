import Testing

@testable import PushPayloads

/// Legacy `fcm/send` bodies and their conversion to HTTP v1, field by field.
@Suite("FCM legacy messages")
struct FCMLegacyTests {
    static let now: Int64 = 1_767_225_600

    static func convert(_ text: String) throws -> [FCM.SendRequest] {
        try PayloadDecoder().decode(FCM.LegacyMessage.self, from: Array(text.utf8)).v1Requests(now: now)
    }

    static func json(_ request: FCM.SendRequest) throws -> String {
        String(decoding: try PayloadEncoder().encode(request), as: UTF8.self)
    }

    @Test("targets: one message per registration token; /topics/ becomes a topic; a condition stays")
    func targets() throws {
        let many = try Self.convert(#"{"registration_ids":["a","b","c"],"data":{"k":"v"}}"#)
        #expect(many.map { $0.message?.target } == [.token("a"), .token("b"), .token("c")])
        #expect(try Self.convert(#"{"to":"/topics/news"}"#).first?.message?.target == .topic("news"))
        #expect(try Self.convert(#"{"to":"tok"}"#).first?.message?.target == .token("tok"))
        #expect(
            try Self.convert(#"{"condition":"'a' in topics"}"#).first?.message?.target == .condition("'a' in topics"))
        #expect(throws: FCM.LegacyConversionError.self) { try Self.convert(#"{"notification_key":"g"}"#) }
        #expect(throws: FCM.LegacyConversionError.self) { try Self.convert(#"{"data":{}}"#) }
    }

    @Test("priority, time_to_live and collapse_key go to android and to the APNs headers")
    func delivery() throws {
        let request = try #require(
            try Self.convert(#"{"to":"t","priority":"high","time_to_live":600,"collapse_key":"score"}"#).first)
        let message = try #require(request.message)
        #expect(message.android?.priority == .high && message.android?.ttl?.text == "600s")
        #expect(message.android?.collapseKey == "score")
        #expect(
            message.apns?.headers == [
                "apns-priority": "10", "apns-expiration": "1767226200", "apns-collapse-id": "score",
            ])
        let normal = try #require(try Self.convert(#"{"to":"t","priority":"normal"}"#).first?.message)
        #expect(normal.apns?.headers?["apns-priority"] == "5" && normal.android?.priority == .normal)
    }

    @Test("content_available, mutable_content and the notification's Apple keys become aps")
    func apple() throws {
        let text =
            #"{"to":"t","content_available":true,"mutable_content":true,"notification":{"title":"T","body":"B","badge":"3","click_action":"REPLY","sound":"chime.caf","subtitle":"S","body_loc_key":"K","body_loc_args":"[\"x\"]","title_loc_key":"TK","title_loc_args":["y"]}}"#
        let message = try #require(try Self.convert(text).first?.message)
        #expect(message.notification == FCM.Notification(title: "T", body: "B"))
        let aps = try #require(message.apns?.payload?.aps)
        #expect(aps.contentAvailable == true && aps.mutableContent == true)
        #expect(aps.badge == 3 && aps.category == "REPLY" && aps.sound == .named("chime.caf"))
        guard case .content(let alert) = aps.alert else {
            Issue.record("no alert object")
            return
        }
        #expect(alert.subtitle == "S" && alert.locKey == "K" && alert.locArgs == ["x"])
        #expect(alert.titleLocKey == "TK" && alert.titleLocArgs == ["y"])
    }

    @Test("Android's notification keys, the package, non-string data and dry_run")
    func androidDataAndDryRun() throws {
        let text =
            ##"{"to":"t","dry_run":true,"restricted_package_name":"com.example","data":{"n":1,"o":{"a":[true]},"s":"x"},"notification":{"android_channel_id":"orders","icon":"ic","tag":"g","color":"#ff0000"}}"##
        let request = try #require(try Self.convert(text).first)
        #expect(request.validateOnly == true)
        let message = try #require(request.message)
        #expect(message.data == ["n": "1", "o": #"{"a":[true]}"#, "s": "x"])
        let android = try #require(message.android)
        #expect(android.restrictedPackageName == "com.example")
        #expect(android.notification?.channelID == "orders" && android.notification?.color == "#ff0000")
        #expect(android.notification?[string: "icon"] == "ic" && android.notification?[string: "tag"] == "g")
        #expect(
            try Self.json(request).hasPrefix(#"{"message":{"token":"t","data":{"n":"1","o":"{\"a\":[true]}","s":"x"},"#)
        )
    }

    @Test("a legacy body round-trips as written")
    func roundTrip() throws {
        let text = #"{"registration_ids":["a"],"data":{"n":1.50},"priority":"high","unknown":[null]}"#
        let legacy = try PayloadDecoder().decode(FCM.LegacyMessage.self, from: Array(text.utf8))
        #expect(String(decoding: try PayloadEncoder().encode(legacy), as: UTF8.self) == text)
        #expect(legacy.registrationIDs == ["a"] && legacy.priority == "high")
    }
}
