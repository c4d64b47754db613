extension MTPush {
    /// A tag: 1–40 UTF-8 bytes of ASCII letters, digits, `_`, Chinese characters and
    /// `@ ! # $ & * + = . |`. Other CJK ideographs are accepted (the SDK's "Chinese characters" may
    /// include them; `mtpush.tag-cjk-extended` warns about them).
    public struct Tag: Sendable, Hashable, CustomStringConvertible {
        /// The tag.
        public let description: String

        /// A tag, checked as the SDK checks it.
        /// - Throws: ``MTPush/ValueError`` with client error 6005 (characters) or 6006 (length).
        public init(_ text: String) throws(ValueError) {
            if let problem = Self.problem(TagText(text), as: .tag) { throw problem }
            description = text
        }

        /// Why a tag or alias is refused: empty, too long, or a character outside the set.
        static func problem(_ text: TagText, as name: Name) -> ValueError? {
            if text.byteCount == 0 {
                return ValueError(name == .alias ? .aliasEmpty : .tagEmpty, "the \(name) is empty")
            }
            if text.byteCount > tagMaxBytes {
                return ValueError(
                    name == .alias ? .aliasTooLong : .tagTooLong,
                    "the \(name) has \(text.byteCount) UTF-8 bytes; at most \(tagMaxBytes)")
            }
            if text.hasInvalidCharacter {
                return ValueError(
                    name == .alias ? .aliasCharacters : .tagCharacters,
                    "the \(name) holds a character other than letters, digits, _, Chinese and @!#$&*+=.|")
            }
            return nil
        }
    }

    /// An alias: one per device, with a tag's length and character set.
    public struct Alias: Sendable, Hashable, CustomStringConvertible {
        /// The alias.
        public let description: String

        /// An alias, checked as the SDK checks it.
        /// - Throws: ``MTPush/ValueError`` with client error 6003 (characters) or 6004 (length).
        public init(_ text: String) throws(ValueError) {
            if let problem = Tag.problem(TagText(text), as: .alias) { throw problem }
            description = text
        }
    }

    /// The tags of one call: a non-empty set of at most 1000 tags whose UTF-8 bytes add up to at
    /// most the total limit. Order is kept; a repeated tag counts once, as in the SDK's `NSSet`.
    public struct TagSet: Sendable, Hashable {
        /// The tags, in order, each once.
        public let tags: [Tag]

        /// A set of tags.
        /// - Parameters:
        ///   - tags: The tags, in order; a repeated tag is kept once.
        ///   - totalMaxBytes: The limit of all tags' bytes: 5000 (the default), 5120 or 7000.
        /// - Throws: ``MTPush/ValueError`` with client error 6001 (empty), 6007 (count) or 6008 (total).
        public init(_ tags: some Sequence<Tag>, totalMaxBytes: Int = MTPush.tagTotalMaxBytes) throws(ValueError) {
            var unique: [Tag] = []
            var seen: Set<Tag> = []
            for tag in tags where seen.insert(tag).inserted { unique.append(tag) }
            if let problem = Self.problem(
                count: unique.count, totalBytes: unique.reduce(0) { $0 + $1.description.utf8.count },
                limit: totalMaxBytes)
            {
                throw problem
            }
            self.tags = unique
        }

        /// Why a call's tags are refused, from their number and total bytes.
        static func problem(count: Int, totalBytes: Int, limit: Int) -> ValueError? {
            if count == 0 { return ValueError(.tagSetEmpty, "the tag set is empty") }
            if count > maxTagsPerCall { return ValueError(.tooManyTags, "\(count) tags; at most \(maxTagsPerCall)") }
            if totalBytes > limit {
                return ValueError(.tagsTooLong, "the tags have \(totalBytes) bytes in all; at most \(limit)")
            }
            return nil
        }
    }

    /// A mobile number: `+` or a digit, then digits and `-`, at most 20 characters. An empty
    /// number (which unbinds) is `nil` where a number is optional.
    public struct MobileNumber: Sendable, Hashable, CustomStringConvertible {
        /// The number.
        public let description: String

        /// A mobile number.
        /// - Throws: ``MTPush/ValueError`` with client error 6023 (format) or 6025 (length).
        public init(_ text: String) throws(ValueError) {
            if let problem = Self.problem(text) { throw problem }
            description = text
        }

        /// Why a number is refused.
        static func problem(_ text: String) -> ValueError? {
            if !isWellFormed(text) {
                return ValueError(.mobileNumberInvalid, "\"\(text.prefix(40))\" is not + or a digit then digits and -")
            }
            if text.count > mobileNumberMaxCharacters {
                return ValueError(
                    .mobileNumberTooLong,
                    "the number has \(text.count) characters; at most \(mobileNumberMaxCharacters)")
            }
            return nil
        }

        /// ``isWellFormed(_:)`` as a regular expression, for the schema.
        static let pattern = "^[+0-9][0-9-]*$"

        /// `^[+0-9][0-9-]*$`.
        static func isWellFormed(_ text: String) -> Bool {
            guard let first = text.utf8.first, first == UInt8(ascii: "+") || (0x30...0x39).contains(first) else {
                return false
            }
            return text.utf8.dropFirst().allSatisfy { (0x30...0x39).contains($0) || $0 == UInt8(ascii: "-") }
        }
    }

    /// A badge number MTPush manages: 0…99999 (`setBadge:` returns `NO` for others).
    public struct Badge: Sendable, Hashable, CustomStringConvertible {
        /// The number.
        public let value: Int

        /// A badge.
        /// - Throws: ``MTPush/ValueError`` when out of 0…99999.
        public init(_ value: Int) throws(ValueError) {
            guard badgeRange.contains(value) else {
                throw ValueError(.badgeOutOfRange, "badge \(value) is outside 0…99999")
            }
            self.value = value
        }

        /// The number.
        public var description: String { String(value) }
    }

    /// The business id of a Live Activity, sent with its push token: non-empty, at most 24 UTF-8
    /// bytes by default.
    public struct LiveActivityID: Sendable, Hashable, CustomStringConvertible {
        /// The id.
        public let description: String

        /// An id.
        /// - Parameters:
        ///   - text: The id.
        ///   - maxBytes: The limit (`liveActivityIDMaxBytes`); `nil` for none.
        /// - Throws: ``MTPush/ValueError`` when empty or longer than the limit.
        public init(_ text: String, maxBytes: Int? = MTPush.liveActivityIDMaxBytes) throws(ValueError) {
            if let problem = Self.problem(text, maxBytes: maxBytes) { throw problem }
            description = text
        }

        /// Why an id is refused.
        static func problem(_ text: String, maxBytes: Int?) -> ValueError? {
            if text.isEmpty { return ValueError(.liveActivityIDEmpty, "the liveActivityId is empty") }
            if let maxBytes, text.utf8.count > maxBytes {
                return ValueError(
                    .liveActivityIDTooLong, "the liveActivityId has \(text.utf8.count) UTF-8 bytes; at most \(maxBytes)"
                )
            }
            return nil
        }
    }
}
