import PushPayloads
import Testing

/// The FingerPush `userInfo` and result models.
@Suite("FingerPush payload")
struct FingerPushPayloadTests {
    /// The example payload of FingerPush's iOS guide, written as JSON (its `http://...` image URL
    /// and Korean text as given; `msgTag`'s elided value as a number).
    static let seed = #"""
        {"aps":{"alert":{"body":"안녕하세요. 핑거푸시입니다","title":"메세지 제목입니다."},"badge":0,"category":"fp","mutable-content":1,"sound":"default"},"커스텀 데이터 키1":"커스텀 데이터 값1","커스텀 데이터 키2":"커스텀 데이터 값2","커스텀 데이터 키3":"커스텀 데이터 값3","code":"CD:1;IM:1;WL:1;PT:STOS","imgUrl":"http://...","labelCode":"","msgTag":"1234","weblink":"http://www.google.com"}
        """#

    @Test("the guide's payload decodes, validates without errors or warnings, and round-trips")
    func seedPayload() throws {
        let bytes = Array(Self.seed.utf8)
        let payload = try FingerPush.UserInfo(jsonBytes: bytes)
        #expect(payload.code?.messageType == .serverToServer && payload.code?.image == true)
        #expect(payload.imageURL == "http://..." && payload.webLink == "http://www.google.com")
        #expect(payload.labelCode == "" && payload.messageTag == "1234")
        #expect(payload.custom.count == 3 && payload.aps?.mutableContent == true)
        #expect(try payload.jsonBytes() == bytes)
        let report = PayloadValidator.validate(bytes, as: .fingerpush)
        #expect(report.isValid && report.count(of: .warning) == 0)
        // Its two http:// links are the only findings: App Transport Security advice.
        #expect(report.diagnostics.map(\.ruleID) == ["fingerpush.insecure-url", "fingerpush.insecure-url"])
        #expect(PayloadValidator.validate(bytes, as: .auto).kind == .fingerpush)
    }

    @Test("a payload built in code carries its code string and validates clean")
    func built() throws {
        var aps = APNs.APS(alert: .init(title: "Order", body: "Shipped"))
        aps.mutableContent = true
        let payload = FingerPush.UserInfo(
            aps: aps, code: .init(customData: true, image: true, webLink: false, type: .normal), messageTag: "77",
            imageURL: "https://example.com/a.png", custom: [("orderId", "A-1")])
        let report = try payload.validate()
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        let back = try FingerPush.UserInfo(jsonBytes: try payload.jsonBytes())
        #expect(back == payload && back.code?.description == "CD:1;IM:1;WL:0;PT:DEFT")
    }

    @Test("msgTag reads from an integer too, exactly")
    func integerTag() throws {
        let payload = try FingerPush.UserInfo(jsonBytes: Array(#"{"msgTag":90071992547409931}"#.utf8))
        #expect(payload.messageTag == "90071992547409931")
    }

    @Test("a server result reads its codes from strings or numbers")
    func result() throws {
        let result = try FingerPush.Result(
            jsonBytes: Array(#"{"result":"200","msgIdx":"A1DS33DDSQ2321","processCode":"20003","message":"ok"}"#.utf8))
        #expect(result.result == .success && result.result?.isSuccess == true)
        #expect(result.processCode == .complete && result.messageIndex == "A1DS33DDSQ2321")
        let registered = try FingerPush.Result(jsonBytes: Array(#"{"result":504}"#.utf8))
        #expect(registered.result == .tokenAlreadyRegistered && registered.result?.isSuccess == true)
        #expect(FingerPush.ResultCode(rawValue: 999).isKnown == false)
        #expect(try result.validate().diagnostics.isEmpty)
    }
}
