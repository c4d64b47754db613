import Hummingbird
import PushPayloads

/// What a route decided: a body to send, or the findings that stop it.
enum PushOutcome: Sendable {
    /// A body that passed validation, and the pointers of the fields fit-to-limit shortened.
    case valid(body: [UInt8], truncated: [JSONPointer])
    /// The findings of a body that did not pass (or could not be fitted).
    case invalid(findings: [Diagnostic])

    /// 200 with the body and `x-payload-bytes`, or 422 with the findings.
    var response: Response {
        switch self {
        case .valid(let body, let truncated):
            var headers: HTTPFields = [.payloadBytes: String(body.count)]
            if !truncated.isEmpty {
                headers[.payloadTruncated] = truncated.map(\.description).joined(separator: ",")
            }
            return Response.json(body, status: .ok, headers: headers)
        case .invalid(let findings):
            return Response.json(FindingsBody(findings).jsonBytes(), status: .unprocessableContent)
        }
    }
}
