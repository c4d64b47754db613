extension PayloadFamily {
    /// A family's fitting: shortening the alert text of the APNs body its documents carry until
    /// the body fits its limit (`pushlint fit`). Declared by the families whose documents are or
    /// hold an APNs body.
    package struct Fitting: Sendable {
        /// The kinds whose documents it fits.
        package let kinds: [PayloadKind]
        /// Whether a caller's push type chooses the limit (an APNs body's); `false` where the
        /// document says it (an FCM request's `apns-push-type` header).
        package let takesPushType: Bool
        /// Where the body is and what the limit measures, when the document carries the body
        /// (an FCM request's `apns.payload`); `nil` when the document is the body.
        package let carried: Carried?
        let fit: @Sendable (_ bytes: [UInt8], _ pushType: APNs.PushType?, _ options: APNs.FitOptions) throws -> Fit?

        /// Where a document carries the APNs body fitting shortens, for messages.
        package struct Carried: Sendable, Hashable {
            /// The member that holds the body: `apns.payload`.
            package let member: String
            /// What the limit measures: `the APNs body FCM builds`.
            package let measured: String
        }
    }

    /// A fitted document.
    package struct Fit: Sendable, Hashable {
        /// The document with its APNs body fitted, compact where the body was rewritten and as given
        /// elsewhere.
        package var bytes: [UInt8]
        /// One `apns.truncated` finding per shortened field; empty when it already fit.
        package var diagnostics: [Diagnostic]
        /// The size the limit measures, after fitting.
        package var byteCount: Int
        /// The limit.
        package var limit: Int
    }

    /// The fitting of documents of `kind`: its family's, if it declares one for the kind.
    package static func fitting(for kind: PayloadKind) -> Fitting? {
        all.lazy.compactMap(\.fitting).first { $0.kinds.contains(kind) }
    }

    /// Every kind some family fits, in table order.
    package static var fittedKinds: [PayloadKind] { all.compactMap(\.fitting).flatMap(\.kinds) }
}

extension PayloadFamily.Fitting {
    /// Fits `bytes`: `nil` when the document holds no APNs body to fit (an FCM request without
    /// `apns.payload`).
    ///
    /// - Throws: ``JSONReadError`` when the text is not JSON, ``PayloadDecodingError`` when the
    ///   body is not an APNs body, and ``APNs/TruncationError`` when its text cannot absorb the
    ///   excess.
    package func fit(_ bytes: [UInt8], pushType: APNs.PushType? = nil, options: APNs.FitOptions = APNs.FitOptions())
        throws -> PayloadFamily.Fit?
    {
        try fit(bytes, pushType, options)
    }
}
