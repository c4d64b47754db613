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
        let signalled = index.families(signalledBy: document)
        for (position, family) in PayloadFamily.all.enumerated() where family.definition.detect(document, 0) != nil {
            #expect(signalled & (UInt64(1) << UInt64(position)) != 0, "\(family) recognises \(fixture) unsignalled")
        }
    }

    @Test("a document with no signal asks only the families without signals")
    func noSignal() throws {
        let document = try JSONReader.read(Array(#"{"a":1,"google.x":2}"#.utf8))
        let signalled = AutoSignals.Index(PayloadFamily.all).families(signalledBy: document)
        let unsignalled = PayloadFamily.all.enumerated().filter { $0.element.signals == nil }
            .reduce(UInt64(0)) { $0 | UInt64(1) << UInt64($1.offset) }
        #expect(signalled == unsignalled)
        let prefixed = try JSONReader.read(Array(#"{"google.c.a.e":"1"}"#.utf8))
        let fcm = try #require(PayloadFamily.all.firstIndex { $0 === PayloadFamily.fcm })
        #expect(AutoSignals.Index(PayloadFamily.all).families(signalledBy: prefixed) & (1 << UInt64(fcm)) != 0)
    }
}
