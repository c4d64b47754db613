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
        #expect(payload.members["orderID"]?.stringValue == "A-99812")
    }

    /// A body with a warning (a negative badge) is still answered 200, and the warning goes with
    /// it in `x-payload-warnings`; a clean body has no such header.
    @Test func warningsGoWithTheBody() async throws {
        let answer = try await post("/apns", ["title": "Inbox", "body": "Read all", "badge": -1])

        #expect(answer.status == .ok)
        #expect(answer.header("x-payload-warnings") == "apns.badge-value at /aps/badge")
        let clean = try await post("/apns", ["title": "Inbox", "body": "Read all", "badge": 0])
        #expect(clean.status == .ok && clean.header("x-payload-warnings") == nil)
    }

    /// Text far over the limit is shortened, not refused: the body is cut to fit, as close to the
    /// limit as whole characters allow.
    @Test func longBodyIsFittedToTheLimit() async throws {
        let text = asciiText(bytes: 10_000)
        let answer = try await post("/apns", ["title": "Tracking", "body": .string(text)])

        #expect(answer.status == .ok)
        // The text is ASCII, one byte per character, and the fit keeps whitespace at the cut (it
        // drops it only at a word boundary), so the body lands on the limit exactly.
        #expect(answer.body.count == 4096)
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

    /// Custom data alone over the limit cannot be fitted by shortening text: the answer is the
    /// report of the body as asked, which decodes back to a `ValidationReport`.
    @Test func hugeCustomDataCannotBeFitted() async throws {
        let answer = try await post(
            "/apns", ["title": "Hi", "body": "Short", "custom": ["blob": .string(asciiText(bytes: 6000))]])

        #expect(answer.status == .unprocessableContent)
        let json = try answer.json()
        #expect(json.objectValue?.keys.prefix(5) == ["kind", "bytes", "limit", "valid", "diagnostics"])
        #expect(json["kind"] == "apns" && json["limit"] == 4096 && json["valid"] == false)
        let report = try PayloadDecoder().decode(ValidationReport.self, from: answer.body)
        #expect(try PayloadEncoder().encode(report) == answer.body)
        let finding = try #require(report.diagnostics.first { $0.ruleID == "apns.payload-too-large" })
        #expect(finding.severity == .error)
        #expect(finding.size?.contributors.first?.pointer == "/blob")
    }

    /// A custom `aps` is read as the body's `aps` (it replaces the built one), never written twice.
    @Test func customAPSKeyIsTheBodysAPS() async throws {
        let answer = try await post("/apns", ["title": "Hi", "body": "There", "custom": ["aps": ["badge": 1]]])

        #expect(answer.status == .ok)
        let sent = try JSONValue(parsing: answer.body)
        #expect(sent["aps"] == ["badge": 1])
        #expect(try !answer.ruleIDs().contains("json.duplicate-key"))
    }

    /// A body that breaks a rule is refused with every finding of `validate`.
    @Test func customAPSOfAnotherTypeIsRefused() async throws {
        let answer = try await post("/apns", ["title": "Hi", "body": "There", "custom": ["aps": 5]])

        #expect(answer.status == .unprocessableContent)
        #expect(try answer.ruleIDs().contains("apns.aps-not-object"))
    }
}
