import Hummingbird
import PushPayloads

/// What a route decided: a body to send, or the report of a body that cannot be sent.
enum PushOutcome: Sendable {
    /// A body that passed validation, the pointers of the fields fit-to-limit shortened, and the
    /// warnings validation left (a negative badge), which do not stop the body.
    case valid(body: [UInt8], truncated: [JSONPointer], warnings: [Diagnostic] = [])
    /// The validation report of a body that did not pass (or could not be fitted).
    case invalid(report: ValidationReport)

    /// 200 with the body, `x-payload-bytes` and, when validation warns, `x-payload-warnings`
    /// (`rule at pointer`, comma-separated), or 422 with the report.
    ///
    /// The 422 body is the report as its `Codable` conformance writes it, the shape of a file of
    /// `pushlint --format json` without its path: `{"kind", "bytes", "limit", "valid",
    /// "diagnostics": [{"rule", "severity", "pointer", "line"?, "column"?, "message", ...}], ...}`.
    ///
    /// - Throws: An `EncodingError`, which a report (strings and integers) does not produce.
    func response() throws -> Response {
        switch self {
        case .valid(let body, let truncated, let warnings):
            var headers: HTTPFields = [.payloadBytes: String(body.count)]
            if !warnings.isEmpty {
                headers[.payloadWarnings] = warnings.map { "\($0.ruleID) at \($0.pointer)" }.joined(separator: ", ")
            }
            if !truncated.isEmpty {
                headers[.payloadTruncated] = truncated.map(\.description).joined(separator: ",")
            }
            return Response.json(body, status: .ok, headers: headers)
        case .invalid(let report):
            return Response.json(try PayloadEncoder().encode(report), status: .unprocessableContent)
        }
    }
}
