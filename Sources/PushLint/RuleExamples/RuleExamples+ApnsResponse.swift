// swift-format-ignore-file
// Generated from Fixtures/ and their sidecars; do not edit.
// Regenerate: swift run generate-artifacts

extension RuleExamples {
    /// The apns-response fixtures shown.
    static let fixturesApnsResponse: [RuleExample] = [
        RuleExample(path: "Fixtures/apns-response/invalid/shape-reason-not-string.json", configuration: "{}", text: "{\"reason\":400}"),
        RuleExample(path: "Fixtures/apns-response/valid/bare-shutdown.json", configuration: "{}", text: "{\"reason\":\"Shutdown\"}"),
        RuleExample(path: "Fixtures/apns-response/invalid/reason-unknown-lowercase.json", configuration: "{}", text: "{\"reason\":\"baddevicetoken\"}"),
        RuleExample(path: "Fixtures/apns-response/invalid/timestamp-missing-no-reason.json", configuration: "{}", text: "{\"status\":410}"),
        RuleExample(path: "Fixtures/apns-response/valid/success-200-no-headers.json", configuration: "{}", text: "{\"status\":200}"),
        RuleExample(path: "Fixtures/apns-response/invalid/timestamp-unexpected-200.json", configuration: "{}", text: "{\"status\":200,\"body\":{\"timestamp\":1767225600000}}"),
        RuleExample(path: "Fixtures/apns-response/valid/internal-server-error-500.json", configuration: "{}", text: "{\"status\":500,\"body\":{\"reason\":\"InternalServerError\"}}"),
        RuleExample(path: "Fixtures/apns-response/invalid/id-format.json", configuration: "{}", text: "{\"status\":200,\"headers\":{\"apns-id\":\"not-a-uuid\"}}"),
        RuleExample(path: "Fixtures/apns-response/valid/apns-id-uppercase.json", configuration: "{}", text: "{\"status\":200,\"headers\":{\"apns-id\":\"123E4567-E89B-12D3-A456-4266554400A0\"}}"),
        RuleExample(path: "Fixtures/apns-response/invalid/retry-after-impossible-date.json", configuration: "{}", text: "{\"status\":503,\"headers\":{\"Retry-After\":\"Sat, 31 Feb 2026 10:00:00 GMT\"},\"body\":{\"reason\":\"ServiceUnavailable\"}}"),
        RuleExample(path: "Fixtures/apns-response/valid/bad-path-404.json", configuration: "{}", text: "{\"status\":404,\"headers\":{\"apns-id\":\"e2c4a6b8-0d1f-4a3c-8e5b-7f9d1c3e5a7b\"},\"body\":{\"reason\":\"BadPath\"}}"),
        RuleExample(path: "Fixtures/apns-response/invalid/shape-bare-no-reason.json", configuration: "{}", text: "{\"aps\":{\"alert\":\"Hi\"}}"),
    ]
}
