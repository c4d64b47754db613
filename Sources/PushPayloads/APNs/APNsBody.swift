/// What the `apns.*` rules need to know about a body, gathered in one pass over its tape.
///
/// The rules read members by node index; nothing here builds strings or values. For duplicate
/// keys the first occurrence is the member (the later ones are `json.duplicate-key`).
struct APNsBody {
    /// A member: its key token and value token.
    struct Member {
        var key: Int
        var value: Int
    }

    let document: JSONDocument
    /// The root object's node.
    let root: Int
    /// The pointer of the body's root (`""`, or e.g. `/message/apns/payload` inside FCM), found
    /// from its node on each use: for rendered findings.
    var base: JSONPointer { root == 0 ? JSONPointer() : document.pointer(ofNode: root).pointer }
    /// The pointer of `aps` (`/aps` for a body at the root).
    var apsPointer: JSONPointer { base.appending(key: "aps") }
    /// The first `aps` member.
    private(set) var aps: Member?
    /// The number of root members other than `aps` and simulator metadata (custom keys).
    private(set) var customCount = 0
    /// The first root `mdm` member, if any.
    private(set) var mdmMember: Member?
    /// The Xcode simulator file's `Simulator Target Bundle` member, when the body came from one.
    private(set) var simulatorMetadata: Member?
    /// The documented `aps` members, as the one walk read them (first occurrence); all absent when
    /// `aps` is not an object. Not optional, so that reading a member copies nothing.
    let apsMembers: ObjectMembers<APNs.APSKey>
    /// Whether `aps` is an object.
    let apsIsObject: Bool

    /// The Xcode simulator metadata key.
    static let simulatorKey = "Simulator Target Bundle"

    /// The push type a family that extends `aps` checks the body as, whatever its keys; `nil`
    /// when no such family does.
    private let extendedAs: APNs.PushType?

    /// The body at `root` of the run's document, its `aps` read by the one walk
    /// (``APNsChecks/apsReading``: unknown keys other than `claimed` ones, `null` and types are
    /// reported as it reads); `extendedAs` is the push type an extending family checks it as
    /// (whose keys, alert and scores that family judges).
    init(
        _ run: inout ValidationRun, root: Int, isSimulatorFile: Bool = false, extendedAs: APNs.PushType? = nil,
        claimed: [String] = []
    ) {
        let document = run.document
        self.document = document
        self.extendedAs = extendedAs
        self.root = root
        for child in document.nodes.children(of: root) {
            let member = Member(key: child.key, value: child.value)
            if document.keyEquals(child.key, "aps") {
                if aps == nil { aps = member } else { customCount += 1 }
            } else if isSimulatorFile, simulatorMetadata == nil, document.keyEquals(child.key, Self.simulatorKey) {
                simulatorMetadata = member
            } else {
                customCount += 1
                if mdmMember == nil, document.keyEquals(child.key, "mdm") { mdmMember = member }
            }
        }
        let table = APNs.APSKey.members
        guard let aps, document.kind(of: aps.value) == .object else {
            apsIsObject = false
            apsMembers = ObjectMembers(
                document: document, table: table, node: root, slots: run.takeSlots(table.members.count))
            return
        }
        apsIsObject = true
        apsMembers = table.read(&run, aps.value, as: APNsChecks.apsReading, claimed: claimed)
        hasAlertText = findsAlertText
    }

    /// The first member of `aps` with a documented key, whatever its value.
    subscript(key: APNs.APSKey) -> Member? { apsMembers.first(key) }

    /// Whether `aps` has the key (whatever its value).
    func has(_ key: APNs.APSKey) -> Bool { self[key] != nil }

    /// The push type whose own `aps` rules judge the body instead of an ordinary notification's
    /// (its alert object, its `relevance-score`): the one it is checked as, else the one its
    /// `event` key belongs to.
    var extendedPushType: APNs.PushType? { extendedAs ?? (has(.event) ? APNs.APSKey.event.pushType : nil) }

    /// Whether the body is an MDM body: a string `mdm` at the root and no `aps`.
    var isMDMBody: Bool {
        aps == nil && mdmMember.map { document.kind(of: $0.value) == .string } == true
    }

    /// Whether the body is a background push: the push type is `background`, or
    /// no push type is known and `aps` has `content-available: 1` and no alert, badge or sound.
    func isBackground(pushType: APNs.PushType?) -> Bool {
        guard pushType == nil else { return pushType == .background }
        return flag(.contentAvailable, is: 1) && !has(.alert) && !has(.badge) && !has(.sound)
    }

    /// Whether the root member whose key token is `key` is a custom key (not `aps` as used, not
    /// simulator metadata).
    func isCustom(key: Int) -> Bool {
        key != aps?.key && key != simulatorMetadata?.key
    }

    /// Whether `aps.<key>` is the number `value`.
    func flag(_ key: APNs.APSKey, is value: Double) -> Bool {
        self[key].map { document.isNumber($0.value, equalTo: value) } ?? false
    }

    /// Whether the body has alert text: a non-empty string `alert`, or an alert
    /// object with a non-empty title, subtitle, body or loc key; for an extended body (see
    /// ``extendedPushType``), also a `title`/`body` object with a non-empty `loc-key`.
    private(set) var hasAlertText = false

    /// Counts text the device shows from outside the body as alert text (an FCM message's
    /// `notification.title`/`body`, which FCM puts into `aps.alert`).
    mutating func addAlertText() { hasAlertText = true }

    private var findsAlertText: Bool {
        guard let alert = self[.alert] else { return false }
        switch document.kind(of: alert.value) {
        case .string:
            return document.isNonEmptyString(alert.value)
        case .object:
            for child in document.nodes.children(of: alert.value) {
                guard let key = APNs.AlertKey.table.key(at: child.key, in: document), key.isText else { continue }
                if document.isNonEmptyString(child.value) { return true }
                if extendedPushType != nil, key == .title || key == .body, document.kind(of: child.value) == .object,
                    let locKey = document.member(named: APNs.AlertKey.locKey.name, in: child.value),
                    document.isNonEmptyString(locKey.value)
                {
                    return true
                }
            }
            return false
        default:
            return false
        }
    }

    /// The pointer of an `aps` member.
    func pointer(_ key: APNs.APSKey) -> JSONPointer { apsPointer.appending(key: key.name) }

    /// The pointer of the member whose key token is `key`, under `parent`.
    func pointer(ofKey key: Int, under parent: JSONPointer) -> JSONPointer {
        parent.appending(key: document.string(at: key))
    }
}
