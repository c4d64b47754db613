extension APNs {
    /// An APNs request body: the `aps` dictionary and the app's custom keys beside it, as given.
    ///
    /// ``members`` holds every member in order with its exact value (number literals included), so
    /// decoding and re-encoding a compact body gives the same bytes; ``CarriesAPS/aps`` reads and
    /// writes `aps` as the typed model. Equality compares members as JSON does: in any order,
    /// numbers by value.
    ///
    /// Bodies without `aps` are first-class too: ``mdm(pushMagic:)`` and the app payloads of
    /// ``voip(_:)``, ``pushToTalk(_:)``, ``complication(_:)`` and ``fileProvider(_:)``.
    public struct Payload: CarriesAPS {
        /// Every member, in order: `aps` and the custom keys.
        public var members: JSONObject

        /// A body of these members, as given.
        public init(members: JSONObject) { self.members = members }

        /// A body with an `aps` dictionary first, then custom keys. An `aps` among the custom keys
        /// is the later write: it is the body's `aps`, where it stands, and `aps` is not written.
        public init(aps: APS? = nil, custom: JSONObject = [:]) {
            members = custom
            guard let aps, !custom.contains(key: "aps") else { return }
            members.members.insert(JSONObject.Member(key: "aps", value: .object(aps.members)), at: 0)
        }

        /// An MDM body: `{"mdm": "<PushMagic>"}` (push type `mdm`).
        public static func mdm(pushMagic: String) -> Payload {
            Payload(custom: ["mdm": .string(pushMagic)])
        }

        /// The PushMagic string of an MDM body: a body whose only member is a string `mdm`.
        public var mdmPushMagic: String? {
            guard members.count == 1, members.members[0].key == "mdm" else { return nil }
            return members.members[0].value.stringValue
        }

        /// A VoIP body (push type `voip`, limit 5120 bytes): the app's own keys, no `aps`.
        public static func voip(_ custom: JSONObject) -> Payload { Payload(custom: custom) }

        /// A Push to Talk body (push type `pushtotalk`): the app's own keys.
        public static func pushToTalk(_ custom: JSONObject) -> Payload { Payload(custom: custom) }

        /// A watchOS complication body (push type `complication`): the app's own keys.
        public static func complication(_ custom: JSONObject) -> Payload { Payload(custom: custom) }

        /// A File Provider body (push type `fileprovider`): the app's own keys.
        public static func fileProvider(_ custom: JSONObject) -> Payload { Payload(custom: custom) }

        /// A background update (push type `background`, priority 5): `content-available: 1` and
        /// the app's custom keys.
        public static func background(_ custom: JSONObject = [:]) -> Payload {
            Payload(aps: APS(contentAvailable: true), custom: custom)
        }

        /// A WidgetKit reload (push type `widgets`): `{"aps":{"content-changed":true}}`.
        public static let widgets = Payload(aps: APS(contentChanged: true))

        /// A location query (push type `location`): `{"aps":{}}`.
        public static let location = Payload(aps: APS())
    }
}

extension APNs.Payload {
    /// Decodes a body, keeping every member; of a key given twice, the first (as `JSONDecoder`
    /// reads it), here and in `aps` and its objects.
    public init(from decoder: any Decoder) throws {
        try self.init(from: decoder, shape: Self.shape)
    }

    /// `aps` and its model objects.
    static let shape = ObjectShape(nested: [("aps", APNs.APS.shape)])
}

extension APNs.Payload: PayloadModel {
    /// Bodies are validated as kind `apns`.
    public static var payloadKind: PayloadKind { .apns }

    /// Validates the body as kind `apns` with a push type (measured compact, as values built in
    /// code are).
    ///
    /// - Parameters:
    ///   - pushType: The push type; replaces `options.apns.pushType`.
    ///   - options: Request context, severities and limits.
    public func validate(pushType: APNs.PushType?, options: ValidationOptions = ValidationOptions()) throws
        -> ValidationReport
    {
        var options = options
        options.apns.pushType = pushType
        return try validate(options: options)
    }
}
