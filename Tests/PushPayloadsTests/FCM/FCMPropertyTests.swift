import Testing

@testable import PushPayloads

/// Properties over generated FCM messages: the models keep them, `check` counts what `validate`
/// reports, and the data rules agree with a plain count of the data.
extension PropertyTests {
    /// A generated send request, with its data map for the independent counts.
    static func fcmRequest(_ generator: inout Generator) -> (request: JSONValue, data: JSONObject, toTopics: Bool) {
        var message = JSONObject()
        let targets = ["token", "topic", "condition", "fid"]
        let target = targets[generator.int(0...3)]
        let targetValues = [
            "token": "fcm-token-" + generator.string(maxLength: 3),
            "topic": ["news", "/topics/a b", ""][generator.int(0...2)],
            "condition": ["'a' in topics && 'b' in topics", "'a' in topics&&!'b' in topics", "(('a' in topics)"][
                generator.int(0...2)],
            "fid": "fid-1",
        ]
        let hasTarget = generator.chance(90)
        if hasTarget { message.append(key: target, value: .string(targetValues[target] ?? "")) }
        var data = JSONObject()
        let keys = ["order", "from", "gcm.x", "googleId", "aps", "priority", generator.string(maxLength: 5), "k"]
        for _ in 0..<generator.int(0...6) {
            let value: JSONValue =
                generator.chance(80)
                ? .string(generator.string(maxLength: generator.chance(10) ? 900 : 20)) : generator.value()
            data.append(key: keys[generator.int(0...(keys.count - 1))], value: value)
        }
        if !data.isEmpty { message.append(key: "data", value: .object(data)) }
        if generator.chance(50) {
            message.append(
                key: "notification",
                value: ["title": .string(generator.string()), "image": .string("https://e.com/a.gif")])
        }
        if generator.chance(50) {
            message.append(
                key: "android",
                value: [
                    "ttl": .string(["3600s", "3.5s", "-1s", "3000000s", "1h"][generator.int(0...4)]),
                    "priority": .string(["high", "NORMAL", "urgent"][generator.int(0...2)]),
                ])
        }
        if generator.chance(60), let payload = try? JSONValue(parsing: generator.payload().jsonBytes()) {
            message.append(
                key: "apns",
                value: [
                    "headers": ["apns-priority": .string(["10", "5", "7"][generator.int(0...2)])], "payload": payload,
                ])
        }
        let wrapped: JSONValue = generator.chance(70) ? ["message": .object(message)] : .object(message)
        return (wrapped, data, hasTarget && (target == "topic" || target == "condition"))
    }

    @Test(
        "a generated FCM message round-trips through the models, and its data rules agree with a plain count",
        arguments: seeds)
    func fcmMessages(_ seed: UInt64) throws {
        var generator = Generator(seed: seed)
        for _ in 0..<20 {
            let (request, data, toTopics) = Self.fcmRequest(&generator)
            let bytes = request.jsonBytes()
            if request["message"] != nil {
                let model = try FCM.SendRequest(jsonBytes: bytes)
                #expect(try JSONValue(parsing: try model.jsonBytes()) == request, "seed \(seed)")
            } else {
                let model = try FCM.Message(jsonBytes: bytes)
                #expect(try JSONValue(parsing: try model.jsonBytes()) == request, "seed \(seed)")
            }
            let report = PayloadValidator.validate(bytes, as: .fcm)
            let summary = PayloadValidator.check(bytes, as: .fcm)
            #expect(
                summary.errors == report.count(of: .error) && summary.warnings == report.count(of: .warning),
                "seed \(seed)")
            let ids = report.diagnostics.map(\.ruleID)
            let nonStrings = data.members.filter { $0.value.stringValue == nil }.count
            #expect(ids.filter { $0 == "fcm.data-value-type" }.count >= nonStrings, "seed \(seed)")
            // The sum, counted here from the members: each key's and string value's UTF-8 bytes, other
            // values as their compact JSON.
            let sum = data.members.reduce(0) { total, member in
                total + member.key.utf8.count + (member.value.stringValue?.utf8.count ?? member.value.jsonBytes().count)
            }
            let tooLarge = report.diagnostics.first { $0.ruleID == "fcm.data-too-large" }
            let limit = toTopics ? 2048 : 4096
            #expect((tooLarge != nil) == (sum > limit), "seed \(seed): sum \(sum), limit \(limit)")
            #expect(tooLarge.map { $0.size?.size == sum && $0.size?.limit == limit } ?? true, "seed \(seed)")
        }
    }
}
