import Foundation
import PushPayloads
import Testing

/// Altcraft's response tree, requests and push `userInfo`.
@Suite("Altcraft models")
struct AltcraftModelTests {
    /// The response tree of Altcraft's guide for a synchronous subscribe, with the wire keys.
    static let seed = #"""
        {"httpCode":200,"response":{"error":0,"error_text":"","profile":{"id":"your id","status":"subscribed","is_test":false,"subscription":{"subscription_id":"your subscriptionId","hash_id":"c52b28d2","provider":"ios-apns","status":"subscribed","fields":{"_os_ver":{"raw":"18.6.2","ver":"[\"18.0\", \"6.0\", \"2.0\"]"},"_device_type":"mob","_ad_track":false,"_device_name":"iPhone","_os_language":"en","_os_tz":"+0300","_os":"IOS","_device_model":"iPhone14,7"},"cats":[{"name":"developer_news","title":"dev_news","steady":false,"active":false}]}}},"eventCode":230}
        """#

    @Test("the guide's response tree decodes, validates clean and round-trips")
    func seedTree() throws {
        let bytes = Array(Self.seed.utf8)
        let value = try Altcraft.ResponseWithHttp(jsonBytes: bytes)
        #expect(value.httpCode == 200 && value.eventCode?.meaning() == "subscribe succeeded")
        let response = try #require(value.response)
        #expect(response.error == 0 && response.errorText == "")
        let profile = try #require(response.profile)
        #expect(profile.id == "your id" && profile.status == .subscribed && profile.isTest == false)
        let subscription = try #require(profile.subscription)
        #expect(subscription.provider == .apns && subscription.hashID == "c52b28d2")
        #expect(subscription.fields?["_device_name"]?.stringValue == "iPhone")
        #expect(subscription.fields?["_os_ver"]?["raw"]?.stringValue == "18.6.2")
        #expect(subscription.fields?["_ad_track"]?.boolValue == false)
        #expect(subscription.cats?.first?.name == "developer_news" && subscription.cats?.first?.steady == false)
        #expect(try value.jsonBytes() == bytes)
        let report = PayloadValidator.validate(bytes, as: .altcraft)
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        #expect(PayloadValidator.validate(bytes, as: .auto).kind == .altcraft)
    }

    @Test("a fields integer above 2^53 survives decode and encode exactly")
    func largeInteger() throws {
        let text =
            #"{"profile":{"subscription":{"fields":{"_user_id":9007199254740993,"n":-18446744073709551617}}},"error":0}"#
        let response = try Altcraft.Response(jsonBytes: Array(text.utf8))
        let fields = try #require(response.profile?.subscription?.fields)
        #expect(fields["_user_id"]?.numberValue?.literal == "9007199254740993")
        #expect(try response.jsonBytes() == Array(text.utf8))
        // The SDK's Double would change it: the rule says so.
        let report = PayloadValidator.validate(Array(text.utf8), as: .altcraft)
        #expect(report.diagnostics.filter { $0.ruleID == "altcraft.number-precision" }.count == 2)
    }

    @Test("camelCase members decode as their wire keys and encode in snake_case")
    func camelCase() throws {
        let text =
            #"{"error":0,"errorText":"","profile":{"isTest":true,"subscription":{"subscriptionId":"t","hashId":"h"}}}"#
        let response = try Altcraft.Response(jsonBytes: Array(text.utf8))
        #expect(response.errorText == "" && response.profile?.isTest == true)
        #expect(response.profile?.subscription?.subscriptionID == "t" && response.profile?.subscription?.hashID == "h")
        let written = String(decoding: try response.jsonBytes(), as: UTF8.self)
        #expect(
            written
                == #"{"error":0,"error_text":"","profile":{"is_test":true,"subscription":{"subscription_id":"t","hash_id":"h"}}}"#
        )
        let rules = PayloadValidator.validate(Array(text.utf8), as: .altcraft).diagnostics.map(\.ruleID)
        #expect(rules == Array(repeating: "altcraft.camelcase-key", count: 4))
    }

    @Test("Foundation's JSONDecoder reads the same values")
    func foundationDecoder() throws {
        let value = try JSONDecoder().decode(Altcraft.ResponseWithHttpCode.self, from: Data(Self.seed.utf8))
        #expect(value.httpCode == 200 && value.response?.profile?.subscription?.provider == .apns)
        #expect(value.response?.profile?.subscription?.fields?["_os"]?.stringValue == "IOS")
    }

    @Test("statuses and providers keep unknown values")
    func openValues() {
        #expect(Altcraft.SubscriptionStatus(rawValue: "paused").isKnown == false)
        #expect(Altcraft.Provider(rawValue: "android-firebase").isKnown == false && Altcraft.Provider.huawei.isKnown)
    }

    @Test("event codes mean what each numbering says")
    func eventCodes() {
        let code = Altcraft.EventCode(rawValue: 233)
        #expect(code.meaning(in: .seed) == nil)
        #expect(code.meaning(in: .sdk10) == "unsuspend succeeded")
        #expect(code.meaning(in: .sdkHead) == "status request succeeded")
        #expect(Altcraft.EventCode(rawValue: 451).meaning(in: .seed) != nil)
        #expect(Altcraft.EventCode(rawValue: 533).meaning(in: .sdkHead) == nil)
        var options = ValidationOptions()
        options.altcraft.eventCodes = .sdk10
        let text = Array(#"{"httpCode":200,"response":null,"eventCode":233}"#.utf8)
        #expect(
            PayloadValidator.validate(text, as: .altcraft).diagnostics.map(\.ruleID).contains(
                "altcraft.event-code-unknown"))
        #expect(
            !PayloadValidator.validate(text, as: .altcraft, options: options).diagnostics.map(\.ruleID).contains(
                "altcraft.event-code-unknown"))
    }

    @Test("requests, arguments and a push userInfo read their members")
    func otherShapes() throws {
        let request = try Altcraft.SubscribeRequest(
            jsonBytes: Array(
                #"{"time":1767225600,"subscription_id":"t","subscription":{"subscriptionId":"t","provider":"ios-apns","status":"subscribed","fields":{},"cats":[]},"replace":false,"skipTriggers":true}"#
                    .utf8))
        #expect(
            request.time == 1_767_225_600 && request.subscription?.subscriptionID == "t" && request.skipTriggers == true
        )
        #expect(String(decoding: try request.jsonBytes(), as: UTF8.self).contains(#""skip_triggers":true"#))
        let arguments = try Altcraft.SubscriptionArguments(
            jsonBytes: Array(
                #"{"sync":false,"customFields":{"plan":"pro"},"cats":[{"name":"news","active":true}]}"#.utf8))
        #expect(arguments.sync == false && arguments.cats == [Altcraft.CategoryData(name: "news", active: true)])
        let push = try Altcraft.UserInfo(
            jsonBytes: Array(
                #"{"aps":{"alert":"Hi"},"_ac_push":1,"_uid":"m-1","_buttons":"[{\"label\":\"Open\",\"link\":\"https://e.com\"},{\"link\":\"x\"}]"}"#
                    .utf8))
        #expect(push.isAltcraftPush && push.uid == "m-1")
        #expect(push.buttons == [.init(label: "Open", link: "https://e.com")])
    }
}
