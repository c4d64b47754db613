import PushPayloads

/// `POST /apns`: builds the body, fits it to its push type's limit, and validates what would be sent.
enum APNsPush {
    /// The outcome for one request.
    ///
    /// 1. Build an `APNs.Payload` with the alert, the badge and the custom keys.
    /// 2. Fit it: shorten `aps.alert.body` (the default fit field) until the compact body is within
    ///    4096 bytes (5120 for `voip`). When that cannot be done, the `apns.truncation-impossible`
    ///    finding is the answer.
    /// 3. Encode it and `check` the bytes as `apns` with the push type; only when that says the
    ///    body is not valid, `validate` again for the findings' text.
    static func outcome(for request: APNsPushRequest) -> PushOutcome {
        let pushType = request.apnsPushType
        guard let custom = request.custom.map(customKeys) ?? JSONObject() else {
            return .invalid(findings: [notAnObject(request.custom)])
        }
        let payload = APNs.Payload(
            aps: APNs.APS(alert: APNs.Alert(title: request.title, body: request.body), badge: request.badge),
            custom: custom)
        let fitted: APNs.Fitted
        let body: [UInt8]
        do {
            fitted = try payload.fitting(pushType: pushType)
            body = try fitted.payload.jsonBytes()
        } catch let error as APNs.TruncationError {
            return .invalid(findings: [error.diagnostic])
        } catch {
            // The models encode every value they hold; this is not reached.
            return .invalid(findings: [unencodable(error)])
        }
        let options = ValidationOptions.apns(pushType: pushType)
        guard PayloadValidator.check(body, as: .apns, options: options).isValid else {
            return .invalid(findings: PayloadValidator.validate(body, as: .apns, options: options).diagnostics)
        }
        return .valid(body: body, truncated: fitted.diagnostics.map(\.pointer))
    }

    /// The members of `custom`, or `nil` when it is not an object.
    private static func customKeys(_ custom: JSONValue) -> JSONObject? {
        custom.objectValue
    }

    /// The finding for a `custom` member that is not an object: a body cannot have its keys.
    private static func notAnObject(_ custom: JSONValue?) -> Diagnostic {
        Diagnostic(
            rule: Rule.jsonSyntax, message: "custom must be an object of the app's keys, found \(custom?.typeName ?? "nothing")",
            pointer: "/custom")
    }

    /// A finding for an encoding failure, which the models never produce.
    private static func unencodable(_ error: any Error) -> Diagnostic {
        Diagnostic(rule: Rule.jsonSyntax, message: "the body could not be encoded: \(error)", pointer: "")
    }
}
