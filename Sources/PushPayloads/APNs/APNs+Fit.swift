extension APNs {
    /// A text field that fit-to-limit may shorten.
    public enum FitField: String, Sendable, Hashable, CaseIterable {
        /// `aps.alert.body`, or `aps.alert` when the alert is a string.
        case body
        /// `aps.alert.subtitle`.
        case subtitle
        /// `aps.alert.title`.
        case title
    }

    /// How fit-to-limit shortens text.
    public struct FitOptions: Sendable, Hashable {
        /// The limit in bytes to fit to; `nil` uses the push type's (4096, 5120 for VoIP).
        public var maxBytes: Int?
        /// The fields it may shorten, in order (default: the body only).
        public var fields: [FitField]
        /// Whether to cut at the last whitespace before the byte cut, dropping the whitespace the
        /// kept text then ends with; without it, whitespace is kept as cut.
        public var wordBoundary: Bool
        /// What marks the cut (default `…`, 3 bytes); may be `""`.
        public var ellipsis: String

        /// Options; the defaults shorten the body only, at a grapheme boundary, with `…`.
        public init(
            maxBytes: Int? = nil, fields: [FitField] = [.body], wordBoundary: Bool = false, ellipsis: String = "…"
        ) {
            self.maxBytes = maxBytes
            self.fields = fields
            self.wordBoundary = wordBoundary
            self.ellipsis = ellipsis
        }

    }

    /// A payload brought within its limit, and one `apns.truncated` finding per shortened field.
    public struct Fitted: Sendable, Hashable {
        /// The payload that fits (the original when it already did).
        public var payload: Payload
        /// `apns.truncated` (info) findings, one per shortened field; empty when nothing changed.
        public var diagnostics: [Diagnostic]
        /// The compact size of ``payload``.
        public var byteCount: Int
        /// The limit in bytes it was fitted to (``byteCount`` is at most this): the options'
        /// ``FitOptions/maxBytes``, else the push type's.
        public var limit: Int
    }
}

extension APNs.Payload {
    /// Shortens display text until the compact encoding fits the limit.
    ///
    /// Only the allowed plain-string fields change; localized fields never do. Characters are never
    /// split (emoji ZWJ sequences, flags and combining marks stay whole), and the cost of each
    /// character is its encoded size, escapes included. The payload itself is not modified.
    ///
    /// A shortened payload is exactly the limit's size but for this slack:
    /// - A character is never split. When the cut falls inside one that costs several bytes (a
    ///   multi-byte UTF-8 character, up to 4; a control character written `\u00XX`, 6; a grapheme
    ///   cluster such as a flag or an emoji ZWJ sequence, more), the payload is under the limit by
    ///   less than that character's cost.
    /// - With `wordBoundary`, the cut moves back to the whitespace before the word it falls in,
    ///   and the whitespace the kept text ends with is dropped: the payload is under the limit by
    ///   less than the cost of the whitespace and the word that follow the kept text.
    ///
    /// Without `wordBoundary` whitespace is kept as cut, so ASCII text fits to the byte.
    ///
    /// - Parameters:
    ///   - pushType: Chooses the default limit (5120 for VoIP, 4096 otherwise).
    ///   - options: Limit, fields, word boundary and ellipsis.
    /// - Returns: The fitted payload with one `apns.truncated` finding per shortened field.
    /// - Throws: ``APNs/TruncationError`` when the allowed fields cannot absorb the excess; no
    ///   partly shortened payload is returned.
    public func fitting(pushType: APNs.PushType? = nil, options: APNs.FitOptions = APNs.FitOptions()) throws
        -> APNs.Fitted
    {
        try fitted(within: options.maxBytes ?? APNs.payloadMaxBytes(for: pushType), options: options)
    }

