import Testing

@testable import PushPayloads

/// `targetMsgkey` of any size: counted on the tape, a string holding an object read on a tape of its
/// own, findings at the key (an object) or at the string.
@Suite("mPaaS targets")
struct MPaaSTargetTests {
    /// The `mpaas.*` findings of a simple push with these members.
    static func findings(_ members: String) -> [Diagnostic] {
        let text = #"{"taskName":"t","title":"t","content":"c","appId":"a","workspaceId":"w",\#(members)}"#
        return PayloadValidator.validate(Array(text.utf8), as: .mpaas).diagnostics.filter {
            $0.ruleID.hasPrefix("mpaas.")
        }
    }

    @Test("100,000 targets, in an object or in a string holding one, are one finding that counts them")
    func manyTargets() {
        let pairs = (0..<100_000).map { #""k\#($0)":"m""# }.joined(separator: ",")
        let escaped = pairs.replacingOccurrences(of: "\"", with: "\\\"")
        for members in [
            #""deliveryType":6,"targetMsgkey":{\#(pairs)}"#, #""deliveryType":6,"targetMsgkey":"{\#(escaped)}""#,
        ] {
            let found = Self.findings(members)
            #expect(found.map(\.ruleID) == ["mpaas.target-msgkey"])
            #expect(found.first?.message.hasSuffix("found 100000 pairs") == true)
            #expect(found.first?.pointer == "/targetMsgkey")
        }
    }

    @Test("a target that does not fit the delivery type is found at its key, or at the string holding it")
    func targetKind() {
        let inObject = Self.findings(#""deliveryType":5,"targetMsgkey":{"abcd":"m","zz":"m"}"#)
        #expect(inObject.map(\.pointer) == ["/targetMsgkey/zz"])
        #expect(inObject.first?.message == #"deliveryType 5 targets: "zz" is not a Live Activity push token (hex)"#)
        let inString = Self.findings(#""deliveryType":6,"targetMsgkey":"{\"\":\"m\",\"id\":\"m\"}""#)
        #expect(inString.map(\.pointer) == ["/targetMsgkey"])
        #expect(inString.first?.message == "deliveryType 6 targets: an activity id is empty")
    }

    @Test("a string that holds no object, a value that is not a string, and an empty map are one pair's finding")
    func notAnObject() {
        for members in [
            #""deliveryType":6,"targetMsgkey":"[1]""#, #""deliveryType":6,"targetMsgkey":"{""#,
            #""deliveryType":6,"targetMsgkey":{"a":1}"#, #""deliveryType":6,"targetMsgkey":{}"#,
        ] {
            let found = Self.findings(members)
            #expect(found.map(\.ruleID) == ["mpaas.target-msgkey"], "\(members)")
        }
        #expect(
            Self.findings(#""deliveryType":6,"targetMsgkey":"{""#).first?.message.hasSuffix("found 1 pairs") == true)
        #expect(Self.findings(#""deliveryType":6,"targetMsgkey":{}"#).first?.message.hasSuffix("found 0 pairs") == true)
    }

    @Test("an enumerated member that is a container is refused without being built")
    func enumContainer() {
        let elements = Array(repeating: "1", count: 100_000).joined(separator: ",")
        let found = Self.findings(#""deliveryType":1,"targetMsgkey":{"a":"m"},"pushStyle":[\#(elements)]"#)
        #expect(found.map(\.ruleID) == ["mpaas.simple-push-enum"])
        #expect(found.first?.message.hasPrefix("pushStyle [1,1,1") == true)
        #expect(Self.findings(#""deliveryType":1,"targetMsgkey":{"a":"m"},"pushStyle":1.0"#).isEmpty)
    }
}
