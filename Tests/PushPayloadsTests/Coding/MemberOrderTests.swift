import Testing

@testable import PushPayloads

/// The order a model writes its members in, against a plain reading of the rule: remembered names
/// still present, then the other typed names, then kept keys not placed yet, each name once, names
/// compared code point by code point.
@Suite("Member order")
struct MemberOrderTests {
    static func reference(remembered: [String], present: [String], extra: [String]) -> [String] {
        var names: [[UInt8]] = []
        let present = present.map { Array($0.utf8) }
        let extra = extra.map { Array($0.utf8) }
        for name in remembered.map({ Array($0.utf8) })
        where !names.contains(name) && (present.contains(name) || extra.contains(name)) {
            names.append(name)
        }
        for name in present where !names.contains(name) { names.append(name) }
        for name in extra where !names.contains(name) { names.append(name) }
        return names.map { String(decoding: $0, as: UTF8.self) }
    }

    @Test("random lists: the same order as the plain reading, look-alike and equivalent names included")
    func matchesReference() {
        // Same length, first and last bytes ("ab"/"ab" kin), one code point or two ("é"), and more
        // names than the 64 signature bits.
        let pool =
            ["a", "ab", "acb", "abb", "", "\u{E9}", "e\u{301}", "badge", "sound", "alert"]
            + (0..<70).map { "k\($0)" }
        var generator = SplitMix(state: 0x0DE7)
        func pick(_ count: Int) -> [String] {
            (0..<count).map { _ in pool[Int.random(in: 0..<pool.count, using: &generator)] }
        }
        for round in 0..<2_000 {
            let big = round % 10 == 0
            let remembered = pick(Int.random(in: 0...(big ? 90 : 12), using: &generator))
            let present = pick(Int.random(in: 0...(big ? 80 : 12), using: &generator))
            let extra = pick(Int.random(in: 0...(big ? 30 : 6), using: &generator))
            var object = JSONObject()
            for key in extra { object.append(key: key, value: .null) }
            let ordered = MemberWriter.order(remembered: remembered, present: present, extra: object)
            let expected = Self.reference(remembered: remembered, present: present, extra: extra)
            #expect(ordered.map { Array($0.utf8) } == expected.map { Array($0.utf8) })
        }
    }
}
