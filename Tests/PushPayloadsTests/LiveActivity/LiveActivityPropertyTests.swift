import Foundation
import Testing

@testable import PushPayloads

/// Properties of the Live Activity models and rules over generated content states.
@Suite("Live Activity properties")
struct LiveActivityPropertyTests {
    typealias State = LiveActivityTypes.DeliveryState
    typealias Generator = PropertyTests.Generator

    /// A generated content state: dates anywhere from 1970 to 2100 (fractions included), any data,
    /// every enum case, optionals both ways.
    static func state(_ generator: inout Generator) -> State {
        let eta = Date(
            timeIntervalSince1970: Double(generator.int(0...4_102_444_800)) + Double(generator.int(0...999)) / 1000)
        let span = Double(generator.int(0...86_400))
        return State(
            stage: [.preparing, .onTheWay, .delivered][generator.int(0...2)],
            priority: generator.chance(50) ? .low : .high, eta: eta, window: eta...eta.addingTimeInterval(span),
            receipt: Data((0..<generator.int(0...40)).map { _ in UInt8(generator.int(0...255)) }),
            note: generator.chance(50) ? generator.string() : nil, progress: Double(generator.int(0...1000)) / 7,
            stops: (0..<generator.int(0...5)).map { _ in generator.int(-1000...1000) },
            courier: .init(name: generator.string(), vehicle: generator.chance(50) ? generator.string() : nil),
            tags: Dictionary(uniqueKeysWithValues: (0..<generator.int(0...3)).map { ("t\($0)", generator.chance(50)) }))
    }

    @Test(
        "a built update decodes with Foundation to the same state, round-trips, and conforms to its own type",
        arguments: PropertyTests.seeds)
    func builtUpdates(_ seed: UInt64) throws {
        var generator = Generator(seed: seed)
        struct Wire: Decodable {
            struct APS: Decodable {
                var contentState: State
                enum CodingKeys: String, CodingKey { case contentState = "content-state" }
            }
            var aps: APS
        }
        for _ in 0..<10 {
            let state = Self.state(&generator)
            let sent = Date(timeIntervalSince1970: Double(generator.int(1_700_000_000...1_800_000_000)))
            let payload = try LiveActivity.Payload.update(state, at: sent)
            let bytes = try payload.jsonBytes()
            #expect(try JSONDecoder().decode(Wire.self, from: Data(bytes)).aps.contentState == state, "seed \(seed)")
            #expect(try LiveActivity.Payload<State>(jsonBytes: bytes) == payload, "seed \(seed)")
            var options = ValidationOptions(now: LiveActivity.unixSeconds(sent))
            options.liveActivity.types = .init(contentState: State.self)
            let report = PayloadValidator.validate(bytes, as: .liveActivity, options: options)
            // The library encodes every Date right: no error and no encoding finding. (A Date about
            // 31 years after the send time reads like Unix seconds to the date-unix-seconds
            // heuristic, a warning, which the rule's summary owns up to.)
            #expect(report.isValid, "seed \(seed): \(report.diagnostics.map(\.ruleID))")
            #expect(
                !report.diagnostics.contains { $0.ruleID.hasSuffix("-encoding") || $0.ruleID.contains("schema-") },
                "seed \(seed)")
            let summary = PayloadValidator.check(bytes, as: .liveActivity, options: options)
            #expect(summary.errors == report.count(of: .error) && summary.warnings == report.count(of: .warning))
        }
    }

    @Test("every schema type name parses back to the same type", arguments: PropertyTests.seeds)
    func schemaTypeNames(_ seed: UInt64) throws {
        var generator = Generator(seed: seed)
        func type(_ depth: Int) -> LiveActivity.SchemaType {
            let leaves: [LiveActivity.SchemaType] = [
                .string, .bool, .double, .float, .date, .data, .url, .any, .integer(.UInt8), .integer(.Int64),
                .stringEnum(["a", "b_c"]), .integerEnum([1, -2]),
            ]
            guard depth < 3, generator.chance(60) else { return leaves[generator.int(0...leaves.count - 1)] }
            switch generator.int(0...4) {
            case 0: return .optional(type(depth + 1))
            case 1: return .array(type(depth + 1))
            case 2: return .dictionary(type(depth + 1))
            case 3: return .range(type(depth + 1), closed: true)
            default: return .range(type(depth + 1), closed: false)
            }
        }
        for _ in 0..<20 {
            let generated = type(0)
            #expect(
                try LiveActivity.SchemaType(parsing: generated.name) == generated, "seed \(seed): \(generated.name)")
        }
    }
}
