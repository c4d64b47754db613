extension MTPush {
    /// `_j_msgid`: MTPush's message id, sent as a number and sometimes as a string. This gives it as
    /// digits either way; a number above 2^53 keeps its exact literal.
    public static func messageID(_ value: JSONValue?) -> String? {
        guard let value, let text = value.integerText, !text.isEmpty else { return nil }
        // A negative number is no id; a string is kept as sent.
        return value.numberValue != nil && text.hasPrefix("-") ? nil : text
    }

    /// The `userInfo` of an MTPush notification (also what the notification-enhancement callback
    /// gets): `aps`, `_j_msgid`, the SDK's `_j_business` and `_j_uid`, and the server's extras at the
    /// top level. Every member is kept as received, in order.
    public struct UserInfo: CarriesAPS {
        /// Every member, in order.
        public var members: JSONObject

        /// A `userInfo` of these members, as given.
        public init(members: JSONObject) { self.members = members }

        /// `_j_msgid` as digits, from a number or a string.
        public var messageID: String? {
            get { MTPush.messageID(members[MTPushKey.msgID.name]) }
            set { setMember(MTPushKey.msgID, newValue) }
        }

        /// `_j_business`, as received.
        public var business: JSONValue? {
            get { member(MTPushKey.business) }
            set { setMember(MTPushKey.business, newValue) }
        }

        /// `_j_uid`, as received.
        public var uid: JSONValue? {
            get { member(MTPushKey.uid) }
            set { setMember(MTPushKey.uid, newValue) }
        }

        /// The server's extras: every member that is not `aps` or an SDK key, in order.
        public var extras: JSONObject {
            JSONObject(members.members.filter { !MTPush.sdkKeys.contains($0.key) })
        }
    }

    /// A custom message (the in-app channel, delivered while the app is in the foreground):
    /// `content`, `title`, `extras` and `_j_msgid`.
    public struct CustomMessage: KeptMembers {
        /// Every member, in order.
        public var members: JSONObject

        /// A message of these members, as given.
        public init(members: JSONObject) { self.members = members }

        /// A message.
        public init(content: String, title: String? = nil, extras: JSONObject? = nil, messageID: String? = nil) {
            members = [MTPushKey.content.name: .string(content)]
            if let title { members[MTPushKey.title.name] = .string(title) }
            if let extras { members[MTPushKey.extras.name] = .object(extras) }
            if let messageID { members[MTPushKey.msgID.name] = .string(messageID) }
        }

        /// `content`.
        public var content: String? {
            get { member(MTPushKey.content) }
            set { setMember(MTPushKey.content, newValue) }
        }
        /// `title`.
        public var title: String? {
            get { member(MTPushKey.title) }
            set { setMember(MTPushKey.title, newValue) }
        }
        /// `extras`.
        public var extras: JSONObject? {
            get { member(MTPushKey.extras) }
            set { setMember(MTPushKey.extras, newValue) }
        }
        /// `_j_msgid` as digits; `reportCustomDisplay:` and `reportCustomClick:` need it.
        public var messageID: String? {
            get { MTPush.messageID(members[MTPushKey.msgID.name]) }
            set { setMember(MTPushKey.msgID, newValue) }
        }
    }

    /// An in-app message (`MTPushInAppMessage`, SDK 4.5.0 and later). Its id is spelled
    /// `mesageId` on the wire, as the SDK's property is.
    public struct InAppMessage: KeptMembers {
        /// Every member, in order.
        public var members: JSONObject

        /// A message of these members, as given.
        public init(members: JSONObject) { self.members = members }

        /// `mesageId`.
        public var messageID: String? {
            get { members[MTPushKey.inAppID.name]?.stringValue }
            set { members[MTPushKey.inAppID.name] = newValue.map(JSONValue.string) }
        }
        /// `title`.
        public var title: String? {
            get { member(MTPushKey.title) }
            set { setMember(MTPushKey.title, newValue) }
        }
        /// `content`.
        public var content: String? {
            get { member(MTPushKey.content) }
            set { setMember(MTPushKey.content, newValue) }
        }
        /// `target`: the page names the message shows on, when every element is a string.
        public var target: [String]? {
            members[MTPushKey.target.name]?.arrayValue.flatMap { values in
                let names = values.compactMap(\.stringValue)
                return names.count == values.count ? names : nil
            }
        }
        /// `clickAction`: the URL opened on tap.
        public var clickAction: String? {
            get { member(MTPushKey.clickAction) }
            set { setMember(MTPushKey.clickAction, newValue) }
        }
        /// `extras`.
        public var extras: JSONObject? {
            get { member(MTPushKey.extras) }
            set { setMember(MTPushKey.extras, newValue) }
        }
    }

    /// A result record of an SDK callback: `resCode` or `iResCode`, and whatever else it carries.
    public struct ResultRecord: KeptMembers {
        /// Every member, in order.
        public var members: JSONObject

        /// A record of these members, as given.
        public init(members: JSONObject) { self.members = members }

        /// `resCode`, or else `iResCode`.
        public var code: ResultCode? {
            (members[MTPushKey.resCode.name] ?? members[MTPushKey.iResCode.name])?.numberValue?.intValue.map(
                ResultCode.init(rawValue:))
        }
    }
}
