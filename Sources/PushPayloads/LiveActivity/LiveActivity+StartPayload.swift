#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension LiveActivity {
    /// How a started activity receives its updates (iOS/iPadOS 18+): one of the two, never both.
    public enum InputPush: Sendable, Hashable {
        /// `input-push-token: 1`: the device issues an update token for the new activity.
        case token
        /// `input-push-channel`: the new activity subscribes to this broadcast channel (base64 id).
        case channel(String)
    }

    /// A push-to-start body (iOS/iPadOS 17.2+): the app's attributes and first content state.
    ///
    /// ``attributes`` are encoded with ActivityKit's strategies, like the content state;
    /// ``attributesType`` defaults to the Swift name of `Attributes`. ``inputPush`` is one case, so
    /// a body can never ask for a token and a channel at once (`liveactivity.input-push-exclusive`);
    /// a decoded body that has both keeps the channel in `content.aps`.
    public struct StartPayload<
        Attributes: Codable & Hashable & Sendable, ContentState: Codable & Hashable & Sendable
    >: Sendable, Hashable {
        /// `attributes-type`: the name of the app's `ActivityAttributes` type.
        public var attributesType: String
        /// `attributes`: the static attributes.
        public var attributes: Attributes
        /// `input-push-token` or `input-push-channel`.
        public var inputPush: InputPush?
        /// The rest: event `start`, timestamp, content state, alert, custom keys.
        public var content: Payload<ContentState>

        /// A start payload.
        ///
        /// - Parameters:
        ///   - attributes: The static attributes.
        ///   - attributesType: The type name ActivityKit matches; by default `Attributes`'s name.
        ///   - contentState: The first content state.
        ///   - alert: The alert shown as the activity starts (a start without one is dropped).
        ///   - timestamp: When the push is sent; written as Unix seconds.
        ///   - staleDate: When the content is out of date.
        ///   - relevanceScore: Ranks the activity among the app's others.
        ///   - inputPush: Whether the activity gets an update token or joins a channel.
        public init(
            attributes: Attributes, attributesType: String = String(describing: Attributes.self),
            contentState: ContentState, alert: Alert, timestamp: Date, staleDate: Date? = nil,
            relevanceScore: Double? = nil, inputPush: InputPush? = nil
        ) {
            self.attributes = attributes
            self.attributesType = attributesType
            self.inputPush = inputPush
            content = Payload(
                event: .start, timestamp: timestamp, contentState: contentState, staleDate: staleDate,
                relevanceScore: relevanceScore, alert: alert)
        }
    }
}

extension LiveActivity.StartPayload: Codable {
    /// Decodes a start body: the ``LiveActivity/Payload`` parts, then `attributes-type`,
    /// `attributes` (with ActivityKit's strategies) and the input push.
    ///
    /// - Throws: `DecodingError` when `attributes-type` or `attributes` is missing or does not fit.
    public init(from decoder: any Decoder) throws {
        content = try LiveActivity.Payload<ContentState>(from: decoder)
        let path = decoder.codingPath + [PayloadCodingKey(stringValue: "aps")]
        guard let type = content.aps.attributesType else {
            throw DecodingError.keyNotFound(
                PayloadCodingKey(stringValue: "attributes-type"),
                DecodingError.Context(codingPath: path, debugDescription: "A start payload names its attributes type"))
        }
        guard let value = content.aps.attributes else {
            throw DecodingError.keyNotFound(
                PayloadCodingKey(stringValue: "attributes"),
                DecodingError.Context(codingPath: path, debugDescription: "A start payload has attributes"))
        }
        attributesType = type
        attributes = try LiveActivity.decodeContent(
            Attributes.self, from: value, codingPath: path + [PayloadCodingKey(stringValue: "attributes")])
        content.aps.attributesType = nil
        content.aps.attributes = nil
        if content.aps.inputPushToken == true {
            inputPush = .token
            content.aps.inputPushToken = nil
        } else if let channel = content.aps.inputPushChannel {
            inputPush = .channel(channel)
            content.aps.inputPushChannel = nil
        }
    }

    /// Encodes the body with the attributes and input push in `aps`.
    public func encode(to encoder: any Encoder) throws {
        var full = content
        full.aps.attributesType = attributesType
        full.aps.attributes = try LiveActivity.contentEncoder.encodeValue(attributes)
        switch inputPush {
        case .token?: full.aps.inputPushToken = true
        case .channel(let channel)?: full.aps.inputPushChannel = channel
        case nil: break
        }
        try full.encode(to: encoder)
    }
}

extension LiveActivity.StartPayload: PayloadModel {
    /// Start payloads are validated as kind `liveactivity`.
    public static var payloadKind: PayloadKind { .liveActivity }

    /// Validates the payload's compact JSON as kind `liveactivity`, checked against `Attributes`
    /// and `ContentState` unless `options.liveActivity` names other types.
    public func validate(options: ValidationOptions = ValidationOptions()) throws -> ValidationReport {
        var options = options
        if options.liveActivity.types == nil {
            options.liveActivity.types = .init(attributes: Attributes.self, contentState: ContentState.self)
        }
        return PayloadValidator.validate(encoded: try jsonBytes(), as: .liveActivity, options: options)
    }
}
