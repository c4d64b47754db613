import Foundation
import Testing

@testable import PushPayloads

/// JSONTestSuite conformance (the `json.*` rules of `Docs/Rules.md`): `y_` accepted, `n_` rejected, `i_` as decided.
@Suite("JSONTestSuite")
struct JSONTestSuiteTests {
    @Test("the corpus is complete")
    func corpusIsComplete() {
        #expect(TestSupport.suiteFiles("y_").count == 95)
        #expect(TestSupport.suiteFiles("n_").count == 188)
        #expect(TestSupport.suiteFiles("i_").count == ImplementationDefined.outcomes.count)
    }

    @Test(
        "check counts what validate reports, for every file of the corpus",
        arguments: TestSupport.suiteFiles("y_") + TestSupport.suiteFiles("n_") + TestSupport.suiteFiles("i_"))
    func summaryAgrees(_ name: String) throws {
        let bytes = try TestSupport.suiteBytes(name)
        for kind in [PayloadKind.json, .auto, .apns] {
            let report = PayloadValidator.validate(bytes, as: kind)
            let summary = PayloadValidator.check(bytes, as: kind)
            #expect(summary.errors == report.count(of: .error), "\(name) as \(kind)")
            #expect(summary.warnings == report.count(of: .warning), "\(name) as \(kind)")
            #expect(summary.infos == report.count(of: .info), "\(name) as \(kind)")
            #expect(summary.kind == report.kind && summary.byteCount == report.byteCount)
        }
    }

    @Test("y_ files parse without a fatal finding", arguments: TestSupport.suiteFiles("y_"))
    func accepts(_ name: String) throws {
        let report = TestSupport.validate(try TestSupport.suiteBytes(name))
        #expect(report.fatalRuleIDs.isEmpty, "\(name): \(report.diagnostics.map(\.message))")
        let errors = report.diagnostics.filter { $0.severity == .error }.map(\.ruleID)
        switch name {
        case "y_object_duplicated_key.json": #expect(errors == ["json.duplicate-key"])
        case "y_object_duplicated_key_and_value.json": #expect(report.ruleIDs == ["json.duplicate-key-same-value"])
        default: #expect(errors.isEmpty, "\(name): \(errors)")
        }
    }

    @Test("n_ files are rejected with one fatal finding", arguments: TestSupport.suiteFiles("n_"))
    func rejects(_ name: String) throws {
        let bytes = try TestSupport.suiteBytes(name)
        let report = TestSupport.validate(bytes)
        #expect(report.fatalRuleIDs.count == 1, "\(name): \(report.ruleIDs)")
        #expect(throws: JSONReadError.self) { try JSONValue(parsing: bytes) }
    }

    @Test("i_ files get the decided outcome", arguments: ImplementationDefined.outcomes.keys.sorted())
    func decides(_ name: String) throws {
        let expected = try #require(ImplementationDefined.outcomes[name])
        let report = TestSupport.validate(try TestSupport.suiteBytes(name + ".json"))
        #expect(report.ruleIDs == expected.rules, "\(name): \(report.diagnostics.map(\.message))")
    }

    @Test("every y_ file re-parses to an equal value after writing", arguments: TestSupport.suiteFiles("y_"))
    func rewriteReparses(_ name: String) throws {
        let value = try JSONValue(parsing: try TestSupport.suiteBytes(name))
        let written = value.jsonBytes()
        #expect(try JSONValue(parsing: written) == value)
        #expect(value.compactByteCount == written.count)
        // The reader counts the compact size as it parses; the tape walk must agree.
        let document = try JSONReader.read(try TestSupport.suiteBytes(name))
        #expect(document.compactByteCount == written.count)
        #expect(document.compactByteCount(ofNode: 0) == written.count)
        // A root member's size from the root's count agrees with walking the member.
        if document.kind(of: 0) == .object {
            for child in document.nodes.children(of: 0) {
                let walked = try JSONValue(parsing: Array(document.source[document.byteRange(of: child.value)]))
                #expect(document.compactByteCount(ofRootMember: child.value) == walked.compactByteCount)
            }
        }
    }

