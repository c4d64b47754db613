import Foundation
import Testing

@testable import PushPayloads

/// `auto` asks only the families whose signals a document's root has: that gate must never hide a
/// family that would have recognised the document.
@Suite("Auto signals")
struct AutoSignalsTests {
    @Test("every family that recognises a fixture is signalled by its root", arguments: FixtureTests.fixtures)
    func gateHidesNothing(_ fixture: Fixture) throws {
        guard let document = try? JSONReader.read(try fixture.bytes) else { return }
        let index = AutoSignals.Index(PayloadFamily.all)
        let signalled = index.families(signalledBy: document).signalled
        for (position, family) in PayloadFamily.all.enumerated() where family.definition.detect(document, 0) != nil {
            #expect(signalled & (UInt64(1) << UInt64(position)) != 0, "\(family) recognises \(fixture) unsignalled")
        }
    }

    @Test("a document with no signal asks only the families without signals")
    func noSignal() throws {
        let document = try JSONReader.read(Array(#"{"a":1,"google.x":2}"#.utf8))
        let signalled = AutoSignals.Index(PayloadFamily.all).families(signalledBy: document).signalled
        let unsignalled = PayloadFamily.all.enumerated().filter { $0.element.signals == nil }
            .reduce(UInt64(0)) { $0 | UInt64(1) << UInt64($1.offset) }
        #expect(signalled == unsignalled)
        let prefixed = try JSONReader.read(Array(#"{"google.c.a.e":"1"}"#.utf8))
        let fcm = try #require(PayloadFamily.all.firstIndex { $0 === PayloadFamily.fcm })
        #expect(
            AutoSignals.Index(PayloadFamily.all).families(signalledBy: prefixed).signalled & (1 << UInt64(fcm)) != 0)
    }

    @Test("an Xcode simulator file is APNs' (or a Live Activity's) whatever else its root holds")
    func simulatorFilesDecide() throws {
        let cases: [(text: String, fileExtension: String?, kind: PayloadKind)] = [
            // The key decides, with an FCM userInfo key beside it, in a .json file too.
            (
                #"{"Simulator Target Bundle":"com.example","aps":{"alert":"a"},"fcm_options":{"image":"https://e/x.png"}}"#,
                "json", .apns
            ),
            // A body of custom keys only (a VoIP push's), not plain JSON.
            (#"{"Simulator Target Bundle":"com.example","callerName":"Ana"}"#, "apns", .apns),
            // The extension decides without the key.
            (#"{"aps":{"alert":"a"},"fcm_options":{"image":"https://e/x.png"}}"#, "apns", .apns),
            (
                #"{"aps":{"event":"update","timestamp":1,"content-state":{}},"fcm_options":{"image":"https://e/x.png"}}"#,
                "apns", .liveActivity
            ),
            // Without either, the same body is an FCM userInfo.
            (#"{"aps":{"alert":"a"},"fcm_options":{"image":"https://e/x.png"}}"#, nil, .fcmUserInfo),
        ]
        for (text, fileExtension, kind) in cases {
            var options = ValidationOptions()
            if let fileExtension { options.apply(fileExtension: fileExtension) }
            #expect(PayloadValidator.validate(Array(text.utf8), as: .auto, options: options).kind == kind, "\(text)")
        }
    }

    @Test("a legacy body with condition, priority and platform blocks is legacy; with a token it is HTTP v1")
    func legacyWithPlatformBlocks() {
        let legacy =
            #"{"condition":"'a' in topics","priority":"high","notification":{"title":"t"},"android":{},"apns":{}}"#
        #expect(PayloadValidator.validate(Array(legacy.utf8), as: .auto).kind == .fcmLegacy)
        let v1 = #"{"token":"t","priority":"high","notification":{"title":"t"},"android":{}}"#
        #expect(PayloadValidator.validate(Array(v1.utf8), as: .auto).kind == .fcm)
    }
}
