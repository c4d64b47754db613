import Foundation
import PushPayloads
import PushPayloadsFoundation
import Testing

/// The `userInfo` of an FCM message on iOS, with metadata as strings and as numbers.
@Suite("FCM userInfo")
struct FCMUserInfoTests {
    /// What a notification message delivers, metadata as the FCM backend sends it (strings).
    static var strings: [AnyHashable: Any] {
        [
            "aps": ["alert": ["title": "Sale", "body": "Today only"], "mutable-content": 1],
            "gcm.message_id": "1653560330326717", "gcm.n.e": "1", "google.c.a.e": "1",
            "google.c.a.ts": "1767225600", "google.c.a.c_id": "4784614096789423277", "google.c.sender.id": "123456789",
            "google.c.fid": "fid-1", "fcm_options": ["image": "https://example.com/a.png"], "orderId": "A-1",
            "from": "/topics/sales",
        ]
    }

    /// The same metadata as numbers, as hand-built fixtures and older payloads carry them.
    static var numbers: [AnyHashable: Any] {
        [
            "aps": ["content-available": 1], "gcm.message_id": NSNumber(value: 1_653_560_330_326_717),
            "gcm.n.e": NSNumber(value: 1), "google.c.a.e": NSNumber(value: 1),
            "google.c.a.ts": NSNumber(value: 1_767_225_600),
            "google.c.sender.id": NSNumber(value: 123_456_789), "count": NSNumber(value: 3),
        ]
    }

    @Test("metadata strings are read, app data is separated, aps is typed")
    func strings() throws {
        let info = try FCM.UserInfo(userInfo: Self.strings)
        #expect(info.messageID == "1653560330326717" && info.isNotificationMessage && info.analyticsEnabled)
        #expect(info.sendTime == 1_767_225_600 && info.campaignID == "4784614096789423277")
        #expect(info.senderID == "123456789" && info.installationID == "fid-1" && info.from == "/topics/sales")
        #expect(info.image == "https://example.com/a.png")
        #expect(info.aps?.mutableContent == true)
        #expect(info.data.keys == ["orderId"])
        #expect(Set(info.metadata.keys).count == 9)
    }

    @Test("numbers are tolerated as the SDK tolerates them, but analytics count only the string \"1\"")
    func numbers() throws {
        let info = try FCM.UserInfo(userInfo: Self.numbers)
        #expect(info.messageID == "1653560330326717" && info.isNotificationMessage)
        #expect(info.sendTime == 1_767_225_600 && info.senderID == "123456789")
        #expect(!info.analyticsEnabled)
        #expect(info.aps?.contentAvailable == true && info.data["count"] == 3)
    }
}
