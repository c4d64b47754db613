import Testing

@testable import PushPayloads

/// The vendor models' typed accessors are settable: a value set reads back, lands under its wire key
/// once, and `nil` removes it.
@Suite("Settable vendor accessors")
struct SettableAccessorTests {
    /// Sets `path` to `value` on a model that already has the key (so the setter must replace, not
    /// append), then to `nil`.
    static func check<M: KeptMembers, V: Equatable>(
        _ model: M, _ path: WritableKeyPath<M, V?>, _ value: V, key: String,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        var edited = model
        edited.members[key] = "former"
        edited[keyPath: path] = value
        #expect(edited[keyPath: path] == value, "\(key)", sourceLocation: sourceLocation)
        #expect(edited.members.members.filter { $0.key == key }.count == 1, "\(key)", sourceLocation: sourceLocation)
        let bytes = try PayloadEncoder().encode(edited)
        #expect(
            try PayloadDecoder().decode(M.self, from: bytes)[keyPath: path] == value, "\(key)",
            sourceLocation: sourceLocation)
        edited[keyPath: path] = nil
        #expect(edited.members[key] == nil, "\(key)", sourceLocation: sourceLocation)
    }

    @Test("Altcraft: every field of the response tree and the push keys")
    func altcraft() throws {
        try Self.check(Altcraft.ResponseWithHttpCode(), \.httpCode, 201, key: "httpCode")
        try Self.check(
            Altcraft.ResponseWithHttpCode(), \.response, Altcraft.Response(members: ["error": 1]), key: "response")
        try Self.check(Altcraft.Response(), \.error, 7, key: "error")
        try Self.check(Altcraft.Response(), \.errorText, "bad", key: "error_text")
        try Self.check(Altcraft.Response(), \.profile, Altcraft.ProfileData(members: ["id": "p"]), key: "profile")
        try Self.check(Altcraft.ProfileData(), \.id, "p1", key: "id")
        try Self.check(Altcraft.ProfileData(), \.status, .suspended, key: "status")
        try Self.check(Altcraft.ProfileData(), \.isTest, true, key: "is_test")
        try Self.check(Altcraft.SubscriptionData(), \.subscriptionID, "tok", key: "subscription_id")
        try Self.check(Altcraft.SubscriptionData(), \.hashID, "h", key: "hash_id")
        try Self.check(Altcraft.SubscriptionData(), \.provider, .firebase, key: "provider")
        try Self.check(Altcraft.SubscriptionData(), \.status, .subscribed, key: "status")
        try Self.check(Altcraft.SubscriptionData(), \.fields, ["_x": 1], key: "fields")
        try Self.check(
            Altcraft.SubscriptionData(), \.cats, [Altcraft.CategoryData(members: ["name": "news"])], key: "cats")
        try Self.check(Altcraft.CategoryData(), \.name, "news", key: "name")
        try Self.check(Altcraft.CategoryData(), \.active, false, key: "active")
        try Self.check(Altcraft.UserInfo(), \.uid, "u", key: "_uid")
        try Self.check(Altcraft.UserInfo(), \.clickURL, "https://e.x", key: "_click-url")
        try Self.check(Altcraft.SubscribeRequest(), \.time, 1_700_000_000, key: "time")
        try Self.check(Altcraft.SubscribeRequest(), \.skipTriggers, true, key: "skip_triggers")
    }

    @Test("MTPush, FingerPush, mPaaS and FCM legacy fields")
    func others() throws {
        try Self.check(MTPush.DeviceRequest(), \.alias, "a", key: "alias")
        try Self.check(MTPush.DeviceRequest(), \.mobileNumber, "138", key: "mobileNumber")
        try Self.check(MTPush.DeviceRequest(), \.badge, 2, key: "badge")
        try Self.check(MTPush.DeviceRequest(), \.liveActivityID, "la", key: "liveActivityId")
        try Self.check(MTPush.CustomMessage(), \.content, "c", key: "content")
        try Self.check(MTPush.CustomMessage(), \.messageID, "123", key: "_j_msgid")
        try Self.check(MTPush.InAppMessage(), \.clickAction, "open", key: "clickAction")
        try Self.check(MTPush.UserInfo(), \.messageID, "9", key: "_j_msgid")
        try Self.check(FingerPush.UserInfo(), \.webLink, "https://e.x", key: "weblink")
        try Self.check(FingerPush.Result(), \.message, "ok", key: "message")
        try Self.check(FCM.LegacyMessage(), \.collapseKey, "k", key: "collapse_key")
        try Self.check(FCM.LegacyMessage(), \.timeToLive, 60, key: "time_to_live")
    }
}
