/// The "URL" of the rule tables: an absolute `http` or `https` URL with a non-empty host, made of
/// the characters RFC 3986 allows. The host is checked against the `reg-name` grammar only (or an
/// IP literal in brackets), never resolved, so a placeholder host such as `...` passes.
enum URLFormat {
    /// ``isWebURL(_:httpsOnly:)`` as a regular expression (ECMA-262 and Python `re`), for the
    /// schemas: the scheme in any case, `//`, an optional user info, a bracketed IP literal or a
    /// `reg-name` with valid escapes, an optional port, then a path and query starting with `/` or
    /// `?` and at most one fragment, of RFC 3986 characters with valid escapes.
    static func webURLPattern(httpsOnly: Bool = false) -> String {
        let plain = "-A-Za-z0-9._~!$&'()*+,;="  // `-` first: a literal in any class
        let escape = "%[0-9A-Fa-f]{2}"
        let host = #"(?:\[[0-9A-Fa-f:.]+\]|(?:[\#(plain)]|\#(escape))+)(?::[0-9]*)?"#
        let pathCharacter = "(?:[\(plain):@/?]|\(escape))"
        let scheme = JSONSchemaBuilder.caseless(httpsOnly ? "https" : "http") + (httpsOnly ? "" : "[Ss]?")
        return "^\(scheme)://(?:[\(plain):%]*@)?\(host)(?:[/?]\(pathCharacter)*)?(?:#\(pathCharacter)*)?$"
    }

    /// Whether `text` is such a URL; `httpsOnly` refuses `http`.
    static func isWebURL(_ text: String, httpsOnly: Bool = false) -> Bool {
        withUTF8Bytes(of: text) { isWebURL($0, httpsOnly: httpsOnly) }
    }

    /// Whether the UTF-8 `bytes` are such a URL (a string token's, read without making a string).
    static func isWebURL(_ bytes: UnsafeBufferPointer<UInt8>, httpsOnly: Bool = false) -> Bool {
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")) else { return false }
        let scheme = UnsafeBufferPointer(rebasing: bytes[..<colon])
        guard ASCIIFold.equals(scheme, "https") || (!httpsOnly && ASCIIFold.equals(scheme, "http")) else {
            return false
        }
        var position = colon + 1
        guard bytes.count >= position + 2, bytes[position] == UInt8(ascii: "/"),
            bytes[position + 1] == UInt8(ascii: "/")
        else { return false }
        position += 2
        let authorityEnd =
            bytes[position...].firstIndex {
                $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#")
            }
            ?? bytes.count
        guard isAuthority(bytes[position..<authorityEnd]) else { return false }
        var fragments = 0
        for byte in bytes[authorityEnd...] {
            if byte == UInt8(ascii: "#") {
                fragments += 1
                guard fragments == 1 else { return false }
                continue
            }
            guard isPathByte(byte) else { return false }
        }
        return hasValidEscapes(bytes[authorityEnd...])
    }

    /// `[userinfo@]host[:port]` with a non-empty host.
    private static func isAuthority(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        var hostStart = bytes.startIndex
        if let at = bytes.lastIndex(of: UInt8(ascii: "@")) {
            guard
                bytes[..<at].allSatisfy({
                    isUnreservedOrSubDelim($0) || $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: "%")
                })
            else { return false }
            hostStart = at + 1
        }
        var host = bytes[hostStart...]
        if host.first == UInt8(ascii: "[") {
            guard let close = host.firstIndex(of: UInt8(ascii: "]")) else { return false }
            let literal = host[(host.startIndex + 1)..<close]
            guard !literal.isEmpty,
                literal.allSatisfy({
                    HeaderFormats.isHexDigit($0) || $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: ".")
                })
            else { return false }
            return isPort(host[(close + 1)...])
        }
        if let colon = host.firstIndex(of: UInt8(ascii: ":")) {
            guard isPort(host[colon...]) else { return false }
            host = host[..<colon]
        }
        return !host.isEmpty && host.allSatisfy { isUnreservedOrSubDelim($0) || $0 == UInt8(ascii: "%") }
            && hasValidEscapes(host)
    }

    /// Empty, or `:` and digits.
    private static func isPort(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        bytes.isEmpty || (bytes.first == UInt8(ascii: ":") && bytes.dropFirst().allSatisfy { (48...57).contains($0) })
    }

    private static func isUnreservedOrSubDelim(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "!"),
            UInt8(ascii: "$"), UInt8(ascii: "&"), UInt8(ascii: "'"), UInt8(ascii: "("), UInt8(ascii: ")"),
            UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "="):
            true
        default: false
        }
    }

    /// A character of a path, query or fragment (`#` is handled by the caller).
    private static func isPathByte(_ byte: UInt8) -> Bool {
        isUnreservedOrSubDelim(byte) || byte == UInt8(ascii: ":") || byte == UInt8(ascii: "@")
            || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "%")
    }

    /// Every `%` is followed by two hex digits.
    private static func hasValidEscapes(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        var index = bytes.startIndex
        while index < bytes.endIndex {
            if bytes[index] == UInt8(ascii: "%") {
                guard index + 2 < bytes.endIndex,
                    HeaderFormats.isHexDigit(bytes[index + 1]), HeaderFormats.isHexDigit(bytes[index + 2])
                else { return false }
                index += 3
            } else {
                index += 1
            }
        }
        return true
    }
}
