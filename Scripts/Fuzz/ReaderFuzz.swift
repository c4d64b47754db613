// libFuzzer target "reader" (see FuzzEntry.swift), compiled by Scripts/fuzz-smoke.sh with Sources/PushPayloads.
// Every input must be validated without a crash; every input the reader accepts must write back
// to bytes that re-read to an equal value of the measured size; the decoder must throw or succeed.
// APNs: every rule runs with a full request context; an object body decodes into APNs.Payload,
// re-encodes to an equal model, and fit-to-limit either fits within its limit or throws. Any eight
// bytes, read as a Double, must be written as a literal that reads back as the same value. A value
// decoded from its tape (no text in between) must decode exactly as its text does. Live Activity
// and mPaaS documents: LiveActivityFuzz.swift; the FCM models: FCMFuzz.swift; the FingerPush,
// Altcraft and MTPush families: VendorFuzz.swift; the models read from the tape and through
// containers: ModelPathFuzz.swift.

struct FuzzTarget: Codable {
    var badge: Int?
    var ratio: Double?
    var small: Int8?
    var text: String?
    var flags: [Bool]?
    var nested: [String: [UInt64]]?
    var any: JSONValue?
    var literal: JSONNumber?
    /// Arrays the decoder fills itself, nested and holding structs.
    var rows: [[String]]?
    var items: [FuzzItem]?
}

struct FuzzItem: Codable {
    var id: Int
    var tags: [String]?
}

func fuzzReader(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    _ = PayloadValidator.validate(bytes, as: .json, options: ValidationOptions(maxBytes: 64))
    _ = PayloadValidator.validate(bytes, as: .auto, options: ValidationOptions(maxBytes: 64, measure: .compact))
    if let value = try? JSONValue(parsing: bytes) {
        let written = value.jsonBytes()
        guard let again = try? JSONValue(parsing: written), again == value, written.count == value.compactByteCount
        else {
            fatalError("round trip changed the value")
        }
        _ = PayloadValidator.validate(value, as: .json)
        guard let document = try? JSONReader.read(bytes), document.compactByteCount == written.count else {
            fatalError("the reader's compact size differs from the writer's")
        }
        fuzzTape(value, bytes)
    }
    if let decoded = try? PayloadDecoder().decode(FuzzTarget.self, from: bytes) {
        _ = try? PayloadEncoder().encode(decoded)
    }
    fuzzDoubleLiteral(bytes)
    fuzzAPNs(bytes)
    fuzzLiveActivity(bytes)
    fuzzFCM(bytes)
    fuzzModelPaths(bytes)
    fuzzResponseBodies(bytes)
    fuzzVendors(bytes)
    return 0
}

/// A value decoded from its tape (no text) decodes as its text does: the same value, the same typed
/// result, or an error with the same pointer and message.
func fuzzTape(_ value: JSONValue, _ bytes: [UInt8]) {
    guard (try? PayloadDecoder().decode(JSONValue.self, from: value)) == value else {
        fatalError("decoding a value from its tape changed it")
    }
    func outcome(_ decode: () throws -> FuzzTarget) -> String {
        do {
            return String(decoding: try PayloadEncoder().encode(try decode()), as: UTF8.self)
        } catch let error as DecodingError {
            switch error {
            case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context),
                .dataCorrupted(let context):
                guard var details = context.underlyingError as? PayloadDecodingError else { return "\(error)" }
                details.location = nil
                return details.description
            @unknown default: return "\(error)"
            }
        } catch {
            return "\(error)"
        }
    }
    let fromText = outcome { try PayloadDecoder().decode(FuzzTarget.self, from: bytes) }
    let fromTape = outcome { try PayloadDecoder().decode(FuzzTarget.self, from: value) }
    guard fromText == fromTape else { fatalError("text gave \(fromText), its tape \(fromTape)") }
}

/// The first eight bytes as a Double: its literal must read back as the same value.
func fuzzDoubleLiteral(_ bytes: [UInt8]) {
    guard bytes.count >= 8 else { return }
    let bits = bytes.prefix(8).reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
    let value = Double(bitPattern: bits)
    guard value.isFinite else { return }
    let literal = Array(JSONNumber.canonicalLiteral(value).utf8)
    let again = literal.withUnsafeBufferPointer { LiteralNumbers.double($0) }
    guard again == value, again.sign == value.sign else {
        fatalError("\(value) was written as a literal that reads back as \(again)")
    }
}

let fuzzRequest = APNs.Request(
    headers: [
        .init(name: "apns-push-type", value: "background"), .init(name: "apns-topic", value: "com.example.voip"),
        .init(name: "apns-priority", value: "10"), .init(name: "APNS-PRIORITY", value: "x"),
        .init(name: "apns-expiration", value: "99999999999999"), .init(name: "apns-id", value: "not-a-uuid"),
    ], deviceToken: "<ABCD ef>", authentication: .certificate)

func fuzzAPNs(_ bytes: [UInt8]) {
    var options = ValidationOptions(now: 1_767_225_600)
    options.apns = APNs.Options(
        pushType: .widgets, request: fuzzRequest, lenientDeviceTokens: true, isSimulatorFile: true)
    _ = PayloadValidator.validate(bytes, as: .apns, options: options)
    let report = PayloadValidator.validate(bytes, as: .apns)
    let summary = PayloadValidator.check(bytes, as: .apns)
    guard summary.errors == report.count(of: .error), summary.warnings == report.count(of: .warning),
        summary.infos == report.count(of: .info), summary.byteCount == report.byteCount
    else {
        fatalError("check and validate disagree")
    }
    guard let payload = try? APNs.Payload(jsonBytes: bytes) else { return }
    guard let written = try? payload.jsonBytes(), let again = try? APNs.Payload(jsonBytes: written), again == payload
    else {
        fatalError("APNs.Payload round trip changed the model")
    }
    let limit = max(written.count - 20, 16)
    if let fitted = try? payload.fitting(
        options: .init(maxBytes: limit, fields: APNs.FitField.allCases, wordBoundary: true))
    {
        guard fitted.byteCount <= limit else { fatalError("fit-to-limit returned a payload over its limit") }
    }
}
