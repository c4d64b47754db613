#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension LiveActivity {
    /// A Live Activity push body with the app's `ContentState`: an update or end, and the base of
    /// ``StartPayload``.
    ///
    /// Built on ``APNs/APS``: ``aps`` holds `event`, `timestamp`, `stale-date`, `dismissal-date`,
    /// `relevance-score` and any other `aps` member, typed as for every APNs body; the content
    /// state and the Live Activity alert are typed here. `content-state` is encoded and decoded with
    /// ActivityKit's strategies (``LiveActivity/contentEncoder``) whatever coder the payload goes
    /// through, so a `Date` in it always lands where ActivityKit reads it. Custom root keys and
    /// unknown `aps` keys are kept in order.
    ///
    /// Build payloads from `Date`s (``update(_:at:staleDate:relevanceScore:alert:)``,
    /// ``end(_:at:dismissalDate:)``): the Unix seconds of `aps` are then right by construction.
    public struct Payload<ContentState: Codable & Hashable & Sendable>: Sendable, Hashable {
        /// The `aps` members other than `content-state` and a Live Activity `alert`.
        ///
        /// A `content-state` or `alert` set here is written only while ``contentState`` or
        /// ``alert`` is `nil`: those are the payload's own.
        public var aps: APNs.APS { didSet { kept.dropMembers(named: "aps") } }
        /// `content-state`: the app's `ContentState` (the final one for `end`).
        public var contentState: ContentState?
        /// `alert`: shown when the update arrives; required to start an activity.
        public var alert: Alert?
        /// The root members other than `aps`, in order.
        ///
        /// An `aps` set here is read as decoding reads it: ``aps``, ``contentState`` and ``alert``
        /// take its members. One that does not decode (its `content-state` is not a
        /// `ContentState`) stays here and is written as the body's `aps`; the body never has two.
        public var custom: JSONObject {
            get { kept }
            set { setKept(newValue) }
        }
        /// The members ``custom`` holds.
        var kept: JSONObject
        /// Where `aps` stood among the custom keys; not part of the value.
        var memo = CodingMemo()

        /// A payload of an event at a time.
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
        public init(
            event: APNs.APS.Event, timestamp: Date, contentState: ContentState?, staleDate: Date? = nil,
            dismissalDate: Date? = nil, relevanceScore: Double? = nil, alert: Alert? = nil, custom: JSONObject = [:]
        ) {
            aps = APNs.APS(relevanceScore: relevanceScore)
            aps.event = event
            aps.timestamp = LiveActivity.unixSeconds(timestamp)
            aps.staleDate = staleDate.map(LiveActivity.unixSeconds)
            aps.dismissalDate = dismissalDate.map(LiveActivity.unixSeconds)
            // Apple's examples' order; a decoded payload keeps its own.
            aps.memo.order = Self.documentedOrder
            self.contentState = contentState
            self.alert = alert
            self.kept = [:]
            setKept(custom)
        }

        /// An update to `contentState`.
        public static func update(
            _ contentState: ContentState, at timestamp: Date, staleDate: Date? = nil, relevanceScore: Double? = nil,
            alert: Alert? = nil
        ) -> Payload {
            Payload(
                event: .update, timestamp: timestamp, contentState: contentState, staleDate: staleDate,
                relevanceScore: relevanceScore, alert: alert)
        }

        /// The end of the activity with its final content state; `dismissalDate` `nil` leaves the
        /// system's default (up to 4 hours), a past date removes it at once.
        public static func end(_ contentState: ContentState?, at timestamp: Date, dismissalDate: Date? = nil) -> Payload
        {
            Payload(event: .end, timestamp: timestamp, contentState: contentState, dismissalDate: dismissalDate)
        }

        /// `aps.event`.
        public var event: APNs.APS.Event? {
            get { aps.event }
            set { aps.event = newValue }
        }

        /// `aps.timestamp` as a date.
        public var timestamp: Date? {
            get { aps.timestamp.map(LiveActivity.date(unixSeconds:)) }
            set { aps.timestamp = newValue.map(LiveActivity.unixSeconds) }
        }

        /// `aps.stale-date` as a date.
        public var staleDate: Date? {
            get { aps.staleDate.map(LiveActivity.date(unixSeconds:)) }
            set { aps.staleDate = newValue.map(LiveActivity.unixSeconds) }
        }

        /// `aps.dismissal-date` as a date.
        public var dismissalDate: Date? {
            get { aps.dismissalDate.map(LiveActivity.date(unixSeconds:)) }
            set { aps.dismissalDate = newValue.map(LiveActivity.unixSeconds) }
        }

        /// The `aps` members in the order Apple's examples write them.
        static var documentedOrder: [String] {
            [
                "timestamp", "event", "content-state", "stale-date", "dismissal-date", "relevance-score",
                "attributes-type", "attributes", "input-push-token", "input-push-channel", "alert",
            ]
        }

        /// The whole `aps`: ``aps`` with the alert, and the content state unless the caller writes
        /// it itself, encoded into it.
        func encodedAPS(withContentState: Bool = true) throws -> APNs.APS {
            var full = aps
            if withContentState, let contentState {
                full.contentState = try LiveActivity.contentEncoder.encodeValue(contentState)
            }
            if let alert {
                full.alert = nil
                full.kept["alert"] = try LiveActivity.contentEncoder.encodeValue(alert)
            }
            return full
        }
    }
}

