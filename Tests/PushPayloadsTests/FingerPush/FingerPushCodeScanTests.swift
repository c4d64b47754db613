import Testing

@testable import PushPayloads

/// The validator's reading of long codes, which it scans without keeping their segments: every
/// repeat and unknown key found, once each, with the messages of short codes.
@Suite("FingerPush code scanning")
struct FingerPushCodeScanTests {
    /// The findings of a `userInfo` with this code, every one listed.
    static func findings(code: String, kind: PayloadKind = .fingerpush) -> [Diagnostic] {
        let text = #"{"aps":{"alert":"Hi"},"msgTag":"1","code":"\#(code)"}"#
        return PayloadValidator.validate(Array(text.utf8), as: kind, options: ValidationOptions(maxFindings: 100_000))
            .diagnostics
    }

    /// The 676 keys, `AA` to `ZZ`.
    static let allKeys: [String] = (0..<26 * 26).map { (number: Int) -> String in
        let letters: [UInt8] = [UInt8(65 + number / 26), UInt8(65 + number % 26)]
        return String(decoding: letters, as: UTF8.self)
    }

    @Test("a key repeated 20,000 times is 19,999 findings, each naming the key")
    func repeatedKey() {
        let code = "IM:0;WL:0;PT:DEFT;" + Array(repeating: "CD:0", count: 20_000).joined(separator: ";")
        let repeats = Self.findings(code: code).filter { $0.ruleID == "fingerpush.code-duplicate-key" }
        #expect(repeats.count == 19_999)
        #expect(repeats.allSatisfy { $0.message == #""code" repeats CD; the first value is used"# })
        #expect(repeats.first?.pointer == "/code")
    }

    @Test("each of the 676 keys is told apart: unknown once each, then every one repeated")
    func everyKey() {
        let once = Self.allKeys.map { "\($0):1" }.joined(separator: ";")
        let first = Self.findings(code: once)
        let unknown = first.filter { $0.ruleID == "fingerpush.code-unknown-key" }
        #expect(unknown.count == 676 - 4)
        #expect(unknown.first?.message == #""code" has the key AA, which FingerPush does not document"#)
        #expect(
            !first.contains {
                $0.ruleID == "fingerpush.code-duplicate-key" || $0.ruleID == "fingerpush.code-missing-key"
            })
        let twice = Self.findings(code: once + ";" + once)
        #expect(twice.filter { $0.ruleID == "fingerpush.code-duplicate-key" }.count == 676)
        #expect(twice.filter { $0.ruleID == "fingerpush.code-unknown-key" }.count == 676 - 4)
    }

    @Test("the first value of a documented key is judged and read as its flag; later ones are repeats")
    func firstValue() {
        let findings = Self.findings(code: "IM:1;IM:7;CD:0;WL:x;PT:STOS")
        #expect(
            findings.map(\.ruleID).filter { $0.hasPrefix("fingerpush.code") }.sorted() == [
                "fingerpush.code-duplicate-key", "fingerpush.code-value",
            ])
        #expect(findings.contains { $0.message == #""code" has WL:x; use 0 or 1"# })
        // IM:1 announces an image: without imgUrl, the flag rule fires.
        #expect(findings.contains { $0.ruleID == "fingerpush.image-flag-without-url" })
    }

    @Test(
        "auto detection reads a code as the scanner splits it",
        arguments: [
            ("CD:", true), ("CD:1;XY:", true), ("CD:x y", true), ("XY:1", false), ("CD:1;;IM:1", false),
            ("cd:1", false), ("CD:1;I", false), ("", false), ("XY:1;PT:", true),
        ])
    func detection(_ code: String, _ detected: Bool) {
        let bytes = Array(code.utf8)
        #expect(bytes.withUnsafeBufferPointer(FingerPushChecks.looksLikeCode) == detected)
        let document = try? JSONReader.read(Array(#"{"code":"\#(code)"}"#.utf8))
        #expect(document.flatMap { FingerPushChecks.detect($0, 0) }?.path == (detected ? ["code"] : nil))
    }

    @Test("auto detects a code of 100,000 segments as FingerPush")
    func longCodeDetected() {
        let code = Array(repeating: "CD:1", count: 100_000).joined(separator: ";")
        let report = PayloadValidator.validate(Array(#"{"code":"\#(code)","msgTag":"1"}"#.utf8), as: .auto)
        #expect(report.kind == .fingerpush)
    }
}
