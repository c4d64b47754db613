import Testing

@testable import PushPayloads

/// The FCM builders' initializers: every typed field can be given, and is written in the order of
/// the REST reference (the field table the rules read).
@Suite("FCM builders")
struct FCMBuilderTests {
    /// Whether `keys` appear in the order of the object's field table.
    static func inWireOrder(_ keys: [String], of object: FCMObject) -> Bool {
        let positions = keys.compactMap { object.memberNames.firstIndex(of: $0) }
        return positions.count == keys.count && positions == positions.sorted()
    }

    static let light = FCM.LightSettings(
        color: FCM.Color(red: 0.2, green: 0.4, blue: 1) ?? FCM.Color(), on: "0.5s", off: .seconds(2))

    @Test("AndroidNotification: color and every other typed field in the initializer, written in wire order")
    func androidNotification() throws {
        let notification = FCM.AndroidNotification(
            title: "Rates", body: "Held", color: "#3366ff", bodyLocKey: "RATE_BODY", bodyLocArgs: ["2.50"],
            titleLocKey: "RATE_TITLE", titleLocArgs: ["KR"], channelID: "news",
            notificationPriority: .init(rawValue: "PRIORITY_HIGH"), vibrateTimings: ["0.2s", .milliseconds(300)],
            visibility: .init(rawValue: "PUBLIC"), notificationCount: 3, lightSettings: Self.light)
        #expect(notification.color == "#3366ff")
        #expect(
            notification.members.keys == [
                "title", "body", "color", "body_loc_key", "body_loc_args", "title_loc_key", "title_loc_args",
                "channel_id", "notification_priority", "vibrate_timings", "visibility", "notification_count",
                "light_settings",
            ])
        #expect(Self.inWireOrder(notification.members.keys, of: .androidNotification))
        #expect(notification.vibrateTimings == [.milliseconds(200), .milliseconds(300)])
        let message = FCM.Message(target: .topic("news"), android: .init(notification: notification))
        #expect(try message.validate().diagnostics.filter { $0.severity != .info }.isEmpty)
    }

    @Test("AndroidConfig: every typed field, fcm_options and restricted_package_name included, in wire order")
    func androidConfig() throws {
        let config = FCM.AndroidConfig(
            collapseKey: "rates", priority: .high, ttl: "3600s", restrictedPackageName: "com.example.news",
            data: ["story": "42"], notification: .init(title: "Rates", color: "#3366ff"),
            fcmOptions: .init(analyticsLabel: "rates"), directBootOK: true)
        #expect(
            config.members.keys == [
                "collapse_key", "priority", "ttl", "restricted_package_name", "data", "notification", "fcm_options",
                "direct_boot_ok",
            ])
        #expect(Self.inWireOrder(config.members.keys, of: .android))
        #expect(config.fcmOptions?.analyticsLabel == "rates" && config.restrictedPackageName == "com.example.news")
        let message = FCM.Message(target: .topic("news"), android: config)
        #expect(try message.validate().diagnostics.filter { $0.severity != .info }.isEmpty)
    }

    @Test("WebPushConfig and APNsConfig already take every typed field, in wire order")
    func webpushAndApns() {
        let webpush = FCM.WebPushConfig(
            headers: ["TTL": "3600"], data: ["story": "42"], notification: ["title": "Rates"],
            fcmOptions: .init(link: "https://example.com/rates", analyticsLabel: "rates"))
        #expect(Self.inWireOrder(webpush.members.keys, of: .webpush) && webpush.members.count == 4)
        #expect(Self.inWireOrder(webpush.fcmOptions?.members.keys ?? [], of: .webpushFcmOptions))
        let apns = FCM.APNsConfig(
            headers: ["apns-priority": "10"], payload: APNs.Payload(aps: .init(alert: "Rates")),
            fcmOptions: .init(analyticsLabel: "rates", image: "https://example.com/a.png"), liveActivityToken: "t")
        #expect(Self.inWireOrder(apns.members.keys, of: .apns) && apns.members.count == 4)
        #expect(Self.inWireOrder(apns.fcmOptions?.members.keys ?? [], of: .apnsFcmOptions))
    }
}
