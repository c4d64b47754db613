import Testing

@testable import PushPayloads

/// Findings under long paths cost their path once; shown findings are capped and counted all.
@Suite("Hostile input: findings")
struct HostileInputTests {
    /// `{"kkk…": [1e400, 1e400, …]}`: every element overflows, under one long key.
    static func overflowsUnderLongKey(keyLength: Int, count: Int) -> [UInt8] {
        let key = String(repeating: "k", count: keyLength)
        return Array(("{\"\(key)\":[" + Array(repeating: "1e400", count: count).joined(separator: ",") + "]}").utf8)
    }

    @Test("shown findings under one long key share its text, and their messages stay short")
    func longKeyShared() throws {
        let report = PayloadValidator.validate(
            Self.overflowsUnderLongKey(keyLength: 30_000, count: 500), as: .json)
        #expect(report.diagnostics.count == 500)
        var addresses: Set<Int> = []
        for diagnostic in report.diagnostics {
            let key = try #require(diagnostic.pointer.tokens.first)
            #expect(key.utf8.count == 30_000)
            _ = key.utf8.withContiguousStorageIfAvailable { addresses.insert(Int(bitPattern: $0.baseAddress)) }
            #expect(diagnostic.message.utf8.count < 400)
        }
        #expect(addresses.count == 1, "each finding holds its own copy of the key")
    }

    /// The addresses of the UTF-8 storage of each finding's pointer token at `level`: one address
    /// when every finding shares the document's copy of the key.
    static func tokenAddresses(_ report: ValidationReport, level: Int) -> Set<Int> {
        var addresses: Set<Int> = []
        for diagnostic in report.diagnostics where diagnostic.pointer.tokens.count > level {
            _ = diagnostic.pointer.tokens[level].utf8.withContiguousStorageIfAvailable {
                addresses.insert(Int(bitPattern: $0.baseAddress))
            }
        }
        return addresses
    }

    @Test("duplicate keys under a long key share its text")
    func duplicatesUnderLongKey() throws {
        let key = String(repeating: "k", count: 30_000)
        let members = Array(repeating: #""a":1"#, count: 500).joined(separator: ",")
        let report = PayloadValidator.validate(Array(#"{"\#(key)":{\#(members)}}"#.utf8), as: .json)
        #expect(report.diagnostics.count == 499)
        #expect(report.diagnostics.allSatisfy { $0.pointer.tokens == [key, "a"] && $0.message.utf8.count < 400 })
        #expect(Self.tokenAddresses(report, level: 0).count == 1, "each finding holds its own copy of the key")
    }

    @Test("findings 500 levels down share every key of their path")
    func deepLongKeys() throws {
        let key = String(repeating: "k", count: 100)
        let elements = Array(repeating: "1e400", count: 200).joined(separator: ",")
        let text = String(repeating: #"{"\#(key)":"#, count: 500) + "[\(elements)]" + String(repeating: "}", count: 500)
        let report = PayloadValidator.validate(Array(text.utf8), as: .json)
        #expect(report.diagnostics.count == 200)
        for level in [0, 250, 499] {
            #expect(Self.tokenAddresses(report, level: level).count == 1, "level \(level)")
        }
        #expect(report.diagnostics.allSatisfy { $0.message.utf8.count < 400 })
    }

    @Test("past maxFindings, findings are counted but not shown, and one closing finding says which")
    func capped() {
        let bytes = Self.overflowsUnderLongKey(keyLength: 10, count: 5_000)
        let report = PayloadValidator.validate(bytes, as: .json)
        #expect(report.diagnostics.count == ValidationOptions.defaultMaxFindings + 1)
        #expect(report.count(of: .error) == 5_000)
        #expect(!report.isValid)
        let closing = report.diagnostics.last
        #expect(closing?.ruleID == "json.findings-omitted")
        #expect(closing?.message.hasPrefix("4,000 more findings not shown (json.number-overflow ×4,000)") == true)
        let summary = PayloadValidator.check(bytes, as: .json)
        #expect(summary.errors == 5_000 && summary.infos == report.count(of: .info))
    }

    @Test("a tape node is 12 bytes and a reader finding 20, so memory stays within 8x the text")
    func compactRecords() {
        // A flat array of one-digit numbers has a node per two bytes of text: 6x.
        #expect(MemoryLayout<TapeNode>.stride == 12)
        #expect(MemoryLayout<JSONFinding>.stride == 20)
    }

    @Test("the validator's read keeps maxFindings findings of a category and counts the rest")
    func readerKeepsShownFindingsOnly() throws {
        let bytes = Self.overflowsUnderLongKey(keyLength: 10, count: 5_000)
        let document = try JSONReader.read(bytes, findsDuplicates: true, findingLimit: 10)
        #expect(document.findings.count == 10)
        #expect(document.omittedFindings.map(\.count) == [4_990])
        #expect(try JSONReader.read(bytes).findings.count == 5_000)
        let capped = PayloadValidator.validate(bytes, as: .json, options: .init(maxFindings: 10))
        #expect(capped.count(of: .error) == 5_000 && capped.diagnostics.count == 11)
        #expect(PayloadValidator.check(bytes, as: .json).errors == 5_000)
    }

    @Test("a long duplicate key is quoted shortened; the pointer keeps it whole")
    func longDuplicateKey() throws {
        let key = String(repeating: "d", count: 1_000)
        let report = PayloadValidator.validate(Array("{\"\(key)\":1,\"\(key)\":2}".utf8), as: .json)
        let finding = try #require(report.diagnostics.first)
        #expect(finding.pointer.tokens == [key])
        #expect(finding.message.contains("…") && finding.message.contains("(1000 bytes)"))
        #expect(finding.message.utf8.count < 300)
    }

    @Test("a lone surrogate in a key is reported at the key, not as a value")
    func surrogateInKey() throws {
        let report = PayloadValidator.validate(Array(#"{"a\udc00": 1}"#.utf8), as: .json)
        let finding = try #require(report.diagnostics.first)
        #expect(finding.message.hasPrefix("the key at /a\u{FFFD} contains a lone surrogate"))
    }

    @Test("the document's pointer of a finding is its member's")
    func documentPointer() throws {
        let document = try JSONReader.read(Array(#"{"a":[1,{"b":1e400}],"c":{"c":1,"c":1}}"#.utf8))
        #expect(document.findings.map(document.pointer(to:)) == ["/a/1/b", "/c/c"])
    }
}
