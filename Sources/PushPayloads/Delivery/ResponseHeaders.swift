/// The response headers of an answer, looked up by name without regard to ASCII letter case, as
/// HTTP compares names: the `headers` object of a recorded answer, or the fields an HTTP client
/// gave.
enum ResponseHeaders {
    /// The `headers` member, when it is an object.
    case object(JSONObject?)
    /// The header fields, in order.
    case fields([(name: String, value: String)])

    /// The first value of the header `name` (in a `headers` object, when it is a string).
    func value(of name: String) -> String? {
        switch self {
        case .object(let object):
            object?.members.first { ASCIIFold.caselessEquals($0.key, name) }?.value.stringValue
        case .fields(let fields):
            fields.first { ASCIIFold.caselessEquals($0.name, name) }?.value
        }
    }
}
