// libFuzzer target for the Live Activity schema grammar, built by Scripts/fuzz-smoke.sh together
// with Sources/PushPayloads. The input is read as a type name and as a schema document. A type
// name either throws or parses to a type nested at most `maximumNesting` levels whose `name`
// parses back to the same type; a schema document either throws or gives properties whose types
// all do the same, and validating a body against it ends with a report.

func fuzzSchemaType(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if let type = try? LiveActivity.SchemaType(parsing: String(decoding: bytes, as: UTF8.self)) {
        checkRoundTrip(type)
    }
    guard let schema = try? LiveActivity.Schema(jsonBytes: bytes) else { return 0 }
    for property in (schema.contentState ?? []) + (schema.attributes ?? []) { checkRoundTrip(property.type) }
    var options = ValidationOptions(now: 1_767_225_600)
    options.liveActivity.schema = schema
    let body = #"{"aps":{"timestamp":1767225600,"event":"update","content-state":{"a":1,"b":[1,"x"],"c":{"d":null}}}}"#
    let report = PayloadValidator.validate(Array(body.utf8), as: .liveActivity, options: options)
    let summary = PayloadValidator.check(Array(body.utf8), as: .liveActivity, options: options)
    guard summary.errors == report.count(of: .error), summary.warnings == report.count(of: .warning) else {
        fatalError("check and validate disagree on a schema")
    }
    return 0
}

/// A parsed type's name parses back to it, and it nests no deeper than the grammar allows.
private func checkRoundTrip(_ type: LiveActivity.SchemaType) {
    guard nesting(type) <= LiveActivity.SchemaType.maximumNesting else { fatalError("a type nests too deep") }
    // A nested struct has no name that parses back ("a nested struct").
    guard !containsObject(type) else { return }
    guard let again = try? LiveActivity.SchemaType(parsing: type.name) else {
        fatalError("the name \(type.name) does not parse")
    }
    guard again == type else { fatalError("the name \(type.name) parses to another type") }
}

/// The levels around the innermost type (a nested struct's properties are types of their own).
private func nesting(_ type: LiveActivity.SchemaType) -> Int {
    switch type {
    case .optional(let inner), .array(let inner), .dictionary(let inner), .range(let inner, _): 1 + nesting(inner)
    default: 0
    }
}

/// Whether a type holds a nested struct.
private func containsObject(_ type: LiveActivity.SchemaType) -> Bool {
    switch type {
    case .optional(let inner), .array(let inner), .dictionary(let inner), .range(let inner, _):
        containsObject(inner)
    case .object: true
    default: false
    }
}
