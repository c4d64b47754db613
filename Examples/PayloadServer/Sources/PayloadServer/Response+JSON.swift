import HTTPTypes
import Hummingbird

extension Response {
    /// A response whose body is JSON text, with its content type.
    static func json(_ bytes: [UInt8], status: HTTPResponse.Status, headers: HTTPFields = [:]) -> Response {
        var headers = headers
        headers[.contentType] = "application/json"
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
    }
}

extension HTTPField.Name {
    /// `x-payload-bytes`: the size of the body answered, which is what counts against the limit.
    static let payloadBytes = HTTPField.Name("x-payload-bytes")!
    /// `x-payload-truncated`: the JSON Pointers of the fields fit-to-limit shortened, comma-separated.
    static let payloadTruncated = HTTPField.Name("x-payload-truncated")!
    /// `x-payload-warnings`: the warnings of a body that is sent anyway, `rule at pointer`, comma-separated.
    static let payloadWarnings = HTTPField.Name("x-payload-warnings")!
}
