/// The grammars of FCM's string fields, each the check and the schema pattern of one contract
/// (the tables declare which fields follow them).
extension Grammar {
    /// Android's notification colour, `#rrggbb`.
    static let hexColor = Grammar(expected: "#rrggbb", pattern: "^#[0-9a-fA-F]{6}$") { bytes in
        bytes.count == 7 && bytes[0] == UInt8(ascii: "#") && bytes[1...].allSatisfy(HeaderFormats.isHexDigit)
    }

    /// An RFC 3339 timestamp, as proto3 JSON writes a `google.protobuf.Timestamp`.
    static let timestamp = Grammar(
        expected: "an RFC 3339 timestamp (2026-01-02T03:04:05Z)",
        pattern: #"^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(\.[0-9]{1,9})?(Z|[+-][0-9]{2}:[0-9]{2})$"#,
        accepts: FCMChecks.isTimestamp)

    /// An analytics label: 1 to 50 characters of a topic name's.
    static let analyticsLabel = Grammar(
        expected: "1–50 characters of a-z A-Z 0-9 - _ . ~ %",
        pattern: "^\(TopicName.characterClass){1,\(FCMChecks.analyticsLabelMaximumLength)}$"
    ) { bytes in
        (1...FCMChecks.analyticsLabelMaximumLength).contains(bytes.count) && bytes.allSatisfy(TopicName.isAllowed)
    }

    /// An absolute `https://` URL (a Web Push notification's link).
    static let httpsURL = Grammar(
        expected: "an absolute https:// URL", pattern: URLFormat.webURLPattern(httpsOnly: true)
    ) { URLFormat.isWebURL($0, httpsOnly: true) }
}