    @Test("compact y_ files without optional escapes come back byte for byte", arguments: CompactFiles.names)
    func compactRoundTrip(_ name: String) throws {
        let bytes = try TestSupport.suiteBytes(name)
        #expect(try JSONValue(parsing: bytes).jsonBytes() == bytes)
    }
}

/// The library's `i_` decisions, each with its reason.
enum ImplementationDefined {
    struct Outcome {
        var rules: [String]
        var reason: String
    }

    static let outcomes: [String: Outcome] = {
        var table: [String: Outcome] = [:]
        func decide(_ names: [String], _ rules: [String], _ reason: String) {
            for name in names { table[name] = Outcome(rules: rules, reason: reason) }
        }
        decide(
            [
                "i_number_huge_exp", "i_number_neg_int_huge_exp", "i_number_pos_double_huge_exp",
                "i_number_real_neg_overflow", "i_number_real_pos_overflow",
            ],
            ["json.number-overflow"], "rounds to infinity in binary64; Foundation cannot decode it"
        )
        decide(
            ["i_number_double_huge_neg_exp", "i_number_real_underflow"], ["json.number-underflow"],
            "non-zero literal that rounds to zero; JSONDecoder rejects it, JSONSerialization yields 0"
        )
        decide(
            ["i_number_too_big_neg_int", "i_number_too_big_pos_int", "i_number_very_big_negative_int"],
            ["json.large-integer"],
            "free-form integer beyond 2^53: exact in the value, rounded by Double-based readers"
        )
        decide(
            [
                "i_object_key_lone_2nd_surrogate", "i_string_1st_surrogate_but_2nd_missing",
                "i_string_1st_valid_surrogate_2nd_invalid",
                "i_string_incomplete_surrogate_and_escape_valid", "i_string_incomplete_surrogate_pair",
                "i_string_invalid_lonely_surrogate", "i_string_invalid_surrogate",
                "i_string_lone_second_surrogate",
            ],
            ["json.lone-surrogate"], "Swift strings cannot hold an unpaired surrogate; Foundation rejects the text"
        )
        decide(
            ["i_string_inverted_surrogates_U+1D11E", "i_string_incomplete_surrogates_escape_valid"],
            ["json.lone-surrogate", "json.lone-surrogate"],
            "two unpaired surrogate escapes (low before high, or two highs): each is reported"
        )
        decide(
            [
                "i_string_UTF-8_invalid_sequence", "i_string_UTF8_surrogate_U+D800", "i_string_invalid_utf-8",
                "i_string_iso_latin_1",
                "i_string_lone_utf8_continuation_byte", "i_string_not_in_unicode_range",
                "i_string_overlong_sequence_2_bytes",
                "i_string_overlong_sequence_6_bytes", "i_string_overlong_sequence_6_bytes_null",
                "i_string_truncated-utf-8",
            ],
            ["json.invalid-utf8"], "not well-formed UTF-8 (RFC 3629)"
        )
        decide(
            ["i_string_UTF-16LE_with_BOM", "i_string_utf16BE_no_BOM", "i_string_utf16LE_no_BOM"], ["json.not-utf8"],
            "UTF-16 text: RFC 8259 §8.1 requires UTF-8"
        )
        decide(["i_structure_500_nested_arrays"], [], "500 levels is within the 512 limit")
        decide(
            ["i_structure_UTF-8_BOM_empty_object"], ["json.bom"], "parsers may ignore a BOM; senders must not add one")
        return table
    }()
}

/// `y_` files that are already in the library's compact form.
enum CompactFiles {
    /// Files with no insignificant whitespace and no escape the writer would not emit.
    static let names: [String] = TestSupport.suiteFiles("y_").filter { name in
        guard let bytes = try? TestSupport.suiteBytes(name),
            let document = try? JSONReader.read(bytes)
        else { return false }
        return document.escapeSavings == 0 && !document.hasByteOrderMark && !hasWhitespaceOutsideStrings(bytes)
    }

    /// Whether any space, tab, CR or LF stands outside a string.
    private static func hasWhitespaceOutsideStrings(_ bytes: [UInt8]) -> Bool {
        var inString = false
        var escaped = false
        for byte in bytes {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
            } else if [0x20, 0x09, 0x0A, 0x0D].contains(byte) {
                return true
            }
        }
        return false
    }
}
