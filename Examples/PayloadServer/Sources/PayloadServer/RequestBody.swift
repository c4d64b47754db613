import Hummingbird
import PushPayloads

/// Reads a request's JSON body into a request model with the library's strict decoder.
enum RequestBody {
    /// Collects the body (up to the context's upload limit) and decodes it.
    ///
    /// - Throws: `HTTPError` 400 with a short JSON error when the body is not JSON or does not
    ///   fit `type` (a missing member, a member of the wrong type); the decoder's message names
    ///   the member by its JSON Pointer and its line and column.
    static func decode<Model: Decodable>(
        _ type: Model.Type, from request: Request, context: some RequestContext
    ) async throws -> Model {
        let buffer = try await request.body.collect(upTo: context.maxUploadSize)
        do {
            return try PayloadDecoder().decode(type, from: buffer.readableBytesView)
        } catch let error as DecodingError {
            throw BadRequest(reason: reason(for: error))
        }
    }

    /// The message of a decoding error: a missing member by name (the object it is missing from
    /// has no position worth giving), otherwise the library's own description when it has one.
    private static func reason(for error: DecodingError) -> String {
        if case .keyNotFound(let key, let context) = error {
            let object = JSONPointer(tokens: context.codingPath.map(\.stringValue))
            return "missing member \"\(key.stringValue)\"" + (object.tokens.isEmpty ? "" : " in \(object)")
        }
        if case .dataCorrupted(let context) = error, context.underlyingError == nil, !context.codingPath.isEmpty {
            return context.debugDescription
        }
        let context: DecodingError.Context? =
            switch error {
            case .dataCorrupted(let context), .keyNotFound(_, let context), .typeMismatch(_, let context),
                .valueNotFound(_, let context):
                context
            @unknown default: nil
            }
        switch context?.underlyingError {
        case let problem as PayloadDecodingError: return problem.description
        case let problem as JSONReadError: return "not JSON: \(problem)"
        default: return context?.debugDescription ?? "the body does not fit the request"
        }
    }
}
