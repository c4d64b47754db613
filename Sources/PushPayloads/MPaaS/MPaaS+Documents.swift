extension MPaaS {
    /// `MPPushServiceLiveActivityFilterType`: what the SDK does with a repeated bind call.
    public enum FilterType: Int, Sendable, Hashable, CaseIterable {
        /// `Abandon` (0): duplicate calls are dropped silently.
        case abandon = 0
        /// `Call` (1): dropped, and the completion gets the reason `callRepeat`.
        case call = 1
        /// `Refuse` (2): no filtering (the prose spells it `ReRefuse`).
        case refuse = 2

        /// The filter a record's value names: a number 0–2, or a case name in any letter case
        /// (`reRefuse` too).
        public init?(json value: JSONValue) {
            if let number = value.numberValue?.intValue {
                self.init(rawValue: number)
            } else if let name = value.stringValue?.lowercased() {
                switch name {
                case "abandon": self = .abandon
                case "call": self = .call
                case "refuse", "rerefuse": self = .refuse
                default: return nil
                }
            } else {
                return nil
            }
        }

        /// The name a record writes.
        public var name: String {
            switch self {
            case .abandon: "abandon"
            case .call: "call"
            case .refuse: "refuse"
            }
        }
    }

    /// The bind record of `liveActivityBindWithActivityId:pushToken:filter:completion:`: which
    /// activity an update token belongs to.
    ///
    /// The members are kept as given, in order (typed accessors read and write them), so a record
    /// round-trips exactly.
    public struct BindRecord: Sendable, Hashable {
        /// Every member, in order.
        public var members: JSONObject

        /// A record of these members, as given.
        public init(members: JSONObject) {
            self.members = members
        }

        /// A record; the token is the hex string of the token bytes.
        public init(activityID: String, pushToken: String, filter: FilterType? = nil) {
            members = ["activityId": .string(activityID), "pushToken": .string(pushToken)]
            if let filter { members[MPaaSKey.filter.name] = .string(filter.name) }
        }

        /// `activityId`: the developer's id of the activity, the same for every token it gets.
        public var activityID: String? {
            get { members[MPaaSKey.activityId.name]?.stringValue }
            set { members[MPaaSKey.activityId.name] = newValue.map(JSONValue.string) }
        }

        /// `pushToken`: the activity's update token, hex.
        public var pushToken: String? {
            get { members[MPaaSKey.pushToken.name]?.stringValue }
            set { members[MPaaSKey.pushToken.name] = newValue.map(JSONValue.string) }
        }

        /// `filter`, when it names a filter.
        public var filter: FilterType? {
            get { members[MPaaSKey.filter.name].flatMap(FilterType.init(json:)) }
            set { members[MPaaSKey.filter.name] = newValue.map { .string($0.name) } }
        }
    }

    /// A server simple-push request (`PushSimple`).
    ///
    /// The members are kept as given, in order; typed accessors read and write the documented ones.
    public struct SimplePush: Sendable, Hashable {
        /// Every member, in order.
        public var members: JSONObject

        /// A request of these members, as given.
        public init(members: JSONObject) {
            self.members = members
        }

        /// A request to the targets, `target → message id` (at most ``MPaaS/maxTargets``).
        public init(
            taskName: String, title: String, content: String, appID: String, workspaceID: String, deliveryType: Int,
            targets: [(target: String, messageID: String)]
        ) {
            members = [
                "taskName": .string(taskName), "title": .string(title), "content": .string(content),
                "appId": .string(appID), "workspaceId": .string(workspaceID),
                "deliveryType": .number(JSONNumber(deliveryType)),
                "targetMsgkey": .object(
                    JSONObject(targets.map { .init(key: $0.target, value: .string($0.messageID)) })),
            ]
        }

        /// `deliveryType`: 1 Android, 2 iOS, 3 user id, 5 Live Activity token, 6 activity id, 7 HarmonyOS.
        public var deliveryType: Int? {
            get { members[MPaaSKey.deliveryType.name]?.numberValue?.intValue }
            set { members[MPaaSKey.deliveryType.name] = newValue.map { .number(JSONNumber($0)) } }
        }

        /// `targetMsgkey` as pairs: an object, or a string holding one, as mPaaS accepts both.
        public var targets: [(target: String, messageID: String)]? {
            var object = members[MPaaSKey.targetMsgkey.name]?.objectValue
            if object == nil, let text = members[MPaaSKey.targetMsgkey.name]?.stringValue {
                object = (try? JSONValue(parsing: Array(text.utf8)))?.objectValue
            }
            return object?.members.compactMap { member in member.value.stringValue.map { (member.key, $0) } }
        }

        /// A string member by name (`taskName`, `title`, `content`, `appId`, `workspaceId`, `uri`,
        /// `notifyType`, ...).
        public subscript(string name: String) -> String? {
            get { members[name]?.stringValue }
            set { members[name] = newValue.map(JSONValue.string) }
        }
    }
}

/// mPaaS documents keep their members as given and are validated as their document's kind.
protocol MemberListModel: PayloadModel, KeptMembers {}

extension MPaaS.BindRecord: MemberListModel {
    /// Validated as kind `mpaas-bind-record`.
    public static var payloadKind: PayloadKind { .mpaasBindRecord }
}

extension MPaaS.SimplePush: MemberListModel {
    /// Validated as kind `mpaas-simple-push`.
    public static var payloadKind: PayloadKind { .mpaasSimplePush }
}
