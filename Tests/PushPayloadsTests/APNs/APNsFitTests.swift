import Testing

@testable import PushPayloads

/// Fit-to-limit (`apns.truncated`, `apns.truncation-impossible`). Each case sets the limit a known number of bytes under the
/// payload's size, so the expected text follows from the cost table by hand.
@Suite("APNs fit-to-limit")
struct APNsFitTests {
    /// A payload with this body and `over` bytes more than the returned limit.
    static func payload(body: String, title: String? = nil) -> APNs.Payload {
        APNs.Payload(aps: .init(alert: .init(title: title, body: body)), custom: ["id": "x"])
    }

    static func fit(
        _ payload: APNs.Payload, over: Int, fields: [APNs.FitField] = [.body], wordBoundary: Bool = false,
        ellipsis: String = "…"
    ) throws -> APNs.Fitted {
        let limit = try payload.byteCount - over
        let options = APNs.FitOptions(maxBytes: limit, fields: fields, wordBoundary: wordBoundary, ellipsis: ellipsis)
        let fitted = try payload.fitting(options: options)
        #expect(fitted.limit == limit && fitted.byteCount <= limit)
        #expect(try fitted.payload.byteCount == fitted.byteCount)
        return fitted
    }

    @Test("a payload within the limit comes back unchanged, with no finding")
    func alreadyFits() throws {
        let payload = Self.payload(body: "short")
        let fitted = try payload.fitting()
        #expect(fitted.payload == payload && fitted.diagnostics.isEmpty)
    }

    @Test("the limit fitted to: the options', else the push type's (5120 for VoIP), fitted or not")
    func limit() throws {
        let payload = Self.payload(body: String(repeating: "a", count: 4200))
        #expect(try payload.fitting().limit == 4096)
        #expect(try payload.fitting(pushType: .voip).limit == 5120)
        #expect(try payload.fitting(pushType: .voip).diagnostics.isEmpty)
        #expect(try payload.fitting(pushType: .voip, options: .init(maxBytes: 300)).limit == 300)
    }

    @Test("ASCII: the body keeps (length - excess - 3) characters and gains the ellipsis")
    func ascii() throws {
        let fitted = try Self.fit(Self.payload(body: String(repeating: "a", count: 100)), over: 10)
        #expect(fitted.payload.aps?.alert?.body == String(repeating: "a", count: 87) + "…")
        #expect(fitted.diagnostics.map(\.ruleID) == ["apns.truncated"])
        #expect(fitted.diagnostics.first?.pointer == "/aps/alert/body")
        #expect(fitted.diagnostics.first?.severity == .info)
    }

    @Test(
        "grapheme clusters are never split: ZWJ sequences, flags, combining marks, CJK",
        arguments: [
            // body, bytes over the limit, expected body. Costs: family 25, each flag 8, é 3, CJK 3.
            ("ab👩‍👩‍👧‍👦cd", 16, "ab…"),  // cost 29, budget 10: the family (25) does not fit
            ("ab👩‍👩‍👧‍👦cdefgh", 1, "ab👩‍👩‍👧‍👦cd…"),  // cost 33, budget 29: the family stays whole
            ("x🇩🇪🇫🇷", 2, "x🇩🇪…"),  // cost 17, budget 12
            ("ae\u{301}e\u{301}", 1, "a…"),  // cost 7, budget 3: é costs 3 after a's 1
            ("漢字テスト", 5, "漢字…"),  // cost 15, budget 7
        ])
    func graphemes(_ body: String, _ over: Int, _ expected: String) throws {
        let fitted = try Self.fit(Self.payload(body: body), over: over)
        #expect(fitted.payload.aps?.alert?.body == expected)
    }

    @Test("escapes cost what they are written as: quote and backslash 2, newline 2, other controls 6")
    func escapes() throws {
        // a(1) "(2) b(1) \(2) c(1) \n(2) d(1) = 10; over 3: budget 10 - 3 - 3 = 4 keeps a"b.
        let fitted = try Self.fit(Self.payload(body: "a\"b\\c\nd"), over: 3)
        #expect(fitted.payload.aps?.alert?.body == "a\"b…")
        // \u{1} costs 6: "ab" + U+0001 + "cd" = 10; over 5: budget 2 keeps "ab".
        let control = try Self.fit(Self.payload(body: "ab\u{1}cd"), over: 5)
        #expect(control.payload.aps?.alert?.body == "ab…")
    }

    @Test("word boundary: the cut moves back to the last whitespace, which is then trimmed")
    func wordBoundary() throws {
        // cost 21; over 5: budget 13 is "hello brave n".
        let payload = Self.payload(body: "hello brave new world")
        #expect(try Self.fit(payload, over: 5).payload.aps?.alert?.body == "hello brave n…")
        #expect(try Self.fit(payload, over: 5, wordBoundary: true).payload.aps?.alert?.body == "hello brave…")
        // No whitespace in the prefix: the grapheme cut stays.
        let oneWord = Self.payload(body: "unbreakablewordhere")
        // cost 19, budget 11
        #expect(try Self.fit(oneWord, over: 5, wordBoundary: true).payload.aps?.alert?.body == "unbreakable…")
    }

    @Test("without wordBoundary, ASCII text with spaces fits to the byte, a space at the cut kept", arguments: 1...18)
    func exactWithoutWordBoundary(_ over: Int) throws {
        // cost 21, budget 18 - over: the kept text ends with a space at over 2, 6 and 12.
        let text = "hello brave new world"
        let payload = Self.payload(body: text)
        let fitted = try Self.fit(payload, over: over)
        #expect(try fitted.byteCount == payload.byteCount - over)
        #expect(fitted.payload.aps?.alert?.body == String(text.prefix(18 - over)) + "…")
    }

