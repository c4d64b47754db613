extension LiveActivity {
    /// The `alert` of a Live Activity push: a title and body, each plain or localized, and a sound.
    ///
    /// Apple's examples put the localization inside each field (`"title": {"loc-key": ...}`) and
    /// `sound` inside `alert`; the flat keys of ordinary notifications (`title-loc-key`) are not
    /// documented for Live Activities. Other members are kept in ``extra``.
    public struct Alert: Sendable, Hashable {
        /// `title`.
        public var title: Text? { didSet { kept.dropMembers(named: Key.title.rawValue) } }
        /// `body`.
        public var body: Text? { didSet { kept.dropMembers(named: Key.body.rawValue) } }
        /// `sound`: a sound file name, or `"default"`.
        public var sound: String? { didSet { kept.dropMembers(named: Key.sound.rawValue) } }
        /// Members the typed properties do not hold, in order.
        ///
        /// A member set here whose key names a typed property is read as decoding reads it:
        /// `extra["sound"] = "chime.aiff"` sets ``sound``; `extra["sound"] = 1` stays here.
        public var extra: JSONObject {
            get { kept }
            set { setKept(newValue) }
        }
        /// The members ``extra`` holds.
        var kept: JSONObject
        /// Member order as decoded; not part of the value.
        var memo = CodingMemo()

        /// The typed members' keys.
        enum Key: String {
            case title, body, sound
        }

        /// Creates an alert.
        public init(title: Text? = nil, body: Text? = nil, sound: String? = nil, extra: JSONObject = [:]) {
            self.title = title
            self.body = body
            self.sound = sound
            self.kept = [:]
            setKept(extra)
        }
    }

    /// A Live Activity alert's `title` or `body`: a string, or a localization key with arguments.
    public enum Text: Sendable, Hashable, ExpressibleByStringLiteral {
        /// The text itself.
        case plain(String)
        /// `{"loc-key": key, "loc-args": arguments}`: a `Localizable.strings` key and the values of
        /// its placeholders (`nil`: no `loc-args` member).
        case localized(key: String, arguments: [String]?)

        /// Plain text.
        public init(stringLiteral value: String) { self = .plain(value) }
    }
}

extension LiveActivity.Alert: Codable {
    /// Decodes an alert object; members of other types and other keys are kept in ``extra``.
    public init(from decoder: any Decoder) throws {
        self.init()
        var reader = try MemberReader(decoder)
        for key in reader.keys {
            switch Key(rawValue: key.stringValue) {
            case .title: title = try reader.typed(LiveActivity.Text.self, key)
            case .body: body = try reader.typed(LiveActivity.Text.self, key)
            case .sound: sound = try reader.typed(String.self, key)
            case nil: try reader.keep(key)
            }
        }
        kept = reader.extra
        memo = reader.memo
    }

    /// Encodes the alert in the order it was decoded with.
    public func encode(to encoder: any Encoder) throws {
        var writer = MemberWriter(encoder)
        let present = [(Key.title, title != nil), (.body, body != nil), (.sound, sound != nil)].filter(\.1)
        for name in MemberWriter.order(remembered: memo.order, present: present.map(\.0.rawValue), extra: kept) {
            // A kept member under a typed key was set after the typed property (see `extra`).
            if let value = kept[name] {
                try writer.write(value, name)
                continue
            }
            switch Key(rawValue: name) {
            case .title? where title != nil: try writer.write(title, name)
            case .body? where body != nil: try writer.write(body, name)
            case .sound? where sound != nil: try writer.write(sound, name)
            default: break
            }
        }
    }
}

extension LiveActivity.Alert: UntypedMembers {
    static func namesTypedMember(_ key: String) -> Bool { Key(rawValue: key) != nil }
}

extension LiveActivity.Text: Codable {
    private enum Key: String, CodingKey {
        case locKey = "loc-key"
        case locArgs = "loc-args"
    }

    /// Decodes a string, or an object of exactly `loc-key` and an optional `loc-args`.
    public init(from decoder: any Decoder) throws {
        if decoder.holdsString != false, let text = try? decoder.singleValueContainer().decode(String.self) {
            self = .plain(text)
            return
        }
        let container = try decoder.container(keyedBy: PayloadCodingKey.self)
        guard container.allKeys.allSatisfy({ Key(rawValue: $0.stringValue) != nil }) else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription: "A Live Activity alert text object holds only loc-key and loc-args"))
        }
        let keyed = try decoder.container(keyedBy: Key.self)
        self = .localized(
            key: try keyed.decode(String.self, forKey: .locKey),
            arguments: try keyed.decodeIfPresent([String].self, forKey: .locArgs))
    }

    /// Encodes the string, or the localization object.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .plain(let text):
            var container = encoder.singleValueContainer()
            try container.encode(text)
        case .localized(let key, let arguments):
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(key, forKey: .locKey)
            try container.encodeIfPresent(arguments, forKey: .locArgs)
        }
    }
}
