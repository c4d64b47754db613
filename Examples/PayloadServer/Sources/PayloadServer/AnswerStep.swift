import Hummingbird
import PushPayloads

/// `POST /apns/answer` and `POST /fcm/answer`: a recorded answer of the service in, what to do next
/// out.
///
/// The request body is the answer as recorded, `{"status": 410, "headers": {...}, "body": {...}}`
/// (kinds `apns-response` and `fcm-response`). The route validates it as that kind and answers
/// 200 with the step, `{"step": "drop-token", "next": "drop the token (...)", "since": ...,
/// "retryAfterSeconds": ..., "field": ..., "tokens": [...]}`, or 422 with the report when the
/// record has errors (a status that is not a number, a body that is not an object).
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
        var answer = describe(step)
        if !tokens.isEmpty { answer["tokens"] = .array(tokens.map { .object(describe($0)) }) }
        return Response.json(JSONValue.object(answer).jsonBytes(), status: .ok)
    }

    /// A step as JSON: its name, its description, and its values.
    static func describe(_ step: NextStep) -> JSONObject {
        var object: JSONObject = ["step": .string(step.name), "next": .string(step.description)]
        switch step {
        case .dropToken(let since?):
            object["since"] = .number(JSONNumber(Int64((since.timeIntervalSince1970 * 1000).rounded())))
        case .replaceToken(let newer):
            object["token"] = .string(newer)
        case .retry(let delay):
            if let seconds = delay.seconds { object["retryAfterSeconds"] = .number(JSONNumber(seconds)) }
            object["backsOff"] = .bool(delay.backsOff)
        case .fixRequest(let field?):
            object["field"] = .string(field)
        default:
            break
        }
        return object
    }
}
