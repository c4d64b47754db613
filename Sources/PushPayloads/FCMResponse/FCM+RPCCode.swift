extension FCM {
    /// The canonical error codes of Google APIs (`google.rpc.Code`), by the name an HTTP v1 error's
    /// `status` gives, each with the HTTP status it maps to (googleapis' `google/rpc/code.proto`,
    /// "HTTP Mapping"). Three HTTP statuses have several codes: 400 (`INVALID_ARGUMENT`,
    /// `FAILED_PRECONDITION`, `OUT_OF_RANGE`), 409 (`ALREADY_EXISTS`, `ABORTED`) and 500
    /// (`UNKNOWN`, `INTERNAL`, `DATA_LOSS`).
    enum RPCCode {
        /// Each name with its HTTP status, in the order of the codes' numbers (0 to 16).
        static let all: [(name: String, httpStatus: Int)] = [
            ("OK", 200), ("CANCELLED", 499), ("UNKNOWN", 500), ("INVALID_ARGUMENT", 400), ("DEADLINE_EXCEEDED", 504),
            ("NOT_FOUND", 404), ("ALREADY_EXISTS", 409), ("PERMISSION_DENIED", 403), ("RESOURCE_EXHAUSTED", 429),
            ("FAILED_PRECONDITION", 400), ("ABORTED", 409), ("OUT_OF_RANGE", 400), ("UNIMPLEMENTED", 501),
            ("INTERNAL", 500), ("UNAVAILABLE", 503), ("DATA_LOSS", 500), ("UNAUTHENTICATED", 401),
        ]

        /// The HTTP status of the code `name`; `nil` when it is not a code's name.
        static func httpStatus(of name: String) -> Int? {
            all.first { $0.name == name }?.httpStatus
        }
    }
}
