extension Altcraft {
    /// The body the SDK posts to `{api}/push/subscribe`.
    public struct SubscribeRequest: AltcraftObject {
        static var object: Object { .requestBody }
        /// Every member, in order, camelCase names read as wire keys.
        public var members: JSONObject

        /// A body of these members, as given.
        public init(members: JSONObject) { self.members = members }

        /// `time`: when the request was made (Unix seconds; never 0).
        public var time: Int64? {
            get { member(AltcraftKey.time) }
            set { setMember(AltcraftKey.time, newValue) }
        }
        /// `subscription_id`: the push token.
        public var subscriptionID: String? {
            get { member(AltcraftKey.subscriptionID) }
            set { setMember(AltcraftKey.subscriptionID, newValue) }
        }
        /// `subscription`: its id, provider, status, fields and categories.
        public var subscription: SubscriptionData? {
            members[AltcraftKey.subscription.name]?.objectValue.map {
                SubscriptionData(members: Altcraft.wireSpelled($0, as: .requestSubscription))
            }
        }
        /// `replace`.
        public var replace: Bool? {
            get { member(AltcraftKey.replace) }
            set { setMember(AltcraftKey.replace, newValue) }
        }
        /// `skip_triggers`.
        public var skipTriggers: Bool? {
            get { member(AltcraftKey.skipTriggers) }
            set { setMember(AltcraftKey.skipTriggers, newValue) }
        }
        /// `profile_fields`, when given.
        public var profileFields: JSONObject? {
            get { member(AltcraftKey.profileFields) }
            set { setMember(AltcraftKey.profileFields, newValue) }
        }
    }

    /// The arguments of the SDK's subscription calls (`pushSubscribe`, `pushSuspend`, ...), under
    /// their Swift names: `sync`, `profileFields`, `customFields`, `cats`, `replace`, `skipTriggers`.
    public struct SubscriptionArguments: AltcraftObject {
        static var object: Object { .arguments }
        /// Every member, in order.
        public var members: JSONObject

        /// Arguments of these members, as given.
        public init(members: JSONObject) { self.members = members }

        /// `sync` (the SDK's default is `true`).
        public var sync: Bool? {
            get { member(AltcraftKey.sync) }
            set { setMember(AltcraftKey.sync, newValue) }
        }
        /// `profileFields`: any JSON values.
        public var profileFields: JSONObject? {
            get { member(AltcraftKey.profileFieldsCamel) }
            set { setMember(AltcraftKey.profileFieldsCamel, newValue) }
        }
        /// `customFields`: strings, booleans, numbers or nil only.
        public var customFields: JSONObject? {
            get { member(AltcraftKey.customFields) }
            set { setMember(AltcraftKey.customFields, newValue) }
        }
        /// `cats`: only `name` and `active` are sent.
        public var cats: [CategoryData]? {
            members[AltcraftKey.cats.name]?.arrayValue?.compactMap { $0.objectValue.map(CategoryData.init(members:)) }
        }
        /// `replace`.
        public var replace: Bool? {
            get { member(AltcraftKey.replace) }
            set { setMember(AltcraftKey.replace, newValue) }
        }
        /// `skipTriggers`.
        public var skipTriggers: Bool? {
            get { member(AltcraftKey.skipTriggersCamel) }
            set { setMember(AltcraftKey.skipTriggersCamel, newValue) }
        }
    }

    /// The `userInfo` of an Altcraft push: `aps` and the SDK's keys `_ac_push`, `_uid`,
    /// `_buttons`, `_media` and `_click-url`. Every member is kept as received.
    public struct UserInfo: CarriesAPS {
        /// Every member, in order.
        public var members: JSONObject

        /// A `userInfo` of these members, as given.
        public init(members: JSONObject) { self.members = members }

        /// An action button: its label and the link it opens.
        public struct Button: Sendable, Hashable {
            /// `label`.
            public var label: String
            /// `link`, when given.
            public var link: String?

            /// A button.
            public init(label: String, link: String? = nil) {
                self.label = label
                self.link = link
            }
        }

