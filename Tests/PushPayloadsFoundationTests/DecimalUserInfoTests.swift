import Foundation
import PushPayloads
import PushPayloadsFoundation
import Testing

/// `NSDecimalNumber` and `Decimal` values keep every digit on every path a `userInfo` takes: into a
/// value, onto the decoder's tape (models and `JSONValue` decoded from it) and into the validator.
/// A `Double` in between would make `9007199254740993` end in 2.
@Suite("Decimal userInfo numbers")
struct DecimalUserInfoTests {
    /// What the decimal is made from, and the literal it must become.
    static let cases: [(text: String, literal: String)] = [
        ("9007199254740993", "9007199254740993"),
        ("12345678901234567890.123456789", "12345678901234567890.123456789"),
        ("-12345678901234567890.123456789", "-12345678901234567890.123456789"),
        ("0.000000000000000000000000000001", "0.000000000000000000000000000001"),
        ("-0.5", "-0.5"),
        ("18446744073709551616", "18446744073709551616"),
        ("-9223372036854775809", "-9223372036854775809"),
        ("123456789012345678901234567890123456789", "123456789012345678901234567890123456789"),
        ("1E+5", "100000"),
        ("1e40", "1" + String(repeating: "0", count: 40)),
        ("-0", "0"),
    ]

    /// The number a path made of `userInfo["n"]`.
    enum Path: String, CaseIterable, Sendable {
        case value, decoder, model

        func literal(of number: Any) throws -> String? {
            let userInfo: [AnyHashable: Any] = ["aps": ["badge": NSNumber(value: 1)], "n": number]
            let value: JSONValue? =
                switch self {
                case .value: try JSONValue(userInfo: userInfo).objectValue?["n"]
                case .decoder: try PayloadDecoder().decode(JSONValue.self, fromUserInfo: userInfo).objectValue?["n"]
                case .model: try APNs.Payload(userInfo: userInfo).members["n"]
                }
            return value?.numberValue?.literal
        }
    }

    @Test("NSDecimalNumber and Decimal become their exact literal", arguments: Path.allCases)
    func exact(_ path: Path) throws {
        for (text, literal) in Self.cases {
            let number = NSDecimalNumber(string: text)
            #expect(try path.literal(of: number) == literal, "NSDecimalNumber \(text)")
            #expect(try path.literal(of: number as Decimal) == literal, "Decimal \(text)")
            #expect(try path.literal(of: [number]) == nil, "an array is no number")
        }
    }

    @Test("the validator reads the exact number: its size, and no finding of a rounded one")
    func validates() throws {
        for (text, literal) in Self.cases {
            let report = try PayloadValidator.validate(userInfo: ["n": NSDecimalNumber(string: text)], as: .json)
            #expect(report.byteCount == #"{"n":}"#.utf8.count + literal.utf8.count, "\(text)")
            let parsed = PayloadValidator.validate(Array(#"{"n":\#(literal)}"#.utf8), as: .json)
            #expect(report.diagnostics.map(\.ruleID) == parsed.diagnostics.map(\.ruleID), "\(text)")
        }
    }

    @Test("a userInfo dumped by JSONSerialization and read back keeps its numbers")
    func serializationRoundTrip() throws {
        let text = #"{"a":12345678901234567890.123456789,"b":18446744073709551616,"c":-9223372036854775809,"d":0.5}"#
        let userInfo = try #require(
            try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let value = try JSONValue(userInfo: userInfo)
        #expect(value == (try JSONValue(parsing: text)), "\(value)")
        let decoded = try PayloadDecoder().decode(JSONValue.self, fromDictionary: userInfo)
        for key in ["a", "b", "c"] {
            #expect(
                decoded.objectValue?[key]?.numberValue?.literal
                    == (try JSONValue(parsing: text)).objectValue?[key]?.numberValue?.literal, "\(key)")
        }
    }

    @Test("a NaN decimal is refused with its key path, as other non-finite numbers are")
    func notANumber() throws {
        for nan in [NSDecimalNumber.notANumber as Any, Decimal.nan as Any] {
            for conversion in UserInfoTests.Conversion.allCases {
                do {
                    try conversion.run(["aps": ["badge": 1], "list": [1, nan]])
                    Issue.record("\(conversion) accepted NaN")
                } catch let error as UserInfoConversionError {
                    #expect(error.pointer == "/list/1")
                }
            }
            #expect(throws: UserInfoConversionError.self) {
                try PayloadValidator.validate(userInfo: ["n": nan], as: .json)
            }
        }
    }
}
