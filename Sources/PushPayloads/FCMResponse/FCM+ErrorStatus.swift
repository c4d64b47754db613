extension FCM {
    /// The `error` of an HTTP v1 error answer (`google.rpc.Status`): `code` (the HTTP status),
    /// `message`, `status` (the canonical code's name) and `details`, each detail kept as given.
    public struct ErrorStatus: KeptMembers {
        /// The `@type` of the detail that carries the ``ErrorCode``.
        public static let fcmErrorType = "type.googleapis.com/google.firebase.fcm.v1.FcmError"
        /// The `@type` of the detail that names the fields at fault.
        public static let badRequestType = "type.googleapis.com/google.rpc.BadRequest"

        /// Every member, in order.
        public var members: JSONObject

        /// An error of these members, as given.
        public init(members: JSONObject) { self.members = members }

        /// An error with an `FcmError` detail.
        public init(code: Int, message: String, status: String, errorCode: ErrorCode? = nil) {
            members = ["code": .number(JSONNumber(code)), "message": .string(message), "status": .string(status)]
            if let errorCode {
                members["details"] = .array([
                    .object(["@type": .string(Self.fcmErrorType), "errorCode": .string(errorCode.rawValue)])
                ])
            }
        }

        /// `code`: the HTTP status.
        public var code: Int? {
            get { member("code") }
            set { setMember("code", newValue) }
        }
        /// `message`.
        public var message: String? {
            get { member("message") }
            set { setMember("message", newValue) }
        }
        /// `status`: the canonical code's name (`NOT_FOUND`, `INVALID_ARGUMENT`, ...).
        public var status: String? {
            get { member("status") }
            set { setMember("status", newValue) }
        }
        /// `details`: the objects of the array, as given.
        public var details: [JSONObject] { members["details"]?.arrayValue?.compactMap(\.objectValue) ?? [] }

        /// The `errorCode` of the `FcmError` detail.
        public var errorCode: ErrorCode? {
            details.first { $0["@type"]?.stringValue == Self.fcmErrorType }?["errorCode"]?.stringValue
                .map(ErrorCode.init(rawValue:))
        }

        /// One field at fault, from a `BadRequest` detail.
        public struct FieldViolation: Sendable, Hashable {
            /// The field's path (`message.token`, `message.data[0].value`).
            public var field: String
            /// What is wrong with it.
            public var description: String
        }

        /// The fields at fault, from the `BadRequest` details, in order.
        public var fieldViolations: [FieldViolation] {
            details.filter { $0["@type"]?.stringValue == Self.badRequestType }.flatMap { detail in
                (detail["fieldViolations"]?.arrayValue ?? []).compactMap { violation in
                    violation["field"]?.stringValue.map {
                        FieldViolation(field: $0, description: violation["description"]?.stringValue ?? "")
                    }
                }
            }
        }

        /// What the sender does next: the documented step of the ``errorCode`` (an invalid
        /// argument names the first field at fault, and a field `message.token` drops the token),
        /// else that of `code`.
        public var nextStep: NextStep {
            let field = fieldViolations.first?.field
            if field == "message.token" { return .dropToken(since: nil) }
            let step = errorCode?.documented?.nextStep ?? code.map(FCM.Response.nextStep(status:)) ?? .giveUp
            if case .fixRequest(nil) = step { return .fixRequest(field: field) }
            return step
        }
    }
}
