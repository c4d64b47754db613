import Foundation
import PushPayloads
import PushPayloadsFoundation
import Testing

/// The vendor `userInfo` models from the dictionaries an app receives.
@Suite("Vendor userInfo")
struct VendorUserInfoTests {
    @Test("a FingerPush userInfo with an NSNumber msgTag")
    func fingerPush() throws {
        let info: [AnyHashable: Any] = [
            "aps": ["alert": ["title": "T", "body": "B"], "mutable-content": NSNumber(value: 1)],
            "code": "CD:0;IM:1;WL:0;PT:DEFT", "imgUrl": "https://example.com/a.png", "msgTag": NSNumber(value: 4521),
            "labelCode": "",
        ]
        let payload = try FingerPush.UserInfo(userInfo: info)
        #expect(payload.messageTag == "4521" && payload.code?.image == true && payload.aps?.mutableContent == true)
        #expect(try payload.validate().diagnostics.isEmpty)
    }

    @Test("an MTPush userInfo with _j_msgid as an NSNumber beyond 2^53 and extras")
    func mtPush() throws {
        let info: [AnyHashable: Any] = [
            "aps": ["alert": "hi", "badge": NSNumber(value: 2)],
            "_j_msgid": NSNumber(value: 18_014_398_509_481_985 as Int64),
            "_j_business": NSNumber(value: 1), "order": "A-1",
        ]
        let userInfo = try MTPush.UserInfo(userInfo: info)
        #expect(userInfo.messageID == "18014398509481985" && userInfo.extras.keys == ["order"])
    }

    @Test("an Altcraft push with its buttons as a JSON string")
    func altcraft() throws {
        let info: [AnyHashable: Any] = [
            "aps": ["alert": "Sale", "mutable-content": NSNumber(value: 1)], "_ac_push": NSNumber(value: true),
            "_uid": "m-9", "_media": "https://example.com/i.jpg",
            "_buttons": #"[{"label":"Buy","link":"https://e.com"}]"#,
        ]
        let push = try Altcraft.UserInfo(userInfo: info)
        #expect(push.isAltcraftPush && push.uid == "m-9" && push.buttons?.first?.label == "Buy")
        #expect(try push.validate().diagnostics.isEmpty)
    }
}