extension LiveActivity.Payload: Codable {
    /// Decodes a body: `aps` must be an object; its `content-state` must decode as `ContentState`
    /// with ActivityKit's strategies.
    ///
    /// - Throws: `DecodingError` when `aps` is missing or not an object, or when the content state
    ///   does not decode (its coding path starts at `aps`).
    public init(from decoder: any Decoder) throws {
        aps = APNs.APS()
        kept = [:]
        var reader = try MemberReader(decoder)
        var found = false
        for key in reader.keys {
            guard key.stringValue == "aps" else {
                try reader.keep(key)
                continue
            }
            if let (tape, member) = reader.tapeMember(key), tape.readsAsDefault {
                // Read in place: the content state and alert straight from the tape, in one pass.
                try split(apsAt: member, in: tape)
            } else {
                try split(aps: try reader.value(key), codingPath: decoder.codingPath + [key])
            }
            memo.position = reader.extra.count
            found = true
        }
        guard found else {
            throw DecodingError.keyNotFound(
                PayloadCodingKey(stringValue: "aps"),
                DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "A Live Activity body has aps"))
        }
        kept = reader.extra
    }

    /// Types the members of `aps` and takes the content state and Live Activity alert out of it.
    private mutating func split(aps value: JSONValue, codingPath: [any CodingKey]) throws {
        guard case .object(let object) = value else {
            throw DecodingError.typeMismatch(
                [String: JSONValue].self,
                DecodingError.Context(codingPath: codingPath, debugDescription: "aps is not an object"))
        }
        aps = try LiveActivity.contentDecoder.decode(APNs.APS.self, from: value)
        if let state = object["content-state"] {
            contentState = try LiveActivity.decodeContent(
                ContentState.self, from: state,
                codingPath: codingPath + [PayloadCodingKey(stringValue: "content-state")])
            aps.contentState = nil
        }
        if let alertValue = object["alert"], case .object = alertValue,
            let alert = try? LiveActivity.contentDecoder.decode(LiveActivity.Alert.self, from: alertValue)
        {
            self.alert = alert
            aps.alert = nil
            aps.kept["alert"] = nil
        }
    }

    /// ``split(aps:codingPath:)`` on the library's decoder, reading the members where they are:
    /// the same values, and errors with the same coding paths (their pointers are the document's).
    private mutating func split(apsAt member: (key: Int, value: Int), in tape: TapeDecoder) throws {
        let context = tape.context
        guard context.nodes[member.value].kind == .object else {
            try split(
                aps: try tape.decodeMember(JSONValue.self, member),
                codingPath: tape.codingPath + [
                    PayloadCodingKey(stringValue: "aps")
                ])
            return
        }
        try tape.withPath(base: tape.path.count, steps: [], step: .member(member.key)) {
            aps = try tape.unwrap(APNs.APS.self, at: member.value)
            if let state = context.member(named: "content-state", in: member.value) {
                contentState = try tape.decodeMember(ContentState.self, state)
                aps.contentState = nil
            }
            if let alertMember = context.member(named: "alert", in: member.value),
                context.nodes[alertMember.value].kind == .object,
                let alert = try? tape.decodeMember(LiveActivity.Alert.self, alertMember)
            {
                self.alert = alert
                aps.alert = nil
                aps.kept["alert"] = nil
            }
        }
    }

    /// Encodes the body: custom keys in order, with `aps` where it stood.
    public func encode(to encoder: any Encoder) throws {
        var writer = MemberWriter(encoder)
        // A kept `aps` was set after the typed one (see `custom`): the typed one is not built.
        if kept.contains(key: "aps") {
            try writer.write(kept, inserting: APNs.APS?.none, named: "aps", at: memo.position)
        } else if let stream = encoder as? StreamEncoder, stream.writesAsDefault, contentState != nil {
            // The library's streaming encoder, with ActivityKit's strategies: the content state is
            // written in place, not encoded to a `JSONValue` first.
            try writer.write(kept, inserting: StreamedAPS(payload: self), named: "aps", at: memo.position)
        } else {
            try writer.write(kept, inserting: try encodedAPS(), named: "aps", at: memo.position)
        }
    }

    /// `aps` with the content state written in place (see ``encode(to:)``).
    private struct StreamedAPS: Encodable {
        let payload: LiveActivity.Payload<ContentState>

        func encode(to encoder: any Encoder) throws {
            let state = payload.contentState
            try payload.encodedAPS(withContentState: false).encode(to: encoder) { writer in
                if let state { try writer.write(state, "content-state") }
            }
        }
    }
}

extension LiveActivity.Payload: UntypedMembers {
    static func namesTypedMember(_ key: String) -> Bool { key == "aps" }
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
    /// Decodes `content-state` or `attributes` as ActivityKit does, with the coding path of the
    /// member in front of the error's own.
    static func decodeContent<T: Decodable>(_ type: T.Type, from value: JSONValue, codingPath: [any CodingKey])
        throws -> T
    {
        do {
            return try contentDecoder.decode(type, from: value)
        } catch let error as DecodingError {
            throw error.prefixing(codingPath)
        }
    }
}

extension DecodingError {
    /// The same error with `prefix` in front of its coding path.
    func prefixing(_ prefix: [any CodingKey]) -> DecodingError {
        func moved(_ context: Context) -> Context {
            Context(
                codingPath: prefix + context.codingPath, debugDescription: context.debugDescription,
                underlyingError: context.underlyingError)
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
