import PushPayloads
import Testing

/// MTPush's received documents and result codes.
@Suite("MTPush messages")
struct MTPushMessageTests {
    @Test("_j_msgid reads as digits from a number or a string, exactly above 2^53")
    func messageID() throws {
        for (json, id) in [
            (#"{"aps":{},"_j_msgid":3814689101}"#, "3814689101"),
            (#"{"aps":{},"_j_msgid":"3814689101"}"#, "3814689101"),
            (#"{"aps":{},"_j_msgid":18014398509481985}"#, "18014398509481985"),
        ] {
            let info = try MTPush.UserInfo(jsonBytes: Array(json.utf8))
            #expect(info.messageID == id)
            #expect(try info.jsonBytes() == Array(json.utf8))
        }
    }

    @Test("extras are the members besides aps and the SDK's keys")
    func extras() throws {
        let info = try MTPush.UserInfo(
            jsonBytes: Array(#"{"aps":{"alert":"hi"},"_j_business":1,"_j_uid":2,"_j_msgid":3,"page":"home"}"#.utf8))
        #expect(info.extras.keys == ["page"] && info.aps != nil)
        #expect(try info.validate().diagnostics.isEmpty)
    }

    @Test("the in-app message writes the SDK's mesageId spelling")
    func inAppSpelling() throws {
        var message = MTPush.InAppMessage(members: ["title": "t"])
        message.messageID = "42"
        #expect(String(decoding: try message.jsonBytes(), as: UTF8.self) == #"{"title":"t","mesageId":"42"}"#)
        let misspelled = Array(#"{"messageId":"42","clickAction":"https://e.com"}"#.utf8)
        #expect(
            PayloadValidator.validate(misspelled, as: .mtpush).diagnostics.map(\.ruleID) == [
                "mtpush.inapp-message-id-spelling"
            ])
    }

    @Test("a custom message keeps its members")
    func customMessage() throws {
        let message = MTPush.CustomMessage(content: "hi", title: "t", extras: ["k": "v"], messageID: "9")
        let back = try MTPush.CustomMessage(jsonBytes: try message.jsonBytes())
        #expect(back.content == "hi" && back.extras?["k"]?.stringValue == "v" && back.messageID == "9")
        #expect(try back.validate().diagnostics.isEmpty)
    }

    @Test("result codes carry their meanings; unknown ones are kept")
    func resultCodes() throws {
        #expect(MTPush.ResultCode.tagTooLong.meaning == "a tag is longer than 40 bytes")
        #expect(MTPush.ResultCode(rawValue: 6010).isKnown == false)
        let record = try MTPush.ResultRecord(jsonBytes: Array(#"{"iResCode":6002,"seq":1}"#.utf8))
        #expect(record.code == MTPush.ResultCode(rawValue: 6002))
    }
}
