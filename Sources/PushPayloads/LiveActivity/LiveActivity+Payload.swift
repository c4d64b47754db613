#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension LiveActivity {
    /// A Live Activity push body with the app's `ContentState`: an update or end, and the base of
    /// ``StartPayload``.
    ///
    /// Its members are kept as given, as every model's are: ``CarriesAPS/aps`` is the whole `aps`
    /// dictionary (`event`, `timestamp`, `content-state`, `stale-date`, `alert`, ...), typed as for
    /// every APNs body, and custom root keys stay beside it. ``contentState`` reads `content-state`
    /// as the app's type and ``setContentState(_:)`` writes it, both with ActivityKit's strategies
    /// (``LiveActivity/contentEncoder``) whatever coder the payload goes through, so a `Date` in it
    /// always lands where ActivityKit reads it. ``alert`` reads `aps.alert` as a Live Activity alert.
    ///
    /// Build payloads from `Date`s (``update(_:at:staleDate:relevanceScore:alert:)``,
    /// ``end(_:at:dismissalDate:)``): the Unix seconds of `aps` are then right by construction.
    public struct Payload<ContentState: Codable & Hashable & Sendable>: CarriesAPS {
        /// Every member, in order: `aps` and the custom keys.
        public var members: JSONObject

        /// A body of these members, as given.
        public init(members: JSONObject) { self.members = members }

        /// A payload of an event at a time; its `aps` members in the order of Apple's examples.
        ///
        /// - Parameters:
        ///   - event: `start`, `update` or `end`.
        ///   - timestamp: When the push is sent; written as Unix seconds.
        ///   - contentState: The content state.
        ///   - staleDate: When the content is out of date (`stale-date`).
        ///   - dismissalDate: When an ended activity leaves the Lock Screen (`dismissal-date`).
        ///   - relevanceScore: Ranks the activity among the app's others; higher first.
        ///   - alert: An alert to show with the update.
        ///   - custom: Root members beside `aps` (ActivityKit does not read them).
        /// - Throws: `EncodingError` when the content state does not encode (a `Double` that is not
        ///   finite).
        public init(
            event: APNs.APS.Event, timestamp: Date, contentState: ContentState?, staleDate: Date? = nil,
            dismissalDate: Date? = nil, relevanceScore: Double? = nil, alert: Alert? = nil, custom: JSONObject = [:]
        ) throws {
            var aps = APNs.APS()
            aps.timestamp = LiveActivity.unixSeconds(timestamp)
            aps.event = event
            aps.contentState = try contentState.map(LiveActivity.contentEncoder.encodeValue)
            aps.staleDate = staleDate.map(LiveActivity.unixSeconds)
            aps.dismissalDate = dismissalDate.map(LiveActivity.unixSeconds)
            aps.relevanceScore = relevanceScore
            aps.members["alert"] = alert.map { .object($0.members) }
            self.init(members: APNs.Payload(aps: aps, custom: custom).members)
        }

        /// An update to `contentState`.
        ///
        /// - Throws: `EncodingError` when the content state does not encode.
        public static func update(
            _ contentState: ContentState, at timestamp: Date, staleDate: Date? = nil, relevanceScore: Double? = nil,
            alert: Alert? = nil
        ) throws -> Payload {
            try Payload(
                event: .update, timestamp: timestamp, contentState: contentState, staleDate: staleDate,
                relevanceScore: relevanceScore, alert: alert)
        }

        /// The end of the activity with its final content state; `dismissalDate` `nil` leaves the
        /// system's default (up to 4 hours), a past date removes it at once.
        ///
        /// - Throws: `EncodingError` when the content state does not encode.
        public static func end(_ contentState: ContentState?, at timestamp: Date, dismissalDate: Date? = nil) throws
            -> Payload
        {
            try Payload(event: .end, timestamp: timestamp, contentState: contentState, dismissalDate: dismissalDate)
        }

        /// `aps.content-state` as the app's `ContentState`, decoded at each read with ActivityKit's
        /// strategies; `nil` when there is none.
        ///
        /// - Throws: `DecodingError` when it is not a `ContentState` (its coding path starts at
        ///   `aps`).
        public var contentState: ContentState? {
            get throws { try activityContent(.contentState, as: ContentState.self) }
        }

        /// Writes `aps.content-state` (in place, or after the other `aps` members) with
        /// ActivityKit's strategies; `nil` removes it.
        ///
        /// - Throws: `EncodingError` when the content state does not encode.
        public mutating func setContentState(_ contentState: ContentState?) throws {
            try setActivityContent(contentState, .contentState)
        }

        /// `aps.alert` as a Live Activity alert; `nil` when absent or not an object.
        public var alert: Alert? {
            get { aps?.members["alert"]?.objectValue.map(Alert.init(members:)) }
            set { changeAPS { $0.members["alert"] = newValue.map { .object($0.members) } } }
        }

        /// `aps.event`.
        public var event: APNs.APS.Event? {
            get { aps?.event }
            set { changeAPS { $0.event = newValue } }
        }

        /// `aps.timestamp` as a date.
        public var timestamp: Date? {
            get { aps?.timestamp.map(LiveActivity.date(unixSeconds:)) }
            set { changeAPS { $0.timestamp = newValue.map(LiveActivity.unixSeconds) } }
        }

        /// `aps.stale-date` as a date.
        public var staleDate: Date? {
            get { aps?.staleDate.map(LiveActivity.date(unixSeconds:)) }
            set { changeAPS { $0.staleDate = newValue.map(LiveActivity.unixSeconds) } }
        }

        /// `aps.dismissal-date` as a date.
        public var dismissalDate: Date? {
            get { aps?.dismissalDate.map(LiveActivity.date(unixSeconds:)) }
            set { changeAPS { $0.dismissalDate = newValue.map(LiveActivity.unixSeconds) } }
        }
    }
}

