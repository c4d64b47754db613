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
    /// Its members are kept as given, as ``Payload``'s are (``content`` is the same body read as
    /// one). ``attributes`` are read and written with ActivityKit's strategies, like the content
    /// state; ``attributesType`` defaults to the Swift name of `Attributes`. ``inputPush`` is one
    /// case, so a body built here never asks for a token and a channel at once
    /// (`liveactivity.input-push-exclusive`).
    public struct StartPayload<
        Attributes: Codable & Hashable & Sendable, ContentState: Codable & Hashable & Sendable
    >: CarriesAPS {
        /// Every member, in order: `aps` and the custom keys.
        public var members: JSONObject

        /// A body of these members, as given.
        public init(members: JSONObject) { self.members = members }

        /// A start payload; its `aps` members in the order of Apple's examples.
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
        /// - Throws: `EncodingError` when the attributes or the content state do not encode.
        public init(
            attributes: Attributes, attributesType: String = String(describing: Attributes.self),
            contentState: ContentState, alert: Alert, timestamp: Date, staleDate: Date? = nil,
            relevanceScore: Double? = nil, inputPush: InputPush? = nil
        ) throws {
            members = try Payload<ContentState>(
                event: .start, timestamp: timestamp, contentState: contentState, staleDate: staleDate,
                relevanceScore: relevanceScore
            ).members
            self.attributesType = attributesType
            try setAttributes(attributes)
            self.inputPush = inputPush
            // The alert last, as Apple's examples write it.
            changeAPS { $0.members["alert"] = .object(alert.members) }
        }

        /// The same body as a ``Payload``: event, timestamp, content state, alert, custom keys.
        public var content: Payload<ContentState> {
            get { Payload(members: members) }
            set { members = newValue.members }
        }

        /// `attributes-type`: the name of the app's `ActivityAttributes` type.
        public var attributesType: String? {
            get { aps?.attributesType }
            set { changeAPS { $0.attributesType = newValue } }
        }

        /// `aps.attributes` as the app's `Attributes`, decoded at each read with ActivityKit's
        /// strategies; `nil` when there are none.
        ///
        /// - Throws: `DecodingError` when they are not `Attributes` (the coding path starts at
        ///   `aps`).
        public var attributes: Attributes? {
            get throws { try activityContent(.attributes, as: Attributes.self) }
        }

        /// Writes `aps.attributes` with ActivityKit's strategies; `nil` removes it.
        ///
        /// - Throws: `EncodingError` when the attributes do not encode.
        public mutating func setAttributes(_ attributes: Attributes?) throws {
            try setActivityContent(attributes, .attributes)
        }

        /// `input-push-token: 1` (``InputPush/token``) or `input-push-channel`; setting one removes
        /// the other.
        public var inputPush: InputPush? {
            get {
                if aps?.inputPushToken == true { return .token }
                return aps?.inputPushChannel.map(InputPush.channel)
            }
            set {
                changeAPS { aps in
                    aps.inputPushToken = nil
                    aps.inputPushChannel = nil
                    switch newValue {
                    case .token?: aps.inputPushToken = true
                    case .channel(let channel)?: aps.inputPushChannel = channel
                    case nil: break
                    }
                }
            }
        }
    }
}

extension LiveActivity.StartPayload {
    /// Decodes a start body: the ``LiveActivity/Payload`` members, with `attributes-type` and
    /// `attributes` in `aps`. The attributes and the content state are decoded when read.
    ///
    /// - Throws: `DecodingError` when `aps` is missing or not an object, or `attributes-type` or
    ///   `attributes` is missing.
    public init(from decoder: any Decoder) throws {
        members = try LiveActivity.Payload<ContentState>(from: decoder).members
        let path = decoder.codingPath + [PayloadCodingKey(stringValue: "aps")]
        guard attributesType != nil else {
            throw DecodingError.keyNotFound(
                PayloadCodingKey(stringValue: "attributes-type"),
                DecodingError.Context(codingPath: path, debugDescription: "A start payload names its attributes type"))
        }
        guard aps?.attributes != nil else {
            throw DecodingError.keyNotFound(
                PayloadCodingKey(stringValue: "attributes"),
                DecodingError.Context(codingPath: path, debugDescription: "A start payload has attributes"))
        }
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
