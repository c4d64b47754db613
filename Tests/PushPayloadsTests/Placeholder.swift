import Testing
@testable import PushPayloads

@Test func smoke() throws {
    for bad in ["[1,]", "[01]", "\u{FEFF}[]", "[\"\\ud800\"]", "[1e400, -0, 1e-400]", "[1] x"] {
        let r = PayloadValidator.validate(Array(bad.utf8), as: .json)
        print(bad, r.diagnostics.count)
        for d in r.diagnostics { print(bad, "→", d.ruleID, d.pointer, d.location.map { "\($0.line):\($0.column)" } ?? "-", d.message) }
    }
}
