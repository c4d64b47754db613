extension MTPush {
    /// A tag or an alias: the two names the SDK checks alike, each with its own client error codes.
    enum Name: String {
        case tag, alias

        /// The client error for more than 40 bytes: 6006 for a tag, 6004 for an alias.
        var tooLongCode: Int { self == .alias ? 6004 : 6006 }
        /// The client error for a character outside the set: 6005 for a tag, 6003 for an alias.
        var charsetCode: Int { self == .alias ? 6003 : 6005 }
    }

    /// What the SDK's character and byte checks find in a tag or alias: one scan, used by the value
    /// types and by the `mtpush.*` rules alike.
    struct TagText {
        /// UTF-8 bytes.
        var byteCount = 0
        /// A character outside the documented set and outside the CJK ranges (client errors 6003, 6005).
        var hasInvalidCharacter = false
        /// A CJK ideograph outside U+4E00–U+9FA5 (unconfirmed whether the SDK accepts it).
        var hasExtendedCJK = false
        /// One of `@ ! # $ & * + = . |`, which the SDK accepts and the server's Device API does not.
        var hasServerReservedSymbol = false

        /// `byteCount` at most ``MTPush/tagMaxBytes``, as a regular expression for the schema
        /// (ECMA-262 and Python `re`): characters from U+0800 count 3 bytes, any other 1, so the
        /// pattern is exact for text of ASCII and the Basic Multilingual Plane's 3-byte characters
        /// (every tag the character set allows, but for CJK above U+FFFF) and lets more through
        /// elsewhere, never less. For each `k`, `k` such characters among `n` characters are at
        /// least `n + 2k` bytes.
        static let maxBytesPattern: String = {
            let wide = #"[\u0800-\uD7FF\uE000-\uFFFF]"#
            let other = #"[^\u0800-\uD7FF\uE000-\uFFFF]"#
            var pattern = "^"
            for wideCount in 0... {
                // `wideCount` wide characters and `length` characters in all are over the limit.
                let length = tagMaxBytes + 1 - 2 * wideCount
                if length <= wideCount {
                    pattern += "(?!(?:\(other)*\(wide)){\(wideCount)})"
                    break
                }
                let wides = wideCount == 0 ? "" : "(?=(?:\(other)*\(wide)){\(wideCount)})"
                pattern += "(?!\(wides)[\\s\\S]{\(length)})"
            }
            return pattern + #"[\s\S]*$"#
        }()

        init(_ text: String) {
            byteCount = text.utf8.count
            for scalar in text.unicodeScalars {
                switch Self.classify(scalar) {
                case .plain: break
                case .symbol: hasServerReservedSymbol = true
                case .extendedCJK: hasExtendedCJK = true
                case .invalid: hasInvalidCharacter = true
                }
            }
        }

        enum Class { case plain, symbol, extendedCJK, invalid }

        /// A text without an `invalid` scalar (``classify(_:)``), as a regular expression for the
        /// schema (ECMA-262 and Python `re`): exact in the Basic Multilingual Plane; any scalar
        /// above U+FFFF passes, since the two engines spell such ranges differently (the negated
        /// class matches one in Python and each half of its UTF-16 pair in ECMA-262). U+F900–U+FAFF
        /// is in the negated class too: Swift's `Regex` refuses a range from U+F900, which
        /// decomposes.
        static let validPattern =
            #"^(?:[0-9A-Za-z_@!#$&*+=.|\u3400-\u4DBF\u4E00-\u9FFF]|[^\x00-\uD7FF\uE000-\uF8FF\uFB00-\uFFFF])*$"#

        /// ASCII letters, digits and `_`, and U+4E00–U+9FA5, are plain; the SDK's extra symbols are
        /// `symbol`; other CJK ideographs `extendedCJK`; anything else `invalid`.
        static func classify(_ scalar: Unicode.Scalar) -> Class {
            let value = scalar.value
            switch value {
            case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x5F, 0x4E00...0x9FA5: return .plain
            case 0x40, 0x21, 0x23, 0x24, 0x26, 0x2A, 0x2B, 0x3D, 0x2E, 0x7C: return .symbol
            case 0x9FA6...0x9FFF, 0x3400...0x4DBF, 0xF900...0xFAFF, 0x20000...0x2FA1F: return .extendedCJK
            default: return .invalid
            }
        }
    }
}
