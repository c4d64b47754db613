import Hummingbird
import PushPayloads

/// `POST /apns/answer` and `POST /fcm/answer`: a recorded answer of the service in, what to do next
/// out.
///
/// The request body is the answer as recorded, `{"status": 410, "headers": {...}, "body": {...}}`
/// (kinds `apns-response` and `fcm-response`). The route validates it as that kind and answers
/// 200 with the step as the library writes it (`NextStep`'s `Codable` form) and its description,
/// `{"step": "drop-token", "since": ..., "next": "drop the token (...)", "tokens": [...]}`, or 422
/// with the report when the record has errors (a status that is not a number, a body that is not
/// an object).
enum AnswerStep {
    /// The services a route answers for.
    enum Service: String {
        case apns, fcm

        var kind: PayloadKind { self == .apns ? .apnsResponse : .fcmResponse }
    }

    /// The response for one recorded answer.
    ///
    /// - Throws: `BadRequest` when the body is not a JSON object; an `EncodingError` for the
    ///   report, which a report does not produce.
    static func response(for bytes: [UInt8], service: Service) throws -> Response {
        let report = PayloadValidator.validate(bytes, as: service.kind)
        guard report.isValid else {
            return Response.json(try PayloadEncoder().encode(report), status: .unprocessableContent)
        }
        let step: NextStep
        var tokens: [NextStep] = []
        do {
            switch service {
            case .apns:
                step = try APNs.Response(jsonBytes: bytes).nextStep
            case .fcm:
                let answer = try FCM.Response(jsonBytes: bytes)
                step = answer.nextStep
                tokens = answer.resultSteps
            }
        } catch {
            throw BadRequest(reason: "a recorded answer is a JSON object {\"status\", \"headers\", \"body\"}")
        }
        var answer = try describe(step)
        if !tokens.isEmpty { answer["tokens"] = .array(try tokens.map { .object(try describe($0)) }) }
        return Response.json(JSONValue.object(answer).jsonBytes(), status: .ok)
    }

    /// A step as JSON: the library's own form of it (`step` and the step's values, times in
    /// milliseconds since 1970), with its description as `next`.
    ///
    /// - Throws: An `EncodingError` for a time outside 1970 to 9999, which no step of a validated
    ///   answer has.
    static func describe(_ step: NextStep) throws -> JSONObject {
        var object = try PayloadEncoder().encodeValue(step).objectValue ?? [:]
        object["next"] = .string(step.description)
        return object
    }
}
