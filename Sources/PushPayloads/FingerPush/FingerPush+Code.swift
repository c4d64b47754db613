extension FingerPush {
    /// The `code` string of a FingerPush `userInfo`: flags as `KEY:VALUE` pairs joined by `;`, e.g.
    /// `"CD:1;IM:1;WL:1;PT:STOS"`.
    ///
    /// A key is two uppercase ASCII letters and a value one or more ASCII letters or digits. The
    /// parser keeps every segment in order, unknown keys and repeated keys included, so
    /// ``description`` of a parsed code is the string it was parsed from. The typed accessors read
    /// the first occurrence of a key.
    public struct Code: Sendable, Hashable, CustomStringConvertible {
        /// One `KEY:VALUE` pair.
        public struct Segment: Sendable, Hashable {
            /// Two uppercase ASCII letters (`CD`).
            public var key: String
            /// One or more ASCII letters or digits (`1`, `STOS`).
            public var value: String

            /// A pair.
            public init(key: String, value: String) {
                self.key = key
                self.value = value
            }
        }

        /// The pairs, in order.
        public var segments: [Segment]

        /// A code of these pairs.
        public init(segments: [Segment]) {
            self.segments = segments
        }

        /// A code with the four documented flags, in the order FingerPush sends them.
        public init(customData: Bool, image: Bool, webLink: Bool, type: MessageType) {
            segments = [
                Segment(key: Key.customData, value: customData ? "1" : "0"),
                Segment(key: Key.image, value: image ? "1" : "0"),
                Segment(key: Key.webLink, value: webLink ? "1" : "0"),
                Segment(key: Key.messageType, value: type.rawValue),
            ]
        }

        /// ``init(parsing:)`` as a regular expression (ECMA-262 and Python `re`), for the schema:
        /// `KEY:VALUE` pairs joined by `;`, a key two uppercase ASCII letters, a value one or more
        /// ASCII letters or digits.
        static let syntaxPattern = "^[A-Z]{2}:[A-Za-z0-9]+(?:;[A-Z]{2}:[A-Za-z0-9]+)*$"

        /// Parses a code string, with the byte scanner the validator checks codes with.
        ///
        /// - Throws: ``FingerPush/CodeSyntaxError`` naming the first byte that breaks the grammar
        ///   (an empty string or segment, a key that is not two uppercase letters, a missing `:`,
        ///   an empty value, a character other than a letter or digit in a value).
        public init(parsing text: some StringProtocol) throws(CodeSyntaxError) {
            var text = String(text)
            let parsed = text.withUTF8 { bytes in
                Swift.Result { () throws(CodeSyntaxError) -> [Segment] in
                    var scanner = CodeScanner(bytes)
                    var segments: [Segment] = []
                    // One segment per `;`-separated piece: the array is allocated once.
                    segments.reserveCapacity(bytes.reduce(1) { $0 + ($1 == UInt8(ascii: ";") ? 1 : 0) })
                    while let segment = try scanner.next() {
                        segments.append(
                            Segment(
                                key: String(decoding: bytes[segment.keyRange], as: UTF8.self),
                                value: String(decoding: bytes[segment.valueRange], as: UTF8.self)))
                    }
                    return segments
                }
            }
            segments = try parsed.get()
        }

        /// The code string: the segments joined, exactly as parsed.
        public var description: String {
            let count = segments.reduce(max(segments.count - 1, 0)) { $0 + $1.key.utf8.count + 1 + $1.value.utf8.count }
            // Written once into a string of the exact size.
            return String(unsafeUninitializedCapacity: count) { buffer in
                var index = 0
                func write(_ byte: UInt8) {
                    buffer[index] = byte
                    index += 1
                }
                for (position, segment) in segments.enumerated() {
                    if position > 0 { write(UInt8(ascii: ";")) }
                    for byte in segment.key.utf8 { write(byte) }
                    write(UInt8(ascii: ":"))
                    for byte in segment.value.utf8 { write(byte) }
                }
                return index
            }
        }

        /// The value of the first segment with this key.
        public subscript(key: String) -> String? {
            get { segments.first { $0.key == key }?.value }
            set {
                if let index = segments.firstIndex(where: { $0.key == key }) {
                    if let newValue { segments[index].value = newValue } else { segments.remove(at: index) }
                } else if let newValue {
                    segments.append(Segment(key: key, value: newValue))
                }
            }
        }

        /// `CD`: whether the push carries custom data; `nil` when absent or not `0`/`1`.
        public var customData: Bool? {
            get { flag(Key.customData) }
            set { self[Key.customData] = newValue.map { $0 ? "1" : "0" } }
        }

        /// `IM`: whether an image is attached (`imgUrl`); `nil` when absent or not `0`/`1`.
        public var image: Bool? {
            get { flag(Key.image) }
            set { self[Key.image] = newValue.map { $0 ? "1" : "0" } }
        }

        /// `WL`: whether a web link is attached (`weblink`); `nil` when absent or not `0`/`1`.
        public var webLink: Bool? {
            get { flag(Key.webLink) }
            set { self[Key.webLink] = newValue.map { $0 ? "1" : "0" } }
        }

        /// `PT`: the message type, unknown values kept; `nil` when absent.
        public var messageType: MessageType? {
            get { self[Key.messageType].map(MessageType.init(rawValue:)) }
            set { self[Key.messageType] = newValue?.rawValue }
        }

        private func flag(_ key: String) -> Bool? {
            switch self[key] {
            case "1": true
            case "0": false
            default: nil
            }
        }

        /// The documented keys.
        public enum Key {
            /// `CD`: custom data present.
            public static let customData = "CD"
            /// `IM`: image attached.
            public static let image = "IM"
            /// `WL`: web link present.
            public static let webLink = "WL"
            /// `PT`: message type.
            public static let messageType = "PT"
            /// The four, in the order FingerPush writes them.
            public static let all = [customData, image, webLink, messageType]
        }
    }

    /// `PT`: the kind of message. Values FingerPush does not document are kept.
    public struct MessageType: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
        /// The value as written.
        public let rawValue: String

        /// A message type by its code value.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// `DEFT`: an ordinary push.
        public static let normal = MessageType(rawValue: "DEFT")
        /// `STOS`: sent server to server (through the API).
        public static let serverToServer = MessageType(rawValue: "STOS")
        /// `LNGT`: a long push.
        public static let long = MessageType(rawValue: "LNGT")

        /// The values FingerPush documents.
        static let documented: [MessageType] = [.normal, .serverToServer, .long]

        /// Whether FingerPush documents the value.
        public var isKnown: Bool { Self.documented.contains(self) }

        /// The value.
        public var description: String { rawValue }
    }
}
