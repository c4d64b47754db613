extension APNs {
    /// `aps.sound`: a sound file name, or the critical-alert sound object.
    public enum Sound: Sendable, Hashable, ExpressibleByStringLiteral {
        /// A file in the app bundle or `Library/Sounds`, or `"default"`.
        case named(String)
        /// `{"critical": 1, "name": ..., "volume": ...}`.
        case critical(CriticalSound)

        /// The system sound.
        public static let `default` = Sound.named("default")

        /// A sound file name.
        public init(stringLiteral value: String) { self = .named(value) }
    }

    /// The sound object of a critical alert: its members as given, with typed accessors (see
    /// ``APNs/APS`` for how they read and write).
    public struct CriticalSound: KeptMembers {
        /// Every member, in order.
        public var members: JSONObject

        /// A sound object of these members, as given.
        public init(members: JSONObject) { self.members = members }

        /// A critical-alert sound, its members in the order of the parameters.
        public init(critical: Bool? = true, name: String? = "default", volume: Double? = nil) {
            members = [:]
            self.critical = critical
            self.name = name
            self.volume = volume
        }

        /// `critical`: `true` (written `1`) marks a critical alert.
        public var critical: Bool? {
            get { member(SoundKey.critical, as: Flag.self)?.isSet }
            set { setMember(SoundKey.critical, newValue.map(Flag.init)) }
        }
        /// `name`: the sound file or `"default"`.
        public var name: String? {
            get { member(SoundKey.name) }
            set { setMember(SoundKey.name, newValue) }
        }
        /// `volume`: 0 (silent) to 1 (full). A value JSON cannot hold (NaN, an infinity) is written
        /// `null`, which validation reports.
        public var volume: Double? {
            get { member(SoundKey.volume) }
            set { setMember(SoundKey.volume, newValue) }
        }
    }
}

extension APNs.Sound: Codable {
    /// Decodes a name string, or else the sound object.
    public init(from decoder: any Decoder) throws {
        if decoder.holdsString != false, let name = try? decoder.singleValueContainer().decode(String.self) {
            self = .named(name)
        } else {
            self = .critical(try APNs.CriticalSound(from: decoder))
        }
    }

    /// Encodes the value to any encoder.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .named(let name):
            var container = encoder.singleValueContainer()
            try container.encode(name)
        case .critical(let sound):
            try sound.encode(to: encoder)
        }
    }
}

extension APNs.Sound: MemberValue {
    init?(member: JSONValue) {
        switch member {
        case .string(let name): self = .named(name)
        case .object(let object): self = .critical(APNs.CriticalSound(members: object))
        default: return nil
        }
    }

    var member: JSONValue {
        switch self {
        case .named(let name): .string(name)
        case .critical(let sound): .object(sound.members)
        }
    }
}