        /// Whether `_ac_push` marks it an Altcraft push.
        public var isAltcraftPush: Bool { members["_ac_push"] != nil }
        /// `_uid`: the message id sent back with delivery and open events.
        public var uid: String? {
            get { member("_uid") }
            set { setMember("_uid", newValue) }
        }
        /// `_media`: the image the service extension downloads.
        public var media: String? {
            get { member("_media") }
            set { setMember("_media", newValue) }
        }
        /// `_click-url`: opened on the default tap.
        public var clickURL: String? {
            get { member("_click-url") }
            set { setMember("_click-url", newValue) }
        }

        /// `_buttons`, parsed from the JSON array its string holds: the entries with a string
        /// `label`. `nil` when absent or not such a string.
        public var buttons: [Button]? {
            guard let text = members["_buttons"]?.stringValue, let entries = Altcraft.buttonEntries(text) else {
                return nil
            }
            return entries.compactMap { entry in
                entry["label"]?.stringValue.map { Button(label: $0, link: entry["link"]?.stringValue) }
            }
        }
    }

    /// A string that ``buttonEntries(_:)`` reads, as a regular expression for the schema
    /// (ECMA-262 and Python `re`): an optional byte-order mark, then a JSON array of objects whose
    /// values are strings, with JSON whitespace between tokens.
    static let buttonsPattern: String = {
        let space = #"[ \t\n\r]*"#
        let string = #""(?:[^"\\\x00-\x1F]|\\["\\/bfnrt]|\\u[0-9A-Fa-f]{4})*""#
        let member = "\(space)\(string)\(space):\(space)\(string)\(space)"
        let object = #"\{(?:\#(member)(?:,\#(member))*|\#(space))\}"#
        let entry = "\(space)\(object)\(space)"
        return #"^\uFEFF?\#(space)\[(?:\#(entry)(?:,\#(entry))*|\#(space))\]\#(space)$"#
    }()

    /// A `_buttons` string read onto a tape of its own, when it is a JSON array of objects whose
    /// values are strings; `nil` when it is not one. The validator reads the entries there, so a
    /// large array costs its tape, not a tree of values.
    static func buttonsDocument(_ bytes: UnsafeBufferPointer<UInt8>) -> JSONDocument? {
        guard let document = JSONReader.readHeld(bytes),
            document.kind(of: 0) == .array,
            document.nodes.children(of: 0).allSatisfy({ entry in
                document.kind(of: entry.value) == .object
                    && document.nodes.children(of: entry.value).allSatisfy { document.kind(of: $0.value) == .string }
            })
        else { return nil }
        return document
    }

    /// The entries of a `_buttons` string (``buttonsDocument(_:)``); `nil` when the string is not
    /// such an array.
    static func buttonEntries(_ text: String) -> [JSONObject]? {
        guard let document = withUTF8Bytes(of: text, { buttonsDocument($0) }) else { return nil }
        return document.nodes.children(of: 0).compactMap { document.value(at: $0.value).objectValue }
    }
}

/// Altcraft documents keep their members as given and are validated as their document's kind.
protocol AltcraftModel: PayloadModel, KeptMembers {}

extension Altcraft.ResponseWithHttpCode: AltcraftModel {
    /// Validated as kind `altcraft-response-with-http-code`.
    public static var payloadKind: PayloadKind { .altcraftResponseWithHttpCode }
}

extension Altcraft.Response: AltcraftModel {
    /// Validated as kind `altcraft-response`.
    public static var payloadKind: PayloadKind { .altcraftResponse }
}

extension Altcraft.SubscribeRequest: AltcraftModel {
    /// Validated as kind `altcraft-subscribe-request`.
    public static var payloadKind: PayloadKind { .altcraftSubscribeRequest }
}

extension Altcraft.SubscriptionArguments: AltcraftModel {
    /// Validated as kind `altcraft-subscription-arguments`.
    public static var payloadKind: PayloadKind { .altcraftSubscriptionArguments }
}

extension Altcraft.UserInfo: AltcraftModel {
    /// Validated as kind `altcraft-userinfo`.
    public static var payloadKind: PayloadKind { .altcraftUserInfo }
}
