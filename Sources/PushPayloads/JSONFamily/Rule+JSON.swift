/// The `json` family: syntax, encoding, structure and numbers, for every kind.
extension Rule {
    static let rfc8259 = "https://www.rfc-editor.org/rfc/rfc8259"
    static let sfDecoder =
        "https://github.com/apple/swift-foundation/blob/HEAD/Sources/FoundationEssentials/JSON/JSONDecoder.swift"
    static let sfScanner =
        "https://github.com/apple/swift-foundation/blob/HEAD/Sources/FoundationEssentials/JSON/JSONScanner.swift"

    /// The `json.*` rules a document of any kind can get when its kind is named: all but those of
    /// `auto` (what it decided, a root array of documents). A family whose documents are objects
    /// reports `json.root-not-object` too (see ``jsonObjectDocument``).
    static let jsonNamedKind: [Rule] = json.all.excluding([
        json.autoKind, json.autoKindAmbiguous, json.documentArray, json.rootNotObject,
    ])
    /// The `json.*` rules a document of a named kind whose root must be an object can get.
    static let jsonObjectDocument: [Rule] = jsonNamedKind + [json.rootNotObject]

    /// The rule reporting a fatal reader error.
    static func fatal(_ code: JSONReadError.Code) -> Rule {
        RuleRegistry.rule(id: code.ruleID) ?? .json.syntax
    }

    /// The `json.*` rules: the text itself (syntax, encoding, numbers, duplicates, size) and what `auto` decided.
    package static let json = JSONRules()
}

