/// Alipay mPaaS Push: Live Activity bodies pushed through mPaaS, the activity-token bind record,
/// and the server's simple-push request.
///
/// mPaaS limits Live Activity content to 4 KB by default (its Live Activity guide); its message
/// content page gives 2 KB for the iOS channel, the alternative ``Options/liveActivityMaxBytes``.
public enum MPaaS {
    /// The default limit of a Live Activity body pushed through mPaaS, in bytes.
    public static let liveActivityMaxBytes = 4096
    /// The alternative limit: the iOS channel message body of mPaaS's content restrictions.
    public static let channelMessageMaxBytes = 2048
    /// The most `targetMsgkey` pairs one simple push takes.
    public static let maxTargets = 10

    /// `deliveryType` of a simple push: who the targets are.
    public static let deliveryTypes: [Int64: String] = [
        1: "Android device", 2: "iOS device", 3: "user id", 5: "Live Activity push token",
        6: "Live Activity activity id", 7: "HarmonyOS device",
    ]
}

extension PayloadKind {
    /// An mPaaS document: a Live Activity body, a bind record, or a simple-push request.
    public static let mpaas = PayloadKind(registering: "mpaas")
    /// A Live Activity body pushed through mPaaS, under mPaaS's limit.
    public static let mpaasLiveActivity = PayloadKind(registering: "mpaas-liveactivity")
    /// A Live Activity bind record (``MPaaS/BindRecord``).
    public static let mpaasBindRecord = PayloadKind(registering: "mpaas-bind-record")
    /// A simple-push request (``MPaaS/SimplePush``).
    public static let mpaasSimplePush = PayloadKind(registering: "mpaas-simple-push")
}

/// The member names of mPaaS's bind record and simple-push request, each declared once.
enum MPaaSKey: Int, WireKey {
    case aps, activityId, pushToken, filter
    case taskName, title, content, appId, workspaceId, deliveryType, targetMsgkey, pushStyle, silent, pushAction
    case notifyType

    /// The wire name.
    var name: String {
        switch self {
        case .aps: "aps"
        case .activityId: "activityId"
        case .pushToken: "pushToken"
        case .filter: "filter"
        case .taskName: "taskName"
        case .title: "title"
        case .content: "content"
        case .appId: "appId"
        case .workspaceId: "workspaceId"
        case .deliveryType: "deliveryType"
        case .targetMsgkey: "targetMsgkey"
        case .pushStyle: "pushStyle"
        case .silent: "silent"
        case .pushAction: "pushAction"
        case .notifyType: "notifyType"
        }
    }

    static let table = KeyTable<MPaaSKey>()

    /// A bind record (`liveActivityBindWithActivityId:pushToken:filter:`): each member has rules
    /// of its own.
    static let bindRecord = MemberTable<MPaaSKey>(
        "bind record",
        [
            (.activityId, .ruled(.mpaas.activityIDEmpty)), (.pushToken, .ruled(.apnsRequest.deviceTokenFormat)),
            (.filter, .ruled(.mpaas.filterValue)),
        ])
    /// A member mPaaS documents with a closed list of values (`mpaas.simple-push-enum`).
    private static func choice(_ values: [JSONValue]) -> MemberType<MPaaSKey> {
        .constrained(.init(.values(values), .mpaas.simplePushEnum))
    }

    /// A simple-push request: the members mPaaS documents as required, and the enumerated ones.
    static let simplePush = MemberTable<MPaaSKey>(
        "simple push",
        [
            (.taskName, .ruled(.mpaas.simplePushRequired)), (.title, .ruled(.mpaas.simplePushRequired)),
            (.content, .ruled(.mpaas.simplePushRequired)), (.appId, .ruled(.mpaas.simplePushRequired)),
            (.workspaceId, .ruled(.mpaas.simplePushRequired)), (.deliveryType, .ruled(.mpaas.deliveryType)),
            (.targetMsgkey, .ruled(.mpaas.targetMsgkey)), (.pushStyle, choice([0, 1, 2])), (.silent, choice([0, 1])),
            (.pushAction, choice([0, 1])), (.notifyType, choice(["transparent", "notify"])),
        ],
        required: [.taskName, .title, .content, .appId, .workspaceId, .deliveryType, .targetMsgkey])
}
