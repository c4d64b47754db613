// Part of the reader fuzz target (Scripts/fuzz-smoke.sh): the package's models read from the
// decoder's tape and through keyed containers (what a decode that records itself takes) must agree
// on every input: equal models that write the same bytes, or both fail.

func fuzzModelPaths(_ bytes: [UInt8]) {
    guard let document = try? JSONReader.read(bytes, findsDuplicates: false) else { return }
    func agree<T: PayloadModel>(_ type: T.Type) {
        let fromTape = try? PayloadDecoder().decode(type, from: document)
        let throughContainers = try? PayloadDecoder().decode(
            type, from: document, at: 0, path: [], observer: DecodingObserver(nodeCount: document.nodes.count))
        guard fromTape == throughContainers,
            (try? fromTape?.jsonBytes()) == (try? throughContainers?.jsonBytes())
        else {
            fatalError("\(T.self) read from the tape and through containers disagree")
        }
    }
    agree(APNs.Payload.self)
    agree(LiveActivity.Payload<JSONValue>.self)
    agree(FCM.SendRequest.self)
    agree(FCM.LegacyMessage.self)
    agree(Altcraft.ResponseWithHttpCode.self)
}

// The recorded answers read their bodies without a decoder (plain text in place, else first
// occurrences straight from the tape); the decoder's path must give the same body, or both fail,
// and an answer received with the body must say what the same answer decoded says.
func fuzzResponseBodies(_ bytes: [UInt8]) {
    guard PlainJSON.agreesWithGeneralReader(bytes) else {
        fatalError("plain text read in place differs from the general reader's values")
    }
    // `nil` when the initializer throws, `.some(nil)` for an answer without a body.
    var direct: APNs.ResponseBody?? = nil
    do { direct = .some(try APNs.Response(status: 400, body: bytes).body) } catch {}
    let decoded = try? PayloadDecoder().decode(APNs.ResponseBody.self, from: bytes)
    let empty = !bytes.contains { !JSONWhitespace.contains($0) }
    guard empty ? direct == .some(nil) : direct == decoded.map({ .some($0) }),
        (try? direct??.jsonBytes()) == (try? decoded?.jsonBytes())
    else {
        fatalError("a recorded answer's body read without a decoder differs from the decoder's")
    }
    if let body = decoded {
        for status in [400, 410, 429] {
            let recorded: JSONObject = [
                "status": .number(JSONNumber(status)), "headers": ["retry-after": "120"], "body": .object(body.members),
            ]
            let headers = [(name: "retry-after", value: "120")]
            let apns = APNs.Response(members: recorded)
            let fcm = FCM.Response(members: recorded)
            guard let apnsReceived = try? APNs.Response(status: status, headers: headers, body: bytes),
                let fcmReceived = try? FCM.Response(status: status, headers: headers, body: bytes),
                apnsReceived == apns, apnsReceived.nextStep == apns.nextStep, apnsReceived.reason == apns.reason,
                apnsReceived.timestamp == apns.timestamp, fcmReceived.nextStep == fcm.nextStep,
                fcmReceived.resultSteps == fcm.resultSteps
            else { fatalError("an answer received with a body and the same answer decoded say different things") }
        }
    }
    // Every answer the validator accepts has a step that the model gives too, and that the example
    // server can describe and write (its `describe`: the step's JSON and its description).
    guard let document = try? JSONReader.read(bytes), document.kind(of: 0) == .object else { return }
    let isEnvelope = RecordedEnvelope.isEnvelope(document)
    func reported(_ kind: PayloadKind) -> (step: NextStep?, valid: Bool) {
        let report = PayloadValidator.validate(bytes, as: kind)
        let step = report.diagnostics.first { $0.ruleID.hasSuffix(".next-step") && $0.pointer == JSONPointer() }
        return (step?.nextStep, report.isValid)
    }
    func described(_ step: NextStep?) {
        guard let step else { fatalError("an answer without its next step") }
        _ = step.description
        guard (try? PayloadEncoder().encodeValue(step)) != nil else {
            fatalError("the step of an accepted answer cannot be written: \(step)")
        }
    }
    let apns = reported(.apnsResponse)
    let apnsModel: NextStep? =
        isEnvelope
        ? (try? APNs.Response(jsonBytes: bytes))?.nextStep
        : (try? APNs.ResponseBody(jsonBytes: bytes)).map { body in
            APNs.Response.nextStep(
                status: body.reason?.documented?.status, reason: body.reason, timestamp: body.timestamp,
                headers: ResponseHeaders.object(nil))
        }
    if let apnsModel, !isEnvelope || apns.valid {
        guard apns.step == apnsModel else { fatalError("apns-response next steps differ") }
    }
    if apns.valid { described(apns.step) }
    let fcm = reported(.fcmResponse)
    let fcmModel: NextStep? =
        isEnvelope
        ? (try? FCM.Response(jsonBytes: bytes))?.nextStep
        : (try? FCM.ResponseBody(jsonBytes: bytes)).map { body in
            _ = FCM.Response(members: ["status": 500, "body": .object(body.members)]).resultSteps
            return FCM.Response.nextStep(
                status: nil, body: JSONValue.object(body.members), headers: ResponseHeaders.object(nil))
        }
    if let fcmModel, !isEnvelope || fcm.valid {
        guard fcm.step == fcmModel else { fatalError("fcm-response next steps differ") }
    }
    if fcm.valid { described(fcm.step) }
}