/// The `json.*` rules: the text itself (syntax, encoding, numbers, duplicates, size) and what `auto` decided.
///
/// One stored property per rule, in catalog order (``RuleGroup/all``); `Rule.json` is the
/// instance.
package struct JSONRules: RuleGroup {
    /// Any violation of the RFC 8259 grammar.
    package let syntax = Rule(
        id: "json.syntax", defaultSeverity: .error,
        summary: "The text violates the RFC 8259 JSON grammar.",
        help:
            "Fix the token at the reported position: no trailing commas, comments, single quotes, unquoted keys, leading zeros, NaN/Infinity or raw control characters in strings.",
        source: Rule.rfc8259 + "#section-2"
    )
    /// Zero bytes, or only whitespace and a byte-order mark.
    package let emptyInput = Rule(
        id: "json.empty-input", defaultSeverity: .error,
        summary: "The input has no JSON value (APNs answers PayloadEmpty).",
        help: "Send a JSON object; an empty body is rejected.",
        source: Rule.rfc8259 + "#section-2"
    )
    /// Something other than whitespace after the top-level value.
    package let trailingData = Rule(
        id: "json.trailing-data", defaultSeverity: .error,
        summary: "Something other than whitespace follows the top-level value.",
        help: "Send exactly one JSON value; remove what follows it (a second document, a stray character, a NUL byte).",
        source: Rule.rfc8259 + "#section-2"
    )
    /// A byte sequence that is not well-formed UTF-8.
    package let invalidUTF8 = Rule(
        id: "json.invalid-utf8", defaultSeverity: .error,
        summary: "The text contains a byte sequence that is not well-formed UTF-8.",
        help: "Re-encode the file as UTF-8; Latin-1 or truncated multi-byte characters are the usual cause.",
        source: Rule.rfc8259 + "#section-8.1"
    )
    /// UTF-16 or UTF-32 text.
    package let notUTF8 = Rule(
        id: "json.not-utf8", defaultSeverity: .error,
        summary: "The text is UTF-16 or UTF-32, not UTF-8.",
        help: "Save the file as UTF-8 without a byte-order mark.",
        source: Rule.rfc8259 + "#section-8.1"
    )
    /// A leading UTF-8 byte-order mark.
    package let bom = Rule(
        id: "json.bom", defaultSeverity: .warning,
        summary: "The text starts with a UTF-8 byte-order mark, which senders must not add.",
        help: "Remove the three bytes EF BB BF; they also count towards the size when the file is sent as given.",
        source: Rule.rfc8259 + "#section-8.1"
    )
    /// A `\uD800`–`\uDFFF` escape outside a surrogate pair.
    package let loneSurrogate = Rule(
        id: "json.lone-surrogate", defaultSeverity: .error,
        summary:
            "A string holds a surrogate escape that is not part of a pair; Swift and ActivityKit cannot decode it.",
        help: "Escape characters above U+FFFF as a high-low pair (\\uD83D\\uDE00) or write them as raw UTF-8.",
        source: Rule.sfDecoder
    )
    /// The same key twice with different values.
    package let duplicateKey = Rule(
        id: "json.duplicate-key", defaultSeverity: .error,
        summary:
            "An object has the same key twice with different values; which one the device sees depends on the parser.",
        help: "Keep one member per key.",
        source: Rule.rfc8259 + "#section-4"
    )
    /// The same key twice with the same value.
    package let duplicateKeySameValue = Rule(
        id: "json.duplicate-key-same-value", defaultSeverity: .warning,
        summary: "An object has the same key twice with the same value.",
        help: "Remove the repeated member; it only costs bytes.",
        source: Rule.rfc8259 + "#section-4"
    )
    /// More than 512 levels of nesting.
    package let depthExceeded = Rule(
        id: "json.depth-exceeded", defaultSeverity: .error,
        summary: "Arrays and objects are nested more than 512 deep.",
        help: "Flatten the structure; Foundation's decoders stop at the same depth.",
        source: Rule.sfScanner
    )
    /// A number beyond the binary64 range.
    package let numberOverflow = Rule(
        id: "json.number-overflow", defaultSeverity: .error,
        summary: "A number is too large for a Double (it rounds to infinity); Foundation cannot decode it.",
        help: "Send the value as a string, or scale it down.",
        source: Rule.sfDecoder
    )
    /// A non-zero number that rounds to zero.
    package let numberUnderflow = Rule(
        id: "json.number-underflow", defaultSeverity: .warning,
        summary: "A non-zero number rounds to zero in a Double; JSONDecoder rejects it.",
        help: "Send 0, or the value as a string.",
        source: Rule.rfc8259 + "#section-6"
    )
    /// A free-form integer above 2^53.
    package let largeInteger = Rule(
        id: "json.large-integer", defaultSeverity: .info,
        summary: "An integer exceeds 2^53; readers that go through a Double will round it.",
        help: "If the exact value matters to a JavaScript or NSNumber reader, send it as a string.",
        source: Rule.rfc8259 + "#section-6"
    )
    /// Escapes the library's encoder would not emit, near a size limit.
    package let escapeOverhead = Rule(
        id: "json.escape-overhead", defaultSeverity: .info,
        summary:
            "Near the size limit, the text uses escapes that a compact encoder would not emit (\\/, \\uXXXX for printable characters).",
        help: "Re-encode with `pushlint format` or the library's writer to save the reported bytes.",
        source: Rule.appleLegacyKeys
    )
    /// Insignificant whitespace, near a size limit.
    package let whitespaceOverhead = Rule(
        id: "json.whitespace-overhead", defaultSeverity: .info,
        summary: "Near the size limit, the text as given spends bytes on insignificant whitespace.",
        help: "Send the compact encoding (`pushlint format`) to save the reported bytes.",
        source: Rule.appleLegacyKeys
    )
    /// Over the `--max-bytes` limit.
    package let maxBytes = Rule(
        id: "json.max-bytes", defaultSeverity: .error,
        summary: "The document is larger than the limit given with --max-bytes (for any kind, besides its own limit).",
        help: "Shorten the largest members listed in the message.",
        source: "—"
    )
    /// The root is not an object where a kind requires one.
    package let rootNotObject = Rule(
        id: "json.root-not-object", defaultSeverity: .error,
        summary: "The kind requires a JSON object at the root.",
        help: "Wrap the payload in an object; every push provider expects one.",
        source: "—"
    )
    /// Which kind automatic detection chose.
    package let autoKind = Rule(
        id: "json.auto-kind", defaultSeverity: .info,
        summary: "Names the kind chosen by --kind auto and the key that decided it.",
        help: "Pass --kind explicitly to silence this and to lint as another kind.",
        source: "—"
    )
    /// Signals of two vendor families in one document.
    package let autoKindAmbiguous = Rule(
        id: "json.auto-kind-ambiguous", defaultSeverity: .warning,
        summary:
            "--kind auto: keys of two vendor kinds are present (FingerPush's code and MTPush's _j_msgid, ...); the"
            + " first in detection order is used.",
        help: "Pass --kind for the kind the document is, or remove the other vendor's keys.",
        source: "—"
    )
    /// A root array holding another kind's documents.
    package let documentArray = Rule(
        id: "json.document-array", defaultSeverity: .error,
        summary:
            "--kind auto: the root is an array, and an element is a document of a kind (an object with aps, a"
            + " legacy FCM body, ...); no push service takes an array as one payload.",
        help:
            "Send or lint each document on its own (one file each), or pass --kind json if the file is a list"
            + " that is never sent.",
        source: "—"
    )
    /// Findings past the limit of shown findings.
    package let findingsOmitted = Rule(
        id: "json.findings-omitted", defaultSeverity: .info,
        summary: "More findings than --max-findings were found; the rest are counted but not shown.",
        help: "Fix the findings shown (they are often one mistake repeated), or raise --max-findings.",
        source: "—"
    )
}
