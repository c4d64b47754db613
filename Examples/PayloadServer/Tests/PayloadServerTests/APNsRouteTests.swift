import PushPayloads
import Testing

/// `POST /apns`: built, fitted and validated bodies.
@Suite("POST /apns")
struct APNsRouteTests {
    /// A short alert is answered as built: the body decodes back to what was asked.
    @Test func validAlertIsAnsweredWithItsBody() async throws {
        let answer = try await post(
            "/apns",
            ["title": "Order shipped", "body": "Arrives today", "badge": 3, "custom": ["orderID": "A-99812"]])

        #expect(answer.status == .ok)
        #expect(answer.body.count <= 4096)
        #expect(answer.header("x-payload-bytes") == String(answer.body.count))
        #expect(answer.header("x-payload-truncated") == nil)
        let payload = try APNs.Payload(jsonBytes: answer.body)
        #expect(payload.aps?.alert == APNs.Alert(title: "Order shipped", body: "Arrives today"))
        #expect(payload.aps?.badge == 3)
        #expect(payload.custom["orderID"]?.stringValue == "A-99812")
    }

    /// Text far over the limit is shortened, not refused: the body is cut to fit, as close to the
    /// limit as whole characters allow.
    @Test func longBodyIsFittedToTheLimit() async throws {
        let text = asciiText(bytes: 10_000)
        let answer = try await post("/apns", ["title": "Tracking", "body": .string(text)])

        #expect(answer.status == .ok)
        // The text is ASCII, one byte per character, so the cut can land on the limit exactly; the
        // fitter then drops trailing whitespace before `…`, and the text has single spaces, so
        // the body is at most one byte short of the limit.
        #expect((4095...4096).contains(answer.body.count))
        #expect(answer.header("x-payload-bytes") == String(answer.body.count))
        #expect(answer.header("x-payload-truncated") == "/aps/alert/body")
        let payload = try APNs.Payload(jsonBytes: answer.body)
        let body = try #require(payload.aps?.alert?.body)
        #expect(body.hasSuffix("…"))
        #expect(text.hasPrefix(body.dropLast()))
        #expect(body.utf8.count < text.utf8.count)
        guard case .content(let content)? = payload.aps?.alert else {
            Issue.record("expected an alert object")
            return
        }
        #expect(content.title == "Tracking")
    }

    /// VoIP bodies have 5120 bytes: a body between the two limits is left whole.
    @Test func voipLimitIsLarger() async throws {
        let text = asciiText(bytes: 4500)
        let answer = try await post("/apns", ["title": "Call", "body": .string(text), "pushType": "voip"])

        #expect(answer.status == .ok)
        #expect(answer.body.count > 4096)
        #expect(answer.header("x-payload-truncated") == nil)
        #expect(try APNs.Payload(jsonBytes: answer.body).aps?.alert?.body == text)
    }

    /// Custom data alone over the limit cannot be fitted by shortening text.
    @Test func hugeCustomDataCannotBeFitted() async throws {
        let answer = try await post(
            "/apns", ["title": "Hi", "body": "Short", "custom": ["blob": .string(asciiText(bytes: 6000))]])

        #expect(answer.status == .unprocessableContent)
        let json = try answer.json()
        #expect(json["valid"]?.boolValue == false)
        let rules = try answer.ruleIDs()
        #expect(rules.contains("apns.truncation-impossible") || rules.contains("apns.payload-too-large"))
        let finding = try #require(json["findings"]?[0])
        #expect(finding["severity"]?.stringValue == "error")
        #expect(finding["message"]?.stringValue?.isEmpty == false)
        #expect(finding["pointer"]?.stringValue != nil)
    }

    /// A body that fits but breaks a rule is refused with every finding of `validate`.
    @Test func customAPSKeyIsReportedAsDuplicate() async throws {
        let answer = try await post("/apns", ["title": "Hi", "body": "There", "custom": ["aps": ["badge": 1]]])

        #expect(answer.status == .unprocessableContent)
        #expect(try answer.ruleIDs().contains("json.duplicate-key"))
    }
}
