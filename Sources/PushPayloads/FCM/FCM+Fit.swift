extension FCM {
    /// An HTTP v1 send request or message whose APNs body (`apns.payload`) was shortened until the
    /// APNs body FCM builds from the message fits its limit.
    public struct FittedRequest: Sendable, Hashable {
        /// The request as given but for the value of `apns.payload`, which is the fitted body
        /// (compact); the given bytes when the built body already fit.
        public var bytes: [UInt8]
        /// Where the APNs body is: `/message/apns/payload` in a send request, `/apns/payload` in a
        /// bare message.
        public var pointer: JSONPointer
        /// The fitted APNs body. Its findings point into the request, and its
        /// ``APNs/Fitted/limit`` is the room ``builtLimit`` leaves `apns.payload` beside what FCM
        /// adds to it.
        public var fitted: APNs.Fitted
        /// The compact size of the APNs body FCM builds from ``bytes``.
        public var builtByteCount: Int
        /// The limit that body must meet: the options' limit, else 4096 bytes (5120 when the
        /// `apns-push-type` header in `apns.headers` says `voip`).
        public var builtLimit: Int
    }

    /// Shortens the alert text of `apns.payload` in an HTTP v1 send request or bare message until
    /// the APNs body FCM builds from the message fits, as `fcm.apns-payload-too-large` measures it.
    ///
    /// FCM builds the body it sends to APNs from `apns.payload` and what the message adds (its
    /// `data` entries, the `notification` title and body when the alert lacks them, an image). Only
    /// the payload's text is shortened, as ``APNs/Payload/fitting(pushType:options:)`` shortens it
    /// (with the same slack), within the room those additions leave it. Nothing else in the
    /// request changes, byte for byte.
    ///
    /// - Parameters:
    ///   - request: A send request (`{"message": ...}`) or a bare message, as JSON text.
    ///   - options: The limit of the body FCM builds (default 4096 bytes, 5120 when the
    ///     `apns-push-type` header in `apns.headers` says `voip`), fields, word boundary and
    ///     ellipsis.
    /// - Returns: The request with its APNs body fitted, or `nil` when it holds no message with an
    ///   `apns.payload` object.
    /// - Throws: ``JSONReadError`` when the text is not JSON, ``PayloadDecodingError`` when
    ///   `apns.payload` is not an APNs body, and ``APNs/TruncationError`` when its text cannot
    ///   absorb the excess; no partly shortened request is returned.
    public static func fittingAPNsPayload(
        in request: some Collection<UInt8>, options: APNs.FitOptions = APNs.FitOptions()
    ) throws -> FittedRequest? {
        let document = try JSONReader.read(request)
        guard let parts = FCMChecks.appleParts(of: document), let apns = parts.apns, let member = apns[.payload] else {
            return nil
        }
        let pointer = apns.pointer(.payload)
        let given = document.value(at: member.value)
        let payload = try PayloadDecoder().decode(APNs.Payload.self, from: given)
        let limit = max(0, options.maxBytes ?? FCMChecks.builtBodyLimit(pushType: FCMChecks.apnsRequest(apns).pushType))
        let built = FCMChecks.builtBody(parts, in: document).compactByteCount
        // What FCM adds to the payload; the payload has the rest of the limit.
        let added = built - given.compactByteCount
        guard built > limit else {
            let fitted = APNs.Fitted(
                payload: payload, diagnostics: [], byteCount: try payload.byteCount, limit: max(0, limit - added))
            return FittedRequest(
                bytes: document.source, pointer: pointer, fitted: fitted, builtByteCount: built, builtLimit: limit)
        }
        let fitted: APNs.Fitted
        do {
            fitted = try payload.fitted(within: limit - added, options: options, at: pointer)
        } catch var error as APNs.TruncationError where added > 0 {
            error.diagnostic.message +=
                "; the APNs body FCM builds adds \(added.grouped) bytes to it, for a limit of \(limit.grouped)"
            throw error
        }
        let range = document.byteRange(of: member.value)
        let bytes =
            Array(document.source[..<range.lowerBound]) + (try fitted.payload.jsonBytes())
            + document.source[range.upperBound...]
        return FittedRequest(
            bytes: bytes, pointer: pointer, fitted: fitted, builtByteCount: added + fitted.byteCount, builtLimit: limit)
    }
}

extension FCMChecks {
    /// An HTTP v1 request's fitting: its `apns.payload`, until the APNs body FCM builds fits.
    static let fitting = PayloadFamily.Fitting(
        kinds: [.fcm, .fcmSendRequest, .fcmMessage], takesPushType: false,
        carried: .init(member: "apns.payload", measured: "the APNs body FCM builds")
    ) { bytes, _, options in
        try FCM.fittingAPNsPayload(in: bytes, options: options).map {
            PayloadFamily.Fit(
                bytes: $0.bytes, diagnostics: $0.fitted.diagnostics, byteCount: $0.builtByteCount, limit: $0.builtLimit)
        }
    }
}