    /// The fit within `limit`, with the findings' pointers under `base`: where the payload sits in
    /// the document that carries it (`/message/apns/payload` in an FCM send request).
    func fitted(within limit: Int, options: APNs.FitOptions, at base: JSONPointer = JSONPointer()) throws
        -> APNs.Fitted
    {
        // A negative limit is no limit a body can meet: treated as 0, so the arithmetic cannot overflow.
        let limit = max(0, limit)
        let original = try jsonBytes()
        guard original.count > limit else {
            return APNs.Fitted(payload: self, diagnostics: [], byteCount: original.count, limit: limit)
        }
        var excess = original.count - limit
        var fitted = self
        var diagnostics: [Diagnostic] = []
        let ellipsisCost = TextBudget.cost(options.ellipsis)
        for field in options.fields where excess > 0 {
            guard let text = fitted.text(of: field) else { continue }
            let current = TextBudget.cost(text)
            let budget = current - excess - ellipsisCost
            let shortened: String
            if budget < 0 {
                guard current > ellipsisCost else { continue }
                shortened = options.ellipsis
                excess -= current - ellipsisCost
            } else {
                shortened =
                    TextBudget.prefix(of: text, budget: budget, wordBoundary: options.wordBoundary) + options.ellipsis
                excess = 0
            }
            fitted.setText(shortened, of: field)
            let pointer = JSONPointer(tokens: base.tokens + fitted.pointer(of: field).tokens)
            diagnostics.append(
                Diagnostic(
                    rule: .apnsRequest.truncated,
                    message:
                        "\(pointer) shortened from \(text.utf8.count) to \(shortened.utf8.count) bytes (\(text.count) to \(shortened.count) characters)",
                    pointer: pointer, expected: nil, actual: nil))
        }
        let size = try fitted.jsonBytes().count
        guard excess <= 0, size <= limit else {
            throw impossible(original: original, remaining: max(excess, size - limit), limit: limit, at: base)
        }
        return APNs.Fitted(payload: fitted, diagnostics: diagnostics, byteCount: size, limit: limit)
    }

    private func impossible(original: [UInt8], remaining: Int, limit: Int, at base: JSONPointer)
        -> APNs.TruncationError
    {
        let subject = base.tokens.isEmpty ? "" : "\(base) "
        var text =
            "cannot fit \(subject)\(original.count.grouped) bytes into \(limit): \(remaining.grouped) over after shortening"
        var contributors: [SizeDetails.Contributor] = []
        if let document = try? JSONReader.read(original) {
            contributors = SizeContributors.largest(in: document, at: base, measure: .compact, total: original.count)
        }
        if !contributors.isEmpty {
            text +=
                "; largest: "
                + contributors.map { "\($0.pointer) \($0.bytes.grouped) B (\($0.percent) %)" }
                .joined(separator: ", ")
        }
        let details = SizeDetails(
            size: original.count, limit: limit, limitName: "fit", measure: .compact, compactSize: nil,
            contributors: contributors)
        let diagnostic = Diagnostic(
            rule: .apnsRequest.truncationImpossible, message: text, pointer: base, size: details)
        return APNs.TruncationError(diagnostic: diagnostic, excess: remaining)
    }

    /// The plain text of a field, if present (localized forms are separate keys, never returned).
    func text(of field: APNs.FitField) -> String? {
        switch (aps?.alert, field) {
        case (.text(let text)?, .body): text
        case (.content(let content)?, _): content[text: field.alertKey]
        default: nil
        }
    }

    mutating func setText(_ text: String, of field: APNs.FitField) {
        switch aps?.alert {
        case .text?: aps?.alert = .text(text)
        case .content(var content)?:
            content[text: field.alertKey] = text
            aps?.alert = .content(content)
        case nil: break
        }
    }

    /// The pointer of a field: `/aps/alert` for a string alert, else `/aps/alert/<field>`.
    func pointer(of field: APNs.FitField) -> JSONPointer {
        if case .text? = aps?.alert { return "/aps/alert" }
        return JSONPointer(tokens: ["aps", "alert", field.rawValue])
    }
}

extension APNs.FitField {
    var alertKey: APNs.AlertKey {
        switch self {
        case .body: .body
        case .subtitle: .subtitle
        case .title: .title
        }
    }
}
