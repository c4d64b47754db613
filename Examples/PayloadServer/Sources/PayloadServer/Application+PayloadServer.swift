import Hummingbird

/// The routes of the payload server: `POST /apns` and `POST /fcm`, and after the send
/// `POST /apns/answer` and `POST /fcm/answer`.
///
/// Each push route reads a small JSON request, builds the push body with PushPayloads' models,
/// checks it with `PayloadValidator`, and answers with the body (200, with its warnings in a
/// header), the validation report (422) or a short error (400). Each answer route reads a recorded
/// answer of the service and says what to do next (see `AnswerStep`). Another method on a route is
/// 405.
public func buildRouter() -> Router<BasicRequestContext> {
    let router = Router()
    router.add(middleware: MethodNotAllowed(paths: ["/apns", "/fcm", "/apns/answer", "/fcm/answer"]))
    router.post("apns") { request, context in
        let push = try await RequestBody.decode(APNsPushRequest.self, from: request, context: context)
        return try APNsPush.outcome(for: push).response()
    }
    router.post("fcm") { request, context in
        let push = try await RequestBody.decode(FCMPushRequest.self, from: request, context: context)
        return try FCMPush.outcome(for: push).response()
    }
    for service in [AnswerStep.Service.apns, .fcm] {
        router.post("\(service.rawValue)/answer") { request, context in
            let buffer = try await request.body.collect(upTo: context.maxUploadSize)
            return try AnswerStep.response(for: Array(buffer.readableBytesView), service: service)
        }
    }
    return router
}

/// The payload server as a Hummingbird application, listening where `configuration` says.
///
/// Tests hand the result to `HummingbirdTesting`'s `test(.router)`; the `payload-server`
/// executable runs it with `runService()`.
public func buildApplication(
    configuration: ApplicationConfiguration = ApplicationConfiguration()
) -> some ApplicationProtocol {
    Application(router: buildRouter(), configuration: configuration)
}
