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
        public var errorCode: ErrorCode? { Self.errorCode(of: JSONValue.object(members)) }

        /// The `errorCode` of an error's `FcmError` detail, read through any lookup.
        static func errorCode<Status: JSONLookup>(of error: Status) -> ErrorCode? {
            guard let details = error.member("details")?.elementValues else { return nil }
            for detail in details where detail.member("@type")?.isString(fcmErrorType) == true {
                return detail.member("errorCode")?.stringValue.map(ErrorCode.init(rawValue:))
            }
            return nil
        }

        /// One field at fault, from a `BadRequest` detail.
        public struct FieldViolation: Sendable, Hashable {
            /// The field's path (`message.token`, `message.data[0].value`).
            public var field: String
            /// What is wrong with it.
            public var description: String
        }

        /// The fields at fault, from the `BadRequest` details, in order.
        public var fieldViolations: [FieldViolation] { Self.violations(of: JSONValue.object(members)) }

        /// The fields at fault of an error, read through any lookup, at most `limit` of them.
        static func violations<Status: JSONLookup>(of error: Status, limit: Int = .max) -> [FieldViolation] {
            var found: [FieldViolation] = []
            guard let details = error.member("details")?.elementValues else { return found }
            for detail in details where detail.member("@type")?.isString(badRequestType) == true {
                guard let violations = detail.member("fieldViolations")?.elementValues else { continue }
                for violation in violations {
                    guard found.count < limit else { return found }
                    guard let field = violation.member("field")?.stringValue else { continue }
                    found.append(
                        FieldViolation(field: field, description: violation.member("description")?.stringValue ?? ""))
                }
            }
            return found
        }

        /// What the sender does next: the documented step of the ``errorCode`` (an invalid
        /// argument names the first field at fault, and a field `message.token` drops the token),
        /// else that of `code`. ``FCM/Response/nextStep`` also knows the HTTP status, which it
        /// reads when `code` is not an HTTP status.
        public var nextStep: NextStep { Self.nextStep(of: JSONValue.object(members), status: nil) }

        /// The step of an error, read through any lookup: one place for the model and the checks.
        /// Without a documented error code, the step of `code` when it is an error status (300 to
        /// 599), else the step of the answer's `status` when it is one.
        static func nextStep<Status: JSONLookup>(of error: Status, status: Int?) -> NextStep {
            let field = violations(of: error, limit: 1).first?.field
            if field == "message.token" { return .dropToken(since: nil) }
            // Only an error status says how an error failed (an error body under a success status,
            // or with a success code, says nothing a status can settle).
            func errorStatus(_ value: Int?) -> Int? { value.flatMap { (300...599).contains($0) ? $0 : nil } }
            let documented = errorCode(of: error)?.documented?.nextStep
            let step =
                documented ?? (errorStatus(error.member("code")?.intValue) ?? errorStatus(status)).map(
                    FCM.Response.nextStep(status:)) ?? .giveUp
            if case .fixRequest(nil) = step { return .fixRequest(field: field) }
            return step
        }
    }
}
