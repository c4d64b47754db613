extension MTPush {
    /// Tag, alias and device settings, as the SDK's arguments (`tags` an array, `mobileNumber`) or
    /// as the server's Device API body (`tags` as `{"add": [...], "remove": [...]}`, `mobile`).
    ///
    /// Every member is kept as given, in order; typed accessors read and write the documented ones.
    public struct DeviceRequest: KeptMembers {
        /// Every member, in order.
        public var members: JSONObject

        /// A request of these members, as given.
        public init(members: JSONObject) { self.members = members }

        /// An SDK-argument request; absent values are left out.
        public init(
            tags: TagSet? = nil, alias: Alias? = nil, mobileNumber: MobileNumber? = nil, badge: Badge? = nil,
            liveActivity: (id: LiveActivityID, pushToken: String?)? = nil
        ) {
            members = [:]
            if let tags { members[MTPushKey.tags.name] = .array(tags.tags.map { .string($0.description) }) }
            if let alias { members[MTPushKey.alias.name] = .string(alias.description) }
            if let mobileNumber { members[MTPushKey.mobileNumber.name] = .string(mobileNumber.description) }
            if let badge { members[MTPushKey.badge.name] = .number(JSONNumber(badge.value)) }
            if let liveActivity {
                members[MTPushKey.liveActivityId.name] = .string(liveActivity.id.description)
                members[MTPushKey.pushToken.name] = liveActivity.pushToken.map(JSONValue.string) ?? .null
            }
        }

        /// Whether it is the server's Device API form: `tags` is an object or `""` (which clears
        /// every tag), or `mobile` is given. (``MTPush/Options/deviceAPI`` makes validation treat
        /// any request so.)
        public var isDeviceAPIForm: Bool {
            let tags = members[MTPushKey.tags.name]
            return tags?.objectValue != nil || tags == .string("") || members[MTPushKey.mobile.name] != nil
        }

        /// The tags of the SDK form (`tags`), or the added tags of the Device API form (`tags.add`),
        /// when every element is a string.
        public var tags: [String]? {
            let list =
                isDeviceAPIForm ? members[MTPushKey.tags.name]?[MTPushKey.add.name] : members[MTPushKey.tags.name]
            return list?.arrayValue.flatMap { values in
                let tags = values.compactMap(\.stringValue)
                return tags.count == values.count ? tags : nil
            }
        }

        /// The removed tags of the Device API form.
        public var removedTags: [String]? {
            members[MTPushKey.tags.name]?[MTPushKey.remove.name]?.arrayValue?.compactMap(\.stringValue)
        }

        /// `alias`.
        public var alias: String? {
            get { member(MTPushKey.alias) }
            set { setMember(MTPushKey.alias, newValue) }
        }
        /// `mobileNumber`, or the Device API's `mobile`; set, it is written under the spelling the
        /// request already has (`mobileNumber` when it has neither).
        public var mobileNumber: String? {
            get { (members[MTPushKey.mobileNumber.name] ?? members[MTPushKey.mobile.name])?.stringValue }
            set {
                let given = members[MTPushKey.mobileNumber.name] == nil && members[MTPushKey.mobile.name] != nil
                setMember(given ? MTPushKey.mobile : .mobileNumber, newValue)
            }
        }
        /// `badge`.
        public var badge: Int? {
            get { member(MTPushKey.badge) }
            set { setMember(MTPushKey.badge, newValue) }
        }
        /// `liveActivityId`.
        public var liveActivityID: String? {
            get { member(MTPushKey.liveActivityId) }
            set { setMember(MTPushKey.liveActivityId, newValue) }
        }
        /// `pushToken`: the activity's update token (hex); `null` unregisters.
        public var pushToken: String? {
            get { member(MTPushKey.pushToken) }
            set { setMember(MTPushKey.pushToken, newValue) }
        }
        /// `activityAttributes`: the attributes type name of a push-to-start token.
        public var activityAttributes: String? {
            get { member(MTPushKey.activityAttributes) }
            set { setMember(MTPushKey.activityAttributes, newValue) }
        }
        /// `pushToStartToken`.
        public var pushToStartToken: String? {
            get { member(MTPushKey.pushToStartToken) }
            set { setMember(MTPushKey.pushToStartToken, newValue) }
        }
    }
}

/// MTPush documents keep their members as given and are validated as their document's kind.
protocol MTPushModel: PayloadModel, KeptMembers {}

extension MTPush.UserInfo: MTPushModel {
    /// Validated as kind `mtpush-userinfo`.
    public static var payloadKind: PayloadKind { .mtpushUserInfo }
}

extension MTPush.CustomMessage: MTPushModel {
    /// Validated as kind `mtpush-custom-message`.
    public static var payloadKind: PayloadKind { .mtpushCustomMessage }
}

extension MTPush.InAppMessage: MTPushModel {
    /// Validated as kind `mtpush-inapp-message`.
    public static var payloadKind: PayloadKind { .mtpushInAppMessage }
}

extension MTPush.DeviceRequest: MTPushModel {
    /// Validated as kind `mtpush-device-request`.
    public static var payloadKind: PayloadKind { .mtpushDeviceRequest }
}

extension MTPush.ResultRecord: MTPushModel {
    /// Validated as kind `mtpush-result`.
    public static var payloadKind: PayloadKind { .mtpushResult }
}
