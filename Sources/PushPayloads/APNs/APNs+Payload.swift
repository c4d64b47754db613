extension APNs {
    /// An APNs request body: the `aps` dictionary and the app's custom keys beside it.
    ///
    /// Custom keys keep their order and their exact values (number literals included), and `aps`
    /// keeps its place among them, so decoding and re-encoding a compact body gives the same bytes.
    /// Equality compares values, not member order.
    ///
    /// Bodies without `aps` are first-class too: ``mdm(pushMagic:)`` and the app payloads of
    /// ``voip(_:)``, ``pushToTalk(_:)``, ``complication(_:)`` and ``fileProvider(_:)``.
    public struct Payload: Sendable, Hashable {
        /// The `aps` dictionary, if the body has one.
        public var aps: APS? { didSet { kept.dropMembers(named: "aps") } }
        /// The root members other than `aps`, in order.
        ///
        /// An `aps` set here is read as decoding reads it: an object becomes ``aps`` (so
        /// `custom["aps"] = ["badge": 1]` sets `aps`), any other value stays here and is the body's
        /// `aps`. The body never has two.
        public var custom: JSONObject {
            get { kept }
            set { setKept(newValue) }
        }
        /// The members ``custom`` holds.
        var kept: JSONObject
        /// How many custom members stood before `aps` when decoded (`memo.position`; `nil`: `aps`
        /// comes first); not part of the value.
        var memo = CodingMemo()

        /// A body with an `aps` dictionary and custom keys.
        public init(aps: APS? = nil, custom: JSONObject = [:]) {
            self.aps = aps
            self.kept = [:]
            setKept(custom)
        }

        /// An MDM body: `{"mdm": "<PushMagic>"}` (push type `mdm`).
        public static func mdm(pushMagic: String) -> Payload {
            Payload(custom: ["mdm": .string(pushMagic)])
        }

        /// The PushMagic string of an MDM body: a body whose only member is a string `mdm`.
        public var mdmPushMagic: String? {
            guard aps == nil, custom.count == 1, custom.members[0].key == "mdm" else { return nil }
            return custom.members[0].value.stringValue
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

extension APNs.Payload: Codable {
    /// Decodes a body. An `aps` that is not an object is kept among the custom keys.
    public init(from decoder: any Decoder) throws {
        self.init()
        var reader = try MemberReader(decoder)
        for key in reader.keys {
            if key.stringValue == "aps" {
                // `typed` keeps an `aps` that is not an object among the custom keys.
                aps = try reader.typed(APNs.APS.self, key)
                if aps != nil { memo.position = reader.extra.count }
            } else {
                try reader.keep(key)
            }
        }
        kept = reader.extra
    }

    /// Encodes the body: custom keys in order, with `aps` where it stood.
    public func encode(to encoder: any Encoder) throws {
        var writer = MemberWriter(encoder)
        try writer.write(kept, inserting: aps, named: "aps", at: memo.position)
    }
}

extension APNs.Payload: UntypedMembers {
    static func namesTypedMember(_ key: String) -> Bool { key == "aps" }
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
