// swift-format-ignore-file
// Generated from Fixtures/ and their sidecars; do not edit.
// Regenerate: swift run generate-artifacts

extension RuleExamples {
    /// The fcm-response fixtures shown.
    static let fixturesFcmResponse: [RuleExample] = [
        RuleExample(path: "Fixtures/fcm-response/invalid/shape-empty-body.json", configuration: "{}", text: "{\"status\":200,\"body\":{}}"),
        RuleExample(path: "Fixtures/fcm-response/valid/legacy-topic-success-200.json", configuration: "{}", text: "{\"status\":200,\"body\":{\"message_id\":6177433353719371233}}"),
        RuleExample(path: "Fixtures/fcm-response/invalid/error-code-unknown-legacy-topic.json", configuration: "{}", text: "{\"error\":\"TopicsMessageRateExceded\"}"),
        RuleExample(path: "Fixtures/fcm-response/valid/legacy-topic-error.json", configuration: "{}", text: "{\"error\":\"TopicsMessageRateExceeded\"}"),
        RuleExample(path: "Fixtures/fcm-response/invalid/status-mismatch-error-under-200.json", configuration: "{}", text: "{\"status\":200,\"body\":{\"error\":{\"message\":\"Requested entity was not found.\",\"status\":\"NOT_FOUND\"}}}"),
        RuleExample(path: "Fixtures/fcm-response/valid/unauthenticated-401.json", configuration: "{}", text: "{\"status\":401,\"headers\":{\"www-authenticate\":\"Bearer realm=\\\"https://accounts.google.com/\\\"\",\"content-type\":\"application/json; charset=UTF-8\"},\"body\":{\"error\":{\"code\":401,\"message\":\"Request is missing required authentication credential. Expected OAuth 2 access token, login cookie or other valid authentication credential. See https://developers.google.com/identity/sign-in/web/devconsole-project.\",\"status\":\"UNAUTHENTICATED\"}}}"),
        RuleExample(path: "Fixtures/fcm-response/invalid/legacy-counts-canonical-ids.json", configuration: "{}", text: "{\"multicast_id\":216,\"success\":3,\"failure\":3,\"canonical_ids\":0,\"results\":[{\"message_id\":\"1:0408\"},{\"error\":\"Unavailable\"},{\"error\":\"InvalidRegistration\"},{\"message_id\":\"1:1516\"},{\"message_id\":\"1:2342\",\"registration_id\":\"32\"},{\"error\":\"NotRegistered\"}]}"),
        RuleExample(path: "Fixtures/fcm-response/valid/legacy-multicast.json", configuration: "{}", text: "{\"multicast_id\":216,\"success\":3,\"failure\":3,\"canonical_ids\":1,\"results\":[{\"message_id\":\"1:0408\"},{\"error\":\"Unavailable\"},{\"error\":\"InvalidRegistration\"},{\"message_id\":\"1:1516\"},{\"message_id\":\"1:2342\",\"registration_id\":\"32\"},{\"error\":\"NotRegistered\"}]}"),
        RuleExample(path: "Fixtures/fcm-response/invalid/legacy-result.json", configuration: "{}", text: "{\"multicast_id\":216,\"success\":1,\"failure\":0,\"canonical_ids\":0,\"results\":[{\"message_id\":\"0:1596117734581426%31bd1c9631bd1c96\"},{}]}"),
        RuleExample(path: "Fixtures/fcm-response/valid/legacy-multicast-large-id.json", configuration: "{}", text: "{\"multicast_id\":8097632245375218201,\"success\":2,\"failure\":0,\"canonical_ids\":0,\"results\":[{\"message_id\":\"0:1596117734581426%31bd1c9631bd1c96\"},{\"message_id\":\"0:1596117734581427%31bd1c9631bd1c96\"}]}"),
        RuleExample(path: "Fixtures/fcm-response/invalid/message-name.json", configuration: "{}", text: "{\"name\":\"0:1500415314455276%31bd1c9631bd1c96\"}"),
        RuleExample(path: "Fixtures/fcm-response/valid/v1-success.json", configuration: "{}", text: "{\"name\":\"projects/myproject-b5ae1/messages/0:1500415314455276%31bd1c9631bd1c96\"}"),
        RuleExample(path: "Fixtures/fcm-response/invalid/retry-after.json", configuration: "{}", text: "{\"status\":503,\"headers\":{\"Retry-After\":\"-0\"},\"body\":{\"error\":{\"code\":503,\"message\":\"The service is currently unavailable.\",\"status\":\"UNAVAILABLE\"}}}"),
        RuleExample(path: "Fixtures/fcm-response/invalid/shape-not-an-answer.json", configuration: "{}", text: "{\"reason\":\"Unregistered\"}"),
        RuleExample(path: "Fixtures/fcm-response/valid/legacy-topic-success.json", configuration: "{}", text: "{\"message_id\":1023456}"),
    ]
}
