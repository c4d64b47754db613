extension APNs {
    /// `aps.alert`: a plain body string, or an object with title, subtitle, body and localization
    /// keys.
    public enum Alert: Sendable, Hashable, ExpressibleByStringLiteral {
        /// `"alert": "text"`: the body alone.
        case text(String)
        /// `"alert": {...}`.
        case content(AlertContent)

        /// An alert object with these texts.
        public init(title: String? = nil, subtitle: String? = nil, body: String? = nil) {
            self = .content(AlertContent(title: title, subtitle: subtitle, body: body))
        }

        /// A plain body string.
        public init(stringLiteral value: String) { self = .text(value) }

        /// The body text: the string, or the object's `body`.
        public var body: String? {
            switch self {
            case .text(let text): text
            case .content(let content): content.body
            }
        }
    }

    /// The object form of `aps.alert`.
    public struct AlertContent: Sendable, Hashable {
        /// `title`.
        public var title: String? { didSet { kept.dropMembers(named: APNs.AlertKey.title.name) } }
        /// `subtitle`.
        public var subtitle: String? { didSet { kept.dropMembers(named: APNs.AlertKey.subtitle.name) } }
        /// `body`.
        public var body: String? { didSet { kept.dropMembers(named: APNs.AlertKey.body.name) } }
        /// `launch-image`: a launch image or storyboard name.
        public var launchImage: String? { didSet { kept.dropMembers(named: APNs.AlertKey.launchImage.name) } }
        /// `title-loc-key`: a `Localizable.strings` key used instead of `title`.
        public var titleLocKey: String? { didSet { kept.dropMembers(named: APNs.AlertKey.titleLocKey.name) } }
        /// `title-loc-args`: replacements for the `%@` of `title-loc-key`.
        public var titleLocArgs: [String]? { didSet { kept.dropMembers(named: APNs.AlertKey.titleLocArgs.name) } }
        /// `subtitle-loc-key`.
        public var subtitleLocKey: String? { didSet { kept.dropMembers(named: APNs.AlertKey.subtitleLocKey.name) } }
        /// `subtitle-loc-args`.
        public var subtitleLocArgs: [String]? { didSet { kept.dropMembers(named: APNs.AlertKey.subtitleLocArgs.name) } }
        /// `loc-key`: a key used instead of `body`.
        public var locKey: String? { didSet { kept.dropMembers(named: APNs.AlertKey.locKey.name) } }
        /// `loc-args`: replacements for the `%@` of `loc-key`.
        public var locArgs: [String]? { didSet { kept.dropMembers(named: APNs.AlertKey.locArgs.name) } }
        /// Members the typed properties do not hold (legacy keys, a Live Activity `sound`, ...).
        ///
        /// A member set here whose key names a typed property is read as decoding reads it:
        /// `extra["title"] = "Hi"` sets ``title``; `extra["title"] = 5` stays here.
        public var extra: JSONObject {
            get { kept }
            set { setKept(newValue) }
        }
        /// The members ``extra`` holds.
        var kept: JSONObject
        /// Member order as decoded; not part of the value.
        var memo = CodingMemo()

        /// Creates an alert object.
        public init(
            title: String? = nil, subtitle: String? = nil, body: String? = nil, launchImage: String? = nil,
            titleLocKey: String? = nil, titleLocArgs: [String]? = nil, subtitleLocKey: String? = nil,
            subtitleLocArgs: [String]? = nil, locKey: String? = nil, locArgs: [String]? = nil,
            extra: JSONObject = [:]
        ) {
            self.title = title
            self.subtitle = subtitle
            self.body = body
            self.launchImage = launchImage
            self.titleLocKey = titleLocKey
            self.titleLocArgs = titleLocArgs
            self.subtitleLocKey = subtitleLocKey
            self.subtitleLocArgs = subtitleLocArgs
            self.locKey = locKey
            self.locArgs = locArgs
            self.kept = [:]
            setKept(extra)
        }

        /// The string property of a text key.
        subscript(text key: AlertKey) -> String? {
            get {
                switch key {
                case .title: title
                case .subtitle: subtitle
                case .body: body
                case .launchImage: launchImage
                case .titleLocKey: titleLocKey
                case .subtitleLocKey: subtitleLocKey
                case .locKey: locKey
                default: nil
                }
            }
            set {
                switch key {
                case .title: title = newValue
                case .subtitle: subtitle = newValue
                case .body: body = newValue
                case .launchImage: launchImage = newValue
                case .titleLocKey: titleLocKey = newValue
                case .subtitleLocKey: subtitleLocKey = newValue
                case .locKey: locKey = newValue
                default: break
                }
            }
        }

        /// The array property of a `*-loc-args` key.
        subscript(arguments key: AlertKey) -> [String]? {
            get {
                switch key {
                case .titleLocArgs: titleLocArgs
                case .subtitleLocArgs: subtitleLocArgs
                case .locArgs: locArgs
                default: nil
                }
            }
            set {
                switch key {
                case .titleLocArgs: titleLocArgs = newValue
                case .subtitleLocArgs: subtitleLocArgs = newValue
                case .locArgs: locArgs = newValue
                default: break
                }
            }
        }
    }
}

extension APNs.Alert: Codable {
    /// Decodes the object form, or else a string.
    public init(from decoder: any Decoder) throws {
        if decoder.holdsString == true {
            self = .text(try decoder.singleValueContainer().decode(String.self))
            return
        }
        do {
            self = .content(try APNs.AlertContent(from: decoder))
        } catch {
            self = .text(try decoder.singleValueContainer().decode(String.self))
        }
    }

    /// Encodes the value to any encoder.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .text(let text):
            var container = encoder.singleValueContainer()
            try container.encode(text)
        case .content(let content):
            try content.encode(to: encoder)
        }
    }
}

extension APNs.AlertContent: Codable {
    /// Decodes an alert object, keeping members of other types and unknown keys in ``extra``.
    public init(from decoder: any Decoder) throws {
        self.init()
        var reader = try MemberReader(decoder)
        for key in reader.keys {
            switch APNs.AlertKey(name: key.stringValue) {
            case let known? where known.isTypedText:
                self[text: known] = try reader.typed(String.self, key)
            case let known? where known.requiredLocKey != nil:
                self[arguments: known] = try reader.typed([String].self, key)
            default:
                try reader.keep(key)
            }
        }
        kept = reader.extra
        memo = reader.memo
    }

    /// Encodes the value to any encoder.
    public func encode(to encoder: any Encoder) throws {
        var writer = MemberWriter(encoder)
        let present = APNs.AlertKey.table.keys.filter { self[text: $0] != nil || self[arguments: $0] != nil }
        for name in MemberWriter.order(remembered: memo.order, present: present.map(\.name), extra: kept) {
            // A kept member under a typed key was set after the typed property (see `extra`).
            if let value = kept[name] {
                try writer.write(value, name)
            } else if let key = APNs.AlertKey(name: name), let text = self[text: key] {
                try writer.write(text, name)
            } else if let key = APNs.AlertKey(name: name), let arguments = self[arguments: key] {
                try writer.write(arguments, name)
            }
        }
    }
}

extension APNs.AlertContent: UntypedMembers {
    static func namesTypedMember(_ key: String) -> Bool {
        guard let known = APNs.AlertKey(name: key) else { return false }
        return known.isTypedText || known.requiredLocKey != nil
    }
}
