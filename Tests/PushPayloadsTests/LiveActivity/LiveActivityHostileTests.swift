import Testing

@testable import PushPayloads

/// Numbers no clock holds, in every place the Live Activity rules read a time: reported, never a trap.
@Suite("Live Activity hostile numbers")
struct LiveActivityHostileTests {
    static let literals = ["1e400", "-1e400", "1e300", "-1e300", "9223372036854775808", "1e-400", "-0"]

    @Test("huge, tiny and negative times are findings, not traps", arguments: literals)
    func times(_ literal: String) {
        let text =
            #"{"aps":{"timestamp":\#(literal),"event":"end","stale-date":\#(literal),"dismissal-date":\#(literal),"content-state":{"eta":\#(literal),"n":\#(literal)}}}"#
        var options = ValidationOptions(now: 1_767_225_600)
        options.liveActivity.schema = LiveActivity.Schema(contentState: [.init(name: "eta", type: .date)])
        for kind in [PayloadKind.liveActivity, .mpaas] {
            for given in [options, ValidationOptions(now: 1_767_225_600)] {
                let report = PayloadValidator.validate(Array(text.utf8), as: kind, options: given)
                #expect(!report.diagnostics.isEmpty)
                // Every message was built (rendering is where the trap was).
                #expect(report.diagnostics.allSatisfy { !$0.message.isEmpty })
            }
        }
    }

    @Test("a millisecond timestamp too large for Int64 is still reported with its rule")
    func hugeMilliseconds() {
        let text = #"{"aps":{"timestamp":176e7225600,"event":"update","content-state":{}}}"#
        let report = PayloadValidator.validate(Array(text.utf8), as: .liveActivity)
        #expect(report.diagnostics.map(\.ruleID).contains("liveactivity.timestamp-milliseconds"))
    }
}
