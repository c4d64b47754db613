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

    /// The object form of `aps.alert`: its members as given, with typed accessors (see
    /// ``APNs/APS`` for how they read and write). Legacy keys, a Live Activity `sound` and any other
    /// member stay in ``members``.
    public struct AlertContent: KeptMembers {
        /// Every member, in order.
        public var members: JSONObject

        /// An alert object of these members, as given.
        public init(members: JSONObject) { self.members = members }

        /// Creates an alert object, its members in the order of the parameters.
        public init(
            title: String? = nil, subtitle: String? = nil, body: String? = nil, launchImage: String? = nil,
            titleLocKey: String? = nil, titleLocArgs: [String]? = nil, subtitleLocKey: String? = nil,
            subtitleLocArgs: [String]? = nil, locKey: String? = nil, locArgs: [String]? = nil
        ) {
            members = [:]
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
        }

        /// `title`.
        public var title: String? {
            get { member(AlertKey.title) }
            set { setMember(AlertKey.title, newValue) }
        }
        /// `subtitle`.
        public var subtitle: String? {
            get { member(AlertKey.subtitle) }
            set { setMember(AlertKey.subtitle, newValue) }
        }
        /// `body`.
        public var body: String? {
            get { member(AlertKey.body) }
            set { setMember(AlertKey.body, newValue) }
        }
        /// `launch-image`: a launch image or storyboard name.
        public var launchImage: String? {
            get { member(AlertKey.launchImage) }
            set { setMember(AlertKey.launchImage, newValue) }
        }
        /// `title-loc-key`: a `Localizable.strings` key used instead of `title`.
        public var titleLocKey: String? {
            get { member(AlertKey.titleLocKey) }
            set { setMember(AlertKey.titleLocKey, newValue) }
        }
        /// `title-loc-args`: replacements for the `%@` of `title-loc-key`.
        public var titleLocArgs: [String]? {
            get { member(AlertKey.titleLocArgs) }
            set { setMember(AlertKey.titleLocArgs, newValue) }
        }
        /// `subtitle-loc-key`.
        public var subtitleLocKey: String? {
            get { member(AlertKey.subtitleLocKey) }
            set { setMember(AlertKey.subtitleLocKey, newValue) }
        }
        /// `subtitle-loc-args`.
        public var subtitleLocArgs: [String]? {
            get { member(AlertKey.subtitleLocArgs) }
            set { setMember(AlertKey.subtitleLocArgs, newValue) }
        }
        /// `loc-key`: a key used instead of `body`.
        public var locKey: String? {
            get { member(AlertKey.locKey) }
            set { setMember(AlertKey.locKey, newValue) }
        }
        /// `loc-args`: replacements for the `%@` of `loc-key`.
        public var locArgs: [String]? {
            get { member(AlertKey.locArgs) }
            set { setMember(AlertKey.locArgs, newValue) }
        }

        /// The string member of a text key.
        subscript(text key: AlertKey) -> String? {
            get { member(key) }
            set { setMember(key, newValue) }
        }

        /// The array member of a `*-loc-args` key.
        subscript(arguments key: AlertKey) -> [String]? {
            get { member(key) }
            set { setMember(key, newValue) }
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

extension APNs.Alert: MemberValue {
    init?(member: JSONValue) {
        switch member {
        case .string(let text): self = .text(text)
        case .object(let object): self = .content(APNs.AlertContent(members: object))
        default: return nil
        }
    }

    var member: JSONValue {
        switch self {
        case .text(let text): .string(text)
        case .content(let content): .object(content.members)
        }
    }
}
