import PushPayloads

/// `POST /fcm`: builds an HTTP v1 send request and validates it as `fcm`.
enum FCMPush {
    /// The outcome for one request.
    ///
    /// The typed `FCM.Message(target:...)` takes exactly one target, so a request naming two
    /// could not be built with it. The targets are written as fields instead, as the client gave
    /// them, and validation tells the client what FCM would refuse (`fcm.target-count`).
    ///
    /// - Throws: An `EncodingError`, which the library's models do not produce (the server answers 500).
    static func outcome(for request: FCMPushRequest) throws -> PushOutcome {
        var message = FCM.Message(members: JSONObject())
        if let token = request.token { message.members.append(key: "token", value: .string(token)) }
        if let topic = request.topic { message.members.append(key: "topic", value: .string(topic)) }
        message.notification = FCM.Notification(title: request.title, body: request.body)
        message.data = request.data
        let body = try FCM.SendRequest(message: message).jsonBytes()
        let summary = PayloadValidator.check(body, as: .fcm)
        guard summary.isValid, summary.warnings == 0 else {
            let report = PayloadValidator.validate(body, as: .fcm)
            guard report.isValid else { return .invalid(report: report) }
            return .valid(body: body, truncated: [], warnings: report.diagnostics.filter { $0.severity == .warning })
        }
        return .valid(body: body, truncated: [])
    }
}
