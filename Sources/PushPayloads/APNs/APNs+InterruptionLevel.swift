extension APNs {
    /// `aps.interruption-level`: how a notification may break through Focus (iOS 15+).
    ///
    /// A raw-value struct so a level Apple adds later decodes and round-trips unchanged.
    public struct InterruptionLevel: OpenStringValue {
        /// The wire value.
        public var rawValue: String

        /// A level with this wire value.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Added to the notification list without lighting the screen or playing a sound.
        public static let passive = InterruptionLevel(rawValue: "passive")
        /// Presented immediately; the default.
        public static let active = InterruptionLevel(rawValue: "active")
        /// Breaks through Focus; needs the Time Sensitive Notifications capability.
        public static let timeSensitive = InterruptionLevel(rawValue: "time-sensitive")
        /// Breaks through Focus and the ring switch; needs Apple's critical alerts entitlement.
        public static let critical = InterruptionLevel(rawValue: "critical")

        /// The levels Apple documents.
        public static let documented: [InterruptionLevel] = [.passive, .active, .timeSensitive, .critical]

        /// Whether Apple documents this level.
        public var isDocumented: Bool { InterruptionLevel.documented.contains(self) }
    }
}
