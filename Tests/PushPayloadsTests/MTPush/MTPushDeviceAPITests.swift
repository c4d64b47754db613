import Testing

@testable import PushPayloads

/// The server's Device API form of a device request: `tags: ""` and `alias: ""` delete (a
/// warning), where the SDK's form refuses them (an error).
@Suite("MTPush Device API form")
struct MTPushDeviceAPITests {
    static func rules(_ json: String, deviceAPI: Bool = false) -> [String] {
        var options = ValidationOptions()
        options.mtpush.deviceAPI = deviceAPI
        return PayloadValidator.validate(Array(json.utf8), as: .mtpush, options: options).diagnostics.map {
            "\($0.ruleID) \($0.severity.rawValue)"
        }
    }

    @Test("the form's markers: tags as an object or \"\", or mobile")
    func markers() throws {
        for (json, isDeviceAPI) in [
            (#"{"tags":""}"#, true), (#"{"tags":{"add":["a"]}}"#, true), (#"{"mobile":"13012345678"}"#, true),
            (#"{"tags":["a"]}"#, false), (#"{"alias":""}"#, false), (#"{"tags":"a"}"#, false),
        ] {
            #expect(try MTPush.DeviceRequest(jsonBytes: Array(json.utf8)).isDeviceAPIForm == isDeviceAPI, "\(json)")
        }
    }

    @Test("tags \"\" clears the tags and alias \"\" deletes the alias: warnings in the Device API form")
    func deletes() {
        #expect(Self.rules(#"{"tags":""}"#) == ["mtpush.alias-delete warning"])
        #expect(
            Self.rules(#"{"tags":"","alias":""}"#) == ["mtpush.alias-delete warning", "mtpush.alias-delete warning"])
        #expect(Self.rules(#"{"alias":""}"#, deviceAPI: true) == ["mtpush.alias-delete warning"])
    }

    @Test("the SDK form keeps its rules: an empty alias or a string of tags is an error")
    func sdkForm() {
        #expect(Self.rules(#"{"alias":""}"#) == ["mtpush.alias-empty error"])
        #expect(Self.rules(#"{"tags":"vip"}"#) == ["mtpush.tags-empty error"])
    }
}
