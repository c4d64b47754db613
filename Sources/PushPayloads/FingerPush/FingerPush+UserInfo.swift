extension FingerPush {
    /// A FingerPush `userInfo`: `aps`, the `code` string, the image and link keys, and custom pairs.
    ///
    /// Every member is kept as received, in order; typed accessors read and write the documented
    /// ones. `msgTag` arrives as a string or an integer and reads as text either way.
    public struct UserInfo: CarriesAPS {
        /// Every member, in order.
        public var members: JSONObject

        /// A `userInfo` of these members, as given.
        public init(members: JSONObject) { self.members = members }

        /// A `userInfo` with the documented members set (absent ones left out), custom pairs last.
        public init(
            aps: APNs.APS, code: Code, messageTag: String, imageURL: String? = nil, webLink: String? = nil,
            labelCode: String? = nil, custom: [(key: String, value: String)] = []
        ) {
            members = [:]
            self.aps = aps
            self.code = code
            self.imageURL = imageURL
            self.labelCode = labelCode
            self.messageTag = messageTag
            self.webLink = webLink
            for pair in custom { members[pair.key] = .string(pair.value) }
        }

        /// `code`, parsed; `nil` when absent, not a string, or malformed (see ``codeString``).
        public var code: Code? {
            get { codeString.flatMap { try? Code(parsing: $0) } }
            set { members[FingerPushKey.code.name] = newValue.map { .string($0.description) } }
        }

        /// `code` as received.
        public var codeString: String? {
            get { member(FingerPushKey.code) }
            set { setMember(FingerPushKey.code, newValue) }
        }

        /// `imgUrl`: the image the service extension attaches.
        public var imageURL: String? {
            get { members[FingerPushKey.imgUrl.name]?.stringValue }
            set { members[FingerPushKey.imgUrl.name] = newValue.map(JSONValue.string) }
        }

        /// `labelCode`, often `""`.
        public var labelCode: String? {
            get { members[FingerPushKey.labelCode.name]?.stringValue }
            set { members[FingerPushKey.labelCode.name] = newValue.map(JSONValue.string) }
        }

        /// `msgTag`: the message number the open/read report sends back, from a string or an
        /// integer (as its digits). Set as a string.
        public var messageTag: String? {
            get { members[FingerPushKey.msgTag.name]?.integerText }
            set { members[FingerPushKey.msgTag.name] = newValue.map(JSONValue.string) }
        }

        /// `weblink`: the page the notification opens.
        public var webLink: String? {
            get { members[FingerPushKey.weblink.name]?.stringValue }
            set { members[FingerPushKey.weblink.name] = newValue.map(JSONValue.string) }
        }

        /// `rcvchkUrl`: the delivery-receipt URL the service extension requests.
        public var receiptURL: String? {
            get { members[FingerPushKey.rcvchkUrl.name]?.stringValue }
            set { members[FingerPushKey.rcvchkUrl.name] = newValue.map(JSONValue.string) }
        }

        /// The custom pairs: every member that is not `aps` or a FingerPush key, in order.
        public var custom: JSONObject {
            JSONObject(members.members.filter { !FingerPush.keys.contains($0.key) })
        }
    }

    /// A result object of the FingerPush server API: `{"result", "msgIdx"?, "processCode"?,
    /// "message"?}`, its values strings as the server sends them (numbers are read too).
    public struct Result: KeptMembers {
        /// Every member, in order.
        public var members: JSONObject

        /// A result of these members, as given.
        public init(members: JSONObject) { self.members = members }

        /// `result`, from a digit string or an integer.
        public var result: ResultCode? {
            Self.integer(members[FingerPushResultKey.result.name]).map(ResultCode.init(rawValue:))
        }

        /// A digit string or an integral number as an `Int`.
        static func integer(_ value: JSONValue?) -> Int? { value?.integerFromText.flatMap { Int(exactly: $0) } }

        /// `processCode`, from a digit string or an integer; `nil` when absent or undocumented.
        public var processCode: ProcessCode? {
            Self.integer(members[FingerPushResultKey.processCode.name]).flatMap(ProcessCode.init(rawValue:))
        }

        /// `msgIdx`: the message's index on the server.
        public var messageIndex: String? {
            get { member(FingerPushResultKey.msgIdx) }
            set { setMember(FingerPushResultKey.msgIdx, newValue) }
        }

        /// `message`: the server's text.
        public var message: String? {
            get { member(FingerPushResultKey.message) }
            set { setMember(FingerPushResultKey.message, newValue) }
        }

    }
}

extension FingerPush.UserInfo: PayloadModel {
    /// Validated as kind `fingerpush-userinfo`.
    public static var payloadKind: PayloadKind { .fingerpushUserInfo }
}

extension FingerPush.Result: PayloadModel {
    /// Validated as kind `fingerpush-result`.
    public static var payloadKind: PayloadKind { .fingerpushResult }
}
