/// FingerPush: the `userInfo` its iOS SDK receives (an APNs body with the `code` string, image and
/// link keys, and up to three custom pairs) and the result codes of its API.
///
/// The `fingerpush.*` rules and the `fingerpush` kind come with the FingerPush family.
public enum FingerPush {
    /// The root keys FingerPush itself sends beside `aps`, and `aps`; every other key is custom data.
    public static let keys = Set(FingerPushKey.members.memberNames)

    /// The number of custom pairs the sending API takes (`ck1`…`ck3`).
    public static let maxCustomPairs = 3
    /// The longest custom key or value the sending API takes, in UTF-8 bytes.
    public static let customMaxBytes = 100
    /// The longest message text (`msg`) the sending API takes, in UTF-8 bytes.
    public static let messageMaxBytes = 1000
}

extension FingerPush {
    /// A result code of the FingerPush API (`result`), or an SDK `Error.code` (900, 901).
    /// Codes FingerPush does not document are kept.
    public struct ResultCode: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
        /// The code.
        public let rawValue: Int

        /// A code by its number.
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// 200: done.
        public static let success = ResultCode(rawValue: 200)
        /// 201: already registered (device registration); a success.
        public static let alreadyRegistered = ResultCode(rawValue: 201)
        /// 403: wrong app key or secret, or no permission.
        public static let forbidden = ResultCode(rawValue: 403)
        /// 404: nothing to look up, or no result.
        public static let notFound = ResultCode(rawValue: 404)
        /// 500: error while processing.
        public static let processingError = ResultCode(rawValue: 500)
        /// 503: a required value is missing.
        public static let missingValue = ResultCode(rawValue: 503)
        /// 504: the token is already registered (device registration); a success.
        public static let tokenAlreadyRegistered = ResultCode(rawValue: 504)
        /// 4031: server to server: invalid app key or secret.
        public static let invalidAppKey = ResultCode(rawValue: 4031)
        /// 4032: server to server: no service permission.
        public static let noServicePermission = ResultCode(rawValue: 4032)
        /// 900: `Error.code` of an error inside the SDK.
        public static let sdkError = ResultCode(rawValue: 900)
        /// 901: `Error.code` of an error the FingerPush server reported.
        public static let serverError = ResultCode(rawValue: 901)

        /// What each documented code means.
        static let meanings: [Int: String] = [
            200: "success", 201: "already registered (treat as success)",
            403: "wrong app key or secret, or no permission",
            404: "nothing to look up or no result", 500: "error while processing", 503: "a required value is missing",
            504: "token already registered (treat as success)", 4031: "invalid app key or secret",
            4032: "no service permission", 900: "error inside the SDK", 901: "error reported by the FingerPush server",
        ]

        /// What the code means; `nil` for a code FingerPush does not document.
        public var meaning: String? { Self.meanings[rawValue] }

        /// Whether FingerPush documents the code.
        public var isKnown: Bool { meaning != nil }

        /// Whether the call succeeded: 200, or device registration's 201 and 504.
        public var isSuccess: Bool { [200, 201, 504].contains(rawValue) }

        /// The number and its meaning.
        public var description: String { meaning.map { "\(rawValue) (\($0))" } ?? String(rawValue) }
    }

    /// `processCode` of a server-to-server send: how far the message got.
    public enum ProcessCode: Int, Sendable, Hashable, CaseIterable {
        /// 20001: the message is registered.
        case messageRegistered = 20001
        /// 20002: its targets are registered.
        case targetsRegistered = 20002
        /// 20003: registration is complete.
        case complete = 20003
    }
}

extension PayloadKind {
    /// A FingerPush `userInfo`, or a FingerPush server result object.
    public static let fingerpush = PayloadKind(registering: "fingerpush")
    /// A FingerPush `userInfo` (``FingerPush/UserInfo``).
    public static let fingerpushUserInfo = PayloadKind(registering: "fingerpush-userinfo")
    /// A FingerPush server result object (``FingerPush/Result``).
    public static let fingerpushResult = PayloadKind(registering: "fingerpush-result")
}

/// The root keys of a FingerPush `userInfo`: `aps` and the keys FingerPush sends beside it.
enum FingerPushKey: Int, WireKey {
    case aps, code, imgUrl, labelCode, msgTag, weblink, rcvchkUrl

    /// The wire name.
    var name: String {
        switch self {
        case .aps: "aps"
        case .code: "code"
        case .imgUrl: "imgUrl"
        case .labelCode: "labelCode"
        case .msgTag: "msgTag"
        case .weblink: "weblink"
        case .rcvchkUrl: "rcvchkUrl"
        }
    }

    static let table = KeyTable<FingerPushKey>()

    /// A `userInfo`'s FingerPush members and the type each takes (`aps` and `code` have rules of
    /// their own).
    static let members = MemberTable<FingerPushKey>(
        "userInfo",
        [
            (.aps, .ruled(.apns.apsNotObject)), (.code, .ruled(.fingerpush.codeType)), (.imgUrl, .string),
            (.labelCode, .string), (.msgTag, .oneOf([.string, .integer])), (.weblink, .string),
            (.rcvchkUrl, .string),
        ], open: true)

    /// The members that hold a URL.
    static let urls: [FingerPushKey] = [.imgUrl, .weblink, .rcvchkUrl]
}

/// The members of a FingerPush server result object.
enum FingerPushResultKey: Int, WireKey {
    case result, msgIdx, processCode, message

    /// The wire name.
    var name: String {
        switch self {
        case .result: "result"
        case .msgIdx: "msgIdx"
        case .processCode: "processCode"
        case .message: "message"
        }
    }

    static let table = KeyTable<FingerPushResultKey>()
}
