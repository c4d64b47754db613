import PushPayloads

/// `POST /apns`: builds the body, fits it to its push type's limit, and validates what would be sent.
enum APNsPush {
    /// The outcome for one request.
    ///
    /// 1. Build an `APNs.Payload` with the alert, the badge and the custom keys.
    /// 2. Fit it: shorten `aps.alert.body` (the default fit field) until the compact body is within
    ///    4096 bytes (5120 for `voip`). When that cannot be done (the rest of the body is too large
    ///    by itself), the answer is the report of the body as asked: `apns.payload-too-large`, with
    ///    its size, the limit and the largest members.
    /// 3. Encode it and `check` the bytes as `apns` with the push type; only when that finds an
    ///    error or a warning, `validate` again for the report with the findings' text: an error is
    ///    the 422 answer, warnings go with the 200 answer.
    ///
    /// - Throws: An `EncodingError`, which the library's models do not produce for the values
    ///   built here (the server answers 500).
    static func outcome(for request: APNsPushRequest) throws -> PushOutcome {
        let pushType = request.apnsPushType
        let payload = APNs.Payload(
            aps: APNs.APS(alert: APNs.Alert(title: request.title, body: request.body), badge: request.badge),
            custom: request.custom)
        let options = ValidationOptions.apns(pushType: pushType)
        let fitted: APNs.Fitted
        do {
            fitted = try payload.fitting(pushType: pushType)
        } catch is APNs.TruncationError {
            return .invalid(report: PayloadValidator.validate(try payload.jsonBytes(), as: .apns, options: options))
        }
        let body = try fitted.payload.jsonBytes()
        let summary = PayloadValidator.check(body, as: .apns, options: options)
        guard summary.isValid, summary.warnings == 0 else {
            let report = PayloadValidator.validate(body, as: .apns, options: options)
            guard report.isValid else { return .invalid(report: report) }
            return .valid(
                body: body, truncated: fitted.diagnostics.map(\.pointer),
                warnings: report.diagnostics.filter { $0.severity == .warning })
        }
        return .valid(body: body, truncated: fitted.diagnostics.map(\.pointer))
    }
}
