/// The fitting the APNs and Live Activity families declare: their documents are APNs bodies.
extension PayloadFamily.Fitting {
    /// The fitting of a document that is an APNs body, whose push type (given, else `default`)
    /// chooses the limit.
    static func apnsBody(kinds: [PayloadKind], defaultPushType: APNs.PushType? = nil) -> Self {
        Self(kinds: kinds, takesPushType: true, carried: nil) { bytes, pushType, options in
            let fitted = try APNs.Payload(jsonBytes: bytes).fitting(
                pushType: pushType ?? defaultPushType, options: options)
            return PayloadFamily.Fit(
                bytes: try fitted.payload.jsonBytes(), diagnostics: fitted.diagnostics, byteCount: fitted.byteCount,
                limit: fitted.limit)
        }
    }
}