extension LiveActivity.Payload {
    /// Decodes a body, keeping every member (see ``APNs/Payload/init(from:)``); `aps` must be an
    /// object. The content state is decoded when read (``contentState``).
    ///
    /// - Throws: `DecodingError` when the body is not an object, or `aps` is missing or not an
    ///   object.
    public init(from decoder: any Decoder) throws {
        try self.init(from: decoder, shape: APNs.Payload.shape)
        guard let aps = members["aps"] else {
            throw DecodingError.keyNotFound(
                PayloadCodingKey(stringValue: "aps"),
                DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "A Live Activity body has aps"))
        }
        guard case .object = aps else {
            throw DecodingError.typeMismatch(
                [String: JSONValue].self,
                DecodingError.Context(
                    codingPath: decoder.codingPath + [PayloadCodingKey(stringValue: "aps")],
                    debugDescription: "aps is not an object"))
        }
    }
}

extension LiveActivity.Payload: PayloadModel {
    /// Payloads are validated as kind `liveactivity`.
    public static var payloadKind: PayloadKind { .liveActivity }

    /// Validates the payload's compact JSON as kind `liveactivity`, checked against `ContentState`
    /// unless `options.liveActivity` names other types.
    public func validate(options: ValidationOptions = ValidationOptions()) throws -> ValidationReport {
        var options = options
        if options.liveActivity.types == nil { options.liveActivity.types = .init(contentState: ContentState.self) }
        return PayloadValidator.validate(encoded: try jsonBytes(), as: .liveActivity, options: options)
    }
}

extension LiveActivity {
    /// Decodes `content-state` or `attributes` as ActivityKit does, with the member's path (`aps`,
    /// then its key) in front of the error's coding path.
    static func decodeContent<T: Decodable>(_ type: T.Type, from value: JSONValue, at path: [String]) throws -> T {
        do {
            return try contentDecoder.decode(type, from: value)
        } catch let error as DecodingError {
            throw error.prefixing(path.map { PayloadCodingKey(stringValue: $0) })
        }
    }
}

extension DecodingError {
    /// The same error with `prefix` in front of its coding path, and of the pointer of the
    /// library's error beneath it (which has no location then: the text it was read from is not
    /// the document's).
    func prefixing(_ prefix: [any CodingKey]) -> DecodingError {
        func moved(_ context: Context) -> Context {
            var underlying = context.underlyingError
            if var error = underlying as? PayloadDecodingError {
                error.pointer = JSONPointer(tokens: prefix.map(\.stringValue) + error.pointer.tokens)
                error.location = nil
                underlying = error
            }
            return Context(
                codingPath: prefix + context.codingPath, debugDescription: context.debugDescription,
                underlyingError: underlying)
        }
        switch self {
        case .typeMismatch(let type, let context): return .typeMismatch(type, moved(context))
        case .valueNotFound(let type, let context): return .valueNotFound(type, moved(context))
        case .keyNotFound(let key, let context): return .keyNotFound(key, moved(context))
        case .dataCorrupted(let context): return .dataCorrupted(moved(context))
        @unknown default: return self
        }
    }
}
