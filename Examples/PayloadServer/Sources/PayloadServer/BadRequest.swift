import Hummingbird
import PushPayloads

/// A request body the server cannot read: answered 400 with `{"error": "..."}`.
struct BadRequest: HTTPResponseError {
    /// What is wrong with the body, in one sentence.
    var reason: String

    /// Always 400.
    var status: HTTPResponse.Status { .badRequest }

    /// The error as a JSON response.
    func response(from request: Request, context: some RequestContext) throws -> Response {
        let body: JSONValue = ["error": .string(reason)]
        return Response.json(body.jsonBytes(), status: status)
    }
}
