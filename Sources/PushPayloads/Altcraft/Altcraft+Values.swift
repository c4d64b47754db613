extension Altcraft {
    /// A subscription or profile status; values Altcraft does not document are kept.
    public struct SubscriptionStatus: RawRepresentable, Sendable, Hashable, Codable, CustomStringConvertible {
        /// The value as sent.
        public let rawValue: String

        /// A status by its value.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// `subscribed`.
        public static let subscribed = SubscriptionStatus(rawValue: "subscribed")
        /// `unsubscribed`.
        public static let unsubscribed = SubscriptionStatus(rawValue: "unsubscribed")
        /// `suspended`: no pushes arrive, and no unsubscribe event is recorded.
        public static let suspended = SubscriptionStatus(rawValue: "suspended")

        /// The values Altcraft documents.
        static let documented: [SubscriptionStatus] = [.subscribed, .unsubscribed, .suspended]

        /// Whether Altcraft documents the value.
        public var isKnown: Bool { Self.documented.contains(self) }

        /// The value.
        public var description: String { rawValue }
    }

    /// A push provider; values Altcraft does not document (the Android ones) are kept.
    public struct Provider: RawRepresentable, Sendable, Hashable, Codable, CustomStringConvertible {
        /// The value as sent.
        public let rawValue: String

        /// A provider by its value.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// `ios-apns`.
        public static let apns = Provider(rawValue: "ios-apns")
        /// `ios-firebase`.
        public static let firebase = Provider(rawValue: "ios-firebase")
        /// `ios-huawei`.
        public static let huawei = Provider(rawValue: "ios-huawei")

        /// Whether it is one of the iOS SDK's providers.
        public var isKnown: Bool { [Self.apns, .firebase, .huawei].contains(self) }

        /// The value.
        public var description: String { rawValue }
    }
}

/// An Altcraft object: its members kept as given, camelCase names read as their wire keys.
protocol AltcraftObject: KeptMembers {
    /// Its entry of the member table.
    static var object: Altcraft.Object { get }
}

extension AltcraftObject {
    /// Decodes any object, renaming camelCase members to their wire keys.
    public init(from decoder: any Decoder) throws {
        self.init(members: Altcraft.wireSpelled(try JSONObject.decodeObject(from: decoder), as: Self.object))
    }

    /// A nested object of the table, when it is an object.
    func nested<T: AltcraftObject>(_ key: String, as type: T.Type) -> T? {
        members[key]?.objectValue.map { T(members: Altcraft.wireSpelled($0, as: T.object)) }
    }
}

extension Altcraft.SubscriptionStatus: MemberValue {}

extension Altcraft.Provider: MemberValue {}
