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
