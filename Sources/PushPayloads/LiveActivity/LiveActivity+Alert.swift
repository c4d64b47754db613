extension LiveActivity {
    /// The `alert` of a Live Activity push: a title and body, each plain or localized, and a sound.
    ///
    /// Apple's examples put the localization inside each field (`"title": {"loc-key": ...}`) and
    /// `sound` inside `alert`; the flat keys of ordinary notifications (`title-loc-key`) are not
    /// documented for Live Activities. The members are kept as given, with typed accessors (see
    /// ``APNs/APS`` for how they read and write).
    public struct Alert: KeptMembers {
        /// Every member, in order.
        public var members: JSONObject

        /// An alert of these members, as given.
        public init(members: JSONObject) { self.members = members }

        /// Creates an alert, its members in the order of the parameters.
        public init(title: Text? = nil, body: Text? = nil, sound: String? = nil) {
            members = [:]
            self.title = title
            self.body = body
            self.sound = sound
        }

        /// `title`.
        public var title: Text? {
            get { member("title") }
            set { setMember("title", newValue) }
        }
        /// `body`.
        public var body: Text? {
            get { member("body") }
            set { setMember("body", newValue) }
        }
        /// `sound`: a sound file name, or `"default"`.
        public var sound: String? {
            get { member("sound") }
            set { setMember("sound", newValue) }
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

extension LiveActivity.Text: MemberValue {
    /// A string, or an object of exactly a string `loc-key` and an optional array of strings
    /// `loc-args`, as decoding reads it.
    init?(member: JSONValue) {
        switch member {
        case .string(let text): self = .plain(text)
        case .object(let object):
            guard object.members.allSatisfy({ $0.key == "loc-key" || $0.key == "loc-args" }),
                let key = object["loc-key"]?.stringValue
            else { return nil }
            guard let arguments = object["loc-args"] else {
                self = .localized(key: key, arguments: nil)
                return
            }
            guard let strings = [String](member: arguments) else { return nil }
            self = .localized(key: key, arguments: strings)
        default: return nil
        }
    }

    var member: JSONValue {
        switch self {
        case .plain(let text): return .string(text)
        case .localized(let key, let arguments):
            var object: JSONObject = ["loc-key": .string(key)]
            if let arguments { object["loc-args"] = arguments.member }
            return .object(object)
        }
    }
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