    static let slackTexts = [
        "hello brave new world", "a  b   c dd", "漢字 テスト 👩‍👩‍👧‍👦 ok x", "tab\tand\nnewline here", "unbreakablewordhere",
        "x🇩🇪🇫🇷 ab\u{1}cd e\u{301}f",
    ]

    /// The fitted body's kept text (the ellipsis dropped), what follows it in `text`, and the bytes
    /// the fit left unspent, for every excess the body can absorb.
    static func fits(_ text: String, wordBoundary: Bool) throws -> [(kept: Substring, rest: Substring, slack: Int)] {
        let payload = Self.payload(body: text)
        return try (1...(TextBudget.cost(text) - 3)).map { over in
            let fitted = try Self.fit(payload, over: over, wordBoundary: wordBoundary)
            let body = try #require(fitted.payload.aps?.alert?.body)
            #expect(body.hasSuffix("…") && text.hasPrefix(body.dropLast()), "\(body)")
            let kept = body.dropLast()
            return (kept, text.dropFirst(kept.count), try payload.byteCount - over - fitted.byteCount)
        }
    }

    @Test(
        "without wordBoundary, under the limit only by less than the cost of the character cut", arguments: slackTexts)
    func slackWithoutWordBoundary(_ text: String) throws {
        for fit in try Self.fits(text, wordBoundary: false) {
            let next = try #require(fit.rest.first)
            #expect(fit.slack < TextBudget.cost(String(next)), "\(text.debugDescription) kept \(fit.kept)")
        }
    }

    @Test(
        "with wordBoundary, under the limit by less than the whitespace and word after the kept text",
        arguments: slackTexts)
    func slackWithWordBoundary(_ text: String) throws {
        for fit in try Self.fits(text, wordBoundary: true) {
            let space = fit.rest.prefix(while: \.isWhitespace)
            let word = fit.rest.dropFirst(space.count).prefix { !$0.isWhitespace }
            #expect(fit.kept.last?.isWhitespace != true, "\(text.debugDescription) kept \(fit.kept)")
            #expect(
                fit.slack < TextBudget.cost(space) + TextBudget.cost(word), "\(text.debugDescription) kept \(fit.kept)")
        }
    }

    @Test("a custom ellipsis is counted; an empty one adds nothing")
    func ellipsis() throws {
        let payload = Self.payload(body: "0123456789")
        #expect(try Self.fit(payload, over: 4, ellipsis: "...").payload.aps?.alert?.body == "012...")
        #expect(try Self.fit(payload, over: 4, ellipsis: "").payload.aps?.alert?.body == "012345")
    }

    @Test("a field too short for its share becomes the ellipsis and the next field takes the rest")
    func spillsIntoNextField() throws {
        // body 6 bytes, over 10: budget 6 - 10 - 3 < 0, body becomes "…" (saves 3), 7 remain;
        // title (17): budget 17 - 7 - 3 = 7 keeps "Title t".
        let payload = Self.payload(body: "abcdef", title: "Title text here!!")
        let fitted = try Self.fit(payload, over: 10, fields: [.body, .subtitle, .title])
        #expect(fitted.payload.aps?.alert?.body == "…")
        #expect(
            fitted.payload.aps?.alert.flatMap { if case .content(let c) = $0 { c.title } else { nil } } == "Title t…")
        #expect(fitted.diagnostics.map(\.pointer.description) == ["/aps/alert/body", "/aps/alert/title"])
    }

    @Test("a string alert is the body, at /aps/alert")
    func stringAlert() throws {
        let payload = APNs.Payload(aps: .init(alert: .text(String(repeating: "z", count: 50))))
        let fitted = try Self.fit(payload, over: 7)
        #expect(fitted.payload.aps?.alert == .text(String(repeating: "z", count: 40) + "…"))
        #expect(fitted.diagnostics.first?.pointer == "/aps/alert")
    }

    @Test("a negative limit, down to Int.min, is a fit that cannot succeed, not a trap", arguments: [-1, Int.min])
    func negativeLimit(_ limit: Int) throws {
        let payload = Self.payload(body: "Hello")
        let error = #expect(throws: APNs.TruncationError.self) {
            try payload.fitting(options: .init(maxBytes: limit, fields: APNs.FitField.allCases))
        }
        #expect(try error?.excess == payload.byteCount - ("Hello".utf8.count - "…".utf8.count))
    }

    @Test("impossible: localized text is never shortened, and the error carries the excess and contributors")
    func impossible() throws {
        var payload = APNs.Payload(
            aps: .init(alert: .content(.init(locKey: "BODY", locArgs: ["a"]))),
            custom: ["blob": .string(String(repeating: "q", count: 300))])
        payload.members["small"] = 1
        let limit = try payload.byteCount - 20
        do {
            _ = try payload.fitting(options: .init(maxBytes: limit, fields: APNs.FitField.allCases))
            Issue.record("fitting should have failed")
        } catch let error as APNs.TruncationError {
            #expect(error.excess == 20)
            #expect(error.diagnostic.ruleID == "apns.truncation-impossible")
            #expect(error.diagnostic.severity == .error)
            #expect(error.diagnostic.size?.contributors.first?.pointer == "/blob")
        }
        // A body too short to absorb the excess fails too, and reports what is left.
        let short = Self.payload(body: "abcdef")
        let shortLimit = try short.byteCount - 10
        #expect(throws: APNs.TruncationError.self) { try short.fitting(options: .init(maxBytes: shortLimit)) }
    }
}
