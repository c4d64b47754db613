extension MTPush {
    /// A callback result code of the SDK (`resCode`, `iResCode`); codes MTPush does not document
    /// are kept.
    public struct ResultCode: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
        /// The code.
        public let rawValue: Int

        /// A code by its number.
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// 0: success.
        public static let success = ResultCode(rawValue: 0)
        /// 1011: no registration id on a simulator; on the server, the tag or alias was not set.
        public static let notRegistered = ResultCode(rawValue: 1011)
        /// 6003: the alias holds an invalid character.
        public static let aliasCharacters = ResultCode(rawValue: 6003)
        /// 6004: the alias is longer than 40 bytes.
        public static let aliasTooLong = ResultCode(rawValue: 6004)
        /// 6005: a tag holds an invalid character.
        public static let tagCharacters = ResultCode(rawValue: 6005)
        /// 6006: a tag is longer than 40 bytes.
        public static let tagTooLong = ResultCode(rawValue: 6006)
        /// 6007: more than 1000 tags.
        public static let tooManyTags = ResultCode(rawValue: 6007)
        /// 6008: the tags are too long in all.
        public static let tagsTooLong = ResultCode(rawValue: 6008)
        /// 6023: the mobile number is invalid.
        public static let mobileNumberInvalid = ResultCode(rawValue: 6023)
        /// 6025: the mobile number is longer than 20 characters.
        public static let mobileNumberTooLong = ResultCode(rawValue: 6025)

        /// What each documented code means.
        static let meanings: [Int: String] = [
            0: "success", 1005: "the AppKey does not exist", 1008: "the AppKey is invalid",
            1009: "no iOS app under this AppKey (or an SDK older than 2.1.0)",
            1011: "no registration id (simulator), or the tag/alias was not set",
            6001: "invalid setting (tag, alias and property all empty)", 6002: "timeout; retry",
            6003: "the alias has invalid characters", 6004: "the alias is longer than 40 bytes",
            6005: "a tag has invalid characters", 6006: "a tag is longer than 40 bytes", 6007: "more than 1000 tags",
            6008: "the tags are too long in all", 6009: "unknown SDK error",
            6011: "too frequent (more than 10 tag/alias/property or 3 mobile-number calls in 10 s)",
            6012: "set while the push service is stopped", 6013: "the device clock is abnormal", 6014: "network busy",
            6015: "blacklisted", 6016: "invalid user", 6017: "invalid request", 6018: "more than 1000 tags already set",
            6019: "getting all tags failed", 6020: "request failed", 6021: "a previous tag request is still pending",
            6022: "a previous alias request is still pending", 6023: "the mobile number is invalid",
            6024: "server internal error", 6025: "the mobile number is longer than 20 characters",
            6026: "packet too large (Android only)", 6027: "the alias is bound to more than 10 devices",
            6036: "no property permission", 6037: "wrong property parameter type",
            6038: "a previous property request is still pending", 7000: "the geofence expired",
            7001: "the geofence was not found",
        ]

        /// What the code means; `nil` for a code MTPush does not document.
        public var meaning: String? { Self.meanings[rawValue] }

        /// Whether MTPush documents the code.
        public var isKnown: Bool { meaning != nil }

        /// The number and its meaning.
        public var description: String { meaning.map { "\(rawValue) (\($0))" } ?? String(rawValue) }
    }
}
