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

    /// The sound object of a critical alert.
    public struct CriticalSound: Sendable, Hashable {
        /// `critical`: `true` (written `1`) marks a critical alert.
        public var critical: Bool? { didSet { kept.dropMembers(named: APNs.SoundKey.critical.name) } }
        /// `name`: the sound file or `"default"`.
        public var name: String? { didSet { kept.dropMembers(named: APNs.SoundKey.name.name) } }
        /// `volume`: 0 (silent) to 1 (full).
        public var volume: Double? { didSet { kept.dropMembers(named: APNs.SoundKey.volume.name) } }
        /// Members the typed properties do not hold.
        ///
        /// A member set here whose key names a typed property is read as decoding reads it:
        /// `extra["volume"] = 0.5` sets ``volume``; `extra["volume"] = "loud"` stays here.
        public var extra: JSONObject {
            get { kept }
            set { setKept(newValue) }
        }
        /// The members ``extra`` holds.
        var kept: JSONObject
        /// Member order and number literals as decoded; not part of the value.
        var memo = CodingMemo()

        /// A critical-alert sound.
        public init(critical: Bool? = true, name: String? = "default", volume: Double? = nil, extra: JSONObject = [:]) {
            self.critical = critical
            self.name = name
            self.volume = volume
            self.kept = [:]
            setKept(extra)
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

extension APNs.CriticalSound: Codable {
    /// Decodes the value from any decoder.
    public init(from decoder: any Decoder) throws {
        self.init(critical: nil, name: nil)
        var reader = try MemberReader(decoder)
        for key in reader.keys {
            switch APNs.SoundKey(name: key.stringValue) {
            case .critical: critical = try reader.flag(key)
            case .name: name = try reader.typed(String.self, key)
            case .volume: volume = try reader.number(Double.self, key)
            case nil: try reader.keep(key)
            }
        }
        kept = reader.extra
        memo = reader.memo
    }

    /// Encodes the value to any encoder.
    public func encode(to encoder: any Encoder) throws {
        var writer = MemberWriter(encoder)
        var present: [String] = []
        if critical != nil { present.append(APNs.SoundKey.critical.name) }
        if name != nil { present.append(APNs.SoundKey.name.name) }
        if volume != nil { present.append(APNs.SoundKey.volume.name) }
        for name in MemberWriter.order(remembered: memo.order, present: present, extra: kept) {
            // A kept member under a typed key was set after the typed property (see `extra`).
            if let value = kept[name] {
                try writer.write(value, name)
                continue
            }
            switch APNs.SoundKey(name: name) {
            case .critical where critical != nil: try writer.writeFlag(critical ?? false, name, memo: memo)
            case .name where self.name != nil: try writer.write(self.name, name)
            case .volume where volume != nil: try writer.writeNumber(volume ?? 0, name, memo: memo)
            default: break
            }
        }
    }
}

extension APNs.CriticalSound: UntypedMembers {
    static func namesTypedMember(_ key: String) -> Bool { APNs.SoundKey(name: key) != nil }
}
