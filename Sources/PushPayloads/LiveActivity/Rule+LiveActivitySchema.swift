/// The `liveactivity.*` rules of the app's own types: `content-state` and `attributes` checked
/// against a schema or the app's decodable types, and the encodings ActivityKit's decoder expects.
///
/// One stored property per rule, in catalog order (``RuleGroup/all``); `Rule.liveActivitySchema` is
/// the instance.
package struct LiveActivitySchemaRules: RuleGroup {
    /// Start attributes that match the content state schema.
    package let attributesLookLikeContentState = Rule(
        id: "liveactivity.attributes-look-like-content-state", defaultSeverity: .warning,
        summary:
            "With a schema, a start's `attributes` keys match the `ContentState` rather than the attributes type.",
        help: "Put the static attributes in `attributes` and the dynamic state in `content-state`.",
        source: Rule.appleActivityKit + " " + Rule.appleForum777566
    )
    /// A non-optional schema property that is missing.
    package let schemaMissingKey = Rule(
        id: "liveactivity.schema-missing-key", defaultSeverity: .error,
        summary:
            "With a schema, a non-optional property of the `ContentState` or attributes is missing, so ActivityKit"
            + " drops the push.",
        help: "Add the key under its exact Swift property name, or make the property optional in the app.",
        source: Rule.flutterLiveActivities118 + " " + Rule.appleActivityKit
    )
    /// A value whose JSON type cannot decode as the declared Swift type.
    package let schemaTypeMismatch = Rule(
        id: "liveactivity.schema-type-mismatch", defaultSeverity: .error,
        summary:
            "With a schema, a value's JSON type cannot decode as the declared Swift type, or a non-optional"
            + " property is null.",
        help: "Send the JSON type the Swift type decodes from, e.g. a number for Int or Double, a string for String.",
        source: Rule.appleActivityKit + " " + Rule.swiftFoundationDecoder
    )
    /// A key that is not a property of the declared type.
    package let schemaUnknownKey = Rule(
        id: "liveactivity.schema-unknown-key", defaultSeverity: .warning,
        summary: "With a schema, a key is not a property of the declared type, so synthesized `Decodable` ignores it.",
        help: "Use the exact Swift property name (e.g. camelCase, not snake_case), or remove the key.",
        source: Rule.flutterLiveActivities118
    )
    /// `null` for an optional schema property.
    package let schemaNull = Rule(
        id: "liveactivity.schema-null", defaultSeverity: .warning,
        summary: "With a schema, an optional property is null; valid Swift, but a report says it fails (unconfirmed).",
        help: "Omit the key instead of sending null.",
        source: Rule.appleForum777566
    )
    /// A `Date` property that is not a number.
    package let dateEncoding = Rule(
        id: "liveactivity.date-encoding", defaultSeverity: .error,
        summary: "With a schema, a `Date` property holds a string (ISO 8601 or other) or another non-number.",
        help: "Send seconds since 2001-01-01 as a number: the Unix time minus 978307200.",
        source: Rule.appleActivityKit + " " + Rule.appleDateStrategy + " " + Rule.swiftFoundationDate
    )
    /// A `Date` sent as Unix seconds.
    package let dateUnixSeconds = Rule(
        id: "liveactivity.date-unix-seconds", defaultSeverity: .warning,
        summary:
            "With a schema, a `Date` value lies within 5 years of `timestamp` (of now without one), so it is Unix"
            + " seconds.",
        help: "Subtract 978307200 from the Unix time, or encode the Date with the default strategy.",
        source: Rule.homeAssistant4677 + " " + Rule.urbanAirship411 + " " + Rule.swiftFoundationDate
    )
    /// A `Date` sent as Unix milliseconds.
    package let dateUnixMilliseconds = Rule(
        id: "liveactivity.date-unix-milliseconds", defaultSeverity: .warning,
        summary: "With a schema, a `Date` value lies within 5 years of 1000 × `timestamp`, so it is Unix milliseconds.",
        help: "Divide by 1000 and subtract 978307200, or encode the Date with the default strategy.",
        source: Rule.liveActivities12
    )
    /// A range that is not `[lower, upper]`.
    package let rangeEncoding = Rule(
        id: "liveactivity.range-encoding", defaultSeverity: .error,
        summary:
            "With a schema, a `ClosedRange` or `Range` is not a two-element array [lower, upper], or lower > upper.",
        help: "Send [lower, upper] with lower ≤ upper, not an object with lowerBound and upperBound.",
        source: Rule.swiftClosedRange
    )
    /// A `Bool` that is not `true` or `false`.
    package let boolEncoding = Rule(
        id: "liveactivity.bool-encoding", defaultSeverity: .error,
        summary: "With a schema, a `Bool` holds something other than true or false, such as 0, 1 or \"true\".",
        help: "Send the JSON literal true or false.",
        source: Rule.swiftFoundationDecoder
    )
    /// A `Data` value that is not padded standard base64.
    package let dataEncoding = Rule(
        id: "liveactivity.data-encoding", defaultSeverity: .error,
        summary: "With a schema, a `Data` value is not a padded base64 string in the standard alphabet.",
        help: "Encode with the standard alphabet (+ and /), keep the = padding and remove whitespace.",
        source: Rule.swiftFoundationDecoder + " " + Rule.rfc4648
    )
    /// A `URL` value that is not a non-empty string.
    package let urlEncoding = Rule(
        id: "liveactivity.url-encoding", defaultSeverity: .error,
        summary: "With a schema, a `URL` value is not a string, or is the empty string.",
        help: "Send the URL as a non-empty string, or omit the key if the property is optional.",
        source: Rule.swiftFoundationDecoder
    )
    /// A raw-value enum outside its cases.
    package let enumValue = Rule(
        id: "liveactivity.enum-value", defaultSeverity: .error,
        summary: "With a schema, a raw-value enum holds a value that is not one of its declared cases.",
        help: "Send one of the declared raw values, or ship the new case in the app before sending it.",
        source: Rule.appleActivityKit
    )
    /// An integer or `Float` property with a value it cannot hold.
    package let numberEncoding = Rule(
        id: "liveactivity.number-encoding", defaultSeverity: .error,
        summary:
            "With a schema, an integer property holds a fraction or an out-of-range value, or a `Float` exceeds"
            + " ±3.4028235e38.",
        help: "Send an integral number within the declared type's range, or widen the type in the app.",
        source: Rule.swiftFoundationDecoder
    )
}
