import HTTPTypes
import Hummingbird
import PushPayloads

/// Answers 405, with `Allow: POST`, a request to one of the routes by another method (the router
/// alone would answer 404, as if the route did not exist).
struct MethodNotAllowed<Context: RequestContext>: RouterMiddleware {
    /// The routes, each taking only `POST`.
    var paths: Set<String>

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response)
        async throws -> Response
    {
        guard request.method != .post, paths.contains(request.uri.path) else {
            return try await next(request, context)
        }
        let body: JSONValue = ["error": .string("\(request.uri.path) takes POST, not \(request.method)")]
        var response = Response.json(body.jsonBytes(), status: .methodNotAllowed)
        response.headers[.allow] = "POST"
        return response
    }
}
