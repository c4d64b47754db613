import Foundation
import Testing

@testable import PushPayloads

/// Properties over generated inputs. Each test prints its seed in a failure message; set
/// `PUSHPAYLOADS_SEED` to run one seed again.
@Suite("Properties")
struct PropertyTests {
    /// The seeds each property runs with: a fixed set, or the one in `PUSHPAYLOADS_SEED`.
    static let seeds: [UInt64] = {
        if let text = ProcessInfo.processInfo.environment["PUSHPAYLOADS_SEED"], let seed = UInt64(text) {
            return [seed]
        }
        return Array(1...40)
    }()

    /// Generates values from a seed.
    struct Generator {
        var random: SplitMix

        init(seed: UInt64) { random = SplitMix(state: seed) }

        mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }

        mutating func chance(_ percent: Int) -> Bool { int(1...100) <= percent }

        /// Text with ASCII, escapes that matter, multi-byte characters and emoji sequences.
        mutating func string(maxLength: Int = 12) -> String {
            let pieces = [
                "a", "Z", "7", " ", "\"", "\\", "/", "\n", "\t", "\u{1}", "é", "ß", "€", "日", "😀", "👩‍👩‍👧", "🇰🇷", "e\u{301}",
                "\u{2028}", "~",
            ]
            return (0..<int(0...maxLength)).map { _ in pieces[int(0...(pieces.count - 1))] }.joined()
        }

        mutating func number() -> JSONNumber {
            switch int(0...3) {
            case 0: return JSONNumber(Int64(int(-1_000_000...1_000_000)))
            case 1: return JSONNumber(Double(int(-100_000...100_000)) / 1000) ?? 0
            case 2:
                return JSONNumber(
                    literal: ["0.50", "1.0", "1e400", "-0", "1.685952e9", "12345678901234567890"][int(0...5)])!
            default: return JSONNumber(UInt64.max - UInt64(int(0...9)))
            }
        }

        mutating func value(depth: Int = 0) -> JSONValue {
            switch depth > 4 ? int(0...3) : int(0...5) {
            case 0: return .null
            case 1: return .bool(chance(50))
            case 2: return .number(number())
            case 3: return .string(string())
            case 4: return .array((0..<int(0...4)).map { _ in value(depth: depth + 1) })
            default:
                var object = JSONObject()
                for _ in 0..<int(0...4) { object.append(key: string(maxLength: 4), value: value(depth: depth + 1)) }
                return .object(object)
            }
        }

        mutating func payload() -> APNs.Payload {
            var aps = APNs.APS()
            if chance(80) {
                aps.alert =
                    chance(30)
                    ? .text(string(maxLength: 200))
                    : .init(title: string(), subtitle: chance(50) ? string() : nil, body: string(maxLength: 400))
            }
            if chance(50) { aps.badge = int(0...99) }
            if chance(40) { aps.sound = chance(50) ? .default : .named(string(maxLength: 6) + ".caf") }
            if chance(30) { aps.threadID = string() }
            if chance(30) { aps.relevanceScore = Double(int(0...100)) / 100 }
            if chance(20) { aps.mutableContent = true }
            var custom = JSONObject()
            for index in 0..<int(0...3) { custom.append(key: "k\(index)", value: value()) }
            return APNs.Payload(aps: aps, custom: custom)
        }
    }

    @Test("a generated value is written and read back equal, measured as written", arguments: seeds)
    func writeRead(_ seed: UInt64) throws {
        var generator = Generator(seed: seed)
        for _ in 0..<50 {
            let value = generator.value()
            let bytes = value.jsonBytes()
            #expect(value.compactByteCount == bytes.count, "seed \(seed)")
            let back = try JSONValue(parsing: bytes)
            #expect(back == value, "seed \(seed): \(String(decoding: bytes, as: UTF8.self))")
            #expect(back.jsonBytes() == bytes, "seed \(seed)")
        }
    }

    @Test("a generated APNs payload is encoded and decoded equal, and validated on its own bytes", arguments: seeds)
    func apnsRoundTrip(_ seed: UInt64) throws {
        var generator = Generator(seed: seed)
        for _ in 0..<20 {
            let payload = generator.payload()
            let bytes = try payload.jsonBytes()
            #expect(try APNs.Payload(jsonBytes: bytes) == payload, "seed \(seed)")
            #expect(try payload.byteCount == bytes.count)
            #expect(PayloadValidator.check(bytes, as: .apns).byteCount == bytes.count, "seed \(seed)")
        }
    }

    @Test("fit brings a generated payload within its limit and changes only the allowed fields", arguments: seeds)
    func fit(_ seed: UInt64) throws {
        var generator = Generator(seed: seed)
        for _ in 0..<20 {
            let payload = generator.payload()
            let size = try payload.byteCount
            let limit = max(40, size - generator.int(0...300))
            let fields: [APNs.FitField] = generator.chance(50) ? [.body] : [.body, .subtitle, .title]
            do {
                let fitted = try payload.fitting(options: .init(maxBytes: limit, fields: fields))
                #expect(fitted.byteCount <= limit, "seed \(seed)")
                #expect(try fitted.payload.byteCount == fitted.byteCount)
                var restored = fitted.payload
                for field in APNs.FitField.allCases where payload.text(of: field) != nil {
                    if !fields.contains(field) {
                        #expect(fitted.payload.text(of: field) == payload.text(of: field), "seed \(seed): \(field)")
                    }
                    restored.setText(payload.text(of: field) ?? "", of: field)
                }
                #expect(restored == payload, "seed \(seed): a field other than the allowed ones changed")
            } catch let error as APNs.TruncationError {
                #expect(error.excess > 0, "seed \(seed)")
                #expect(size > limit)
            }
        }
    }

    @Test("the byte counts of generated strings agree with a plain UTF-8 count of their encoding", arguments: seeds)
    func byteCounts(_ seed: UInt64) throws {
        var generator = Generator(seed: seed)
        for _ in 0..<100 {
            let text = generator.string(maxLength: 40)
            let encoded = JSONValue.string(text).jsonBytes()
            #expect(JSONValue.string(text).compactByteCount == encoded.count, "seed \(seed)")
            #expect(TextBudget.cost(text) == encoded.count - 2, "seed \(seed): \(text.debugDescription)")
            let report = PayloadValidator.validate(encoded, as: .json, options: .init(maxBytes: encoded.count - 1))
            #expect(report.byteCount == encoded.count, "seed \(seed)")
            #expect(report.diagnostics.contains { $0.ruleID == "json.max-bytes" }, "seed \(seed)")
        }
    }
}
