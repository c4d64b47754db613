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
