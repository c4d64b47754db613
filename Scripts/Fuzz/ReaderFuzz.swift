// libFuzzer entry point for Scripts/fuzz-smoke.sh, compiled together with Sources/PushPayloads.
// Every input must be validated without a crash; every input the reader accepts must write back
// to bytes that re-read to an equal value of the measured size; the decoder must throw or succeed.

struct FuzzTarget: Codable {
    var badge: Int?
    var ratio: Double?
    var small: Int8?
    var text: String?
    var flags: [Bool]?
    var nested: [String: [UInt64]]?
    var any: JSONValue?
    var literal: JSONNumber?
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    _ = PayloadValidator.validate(bytes, as: .json, options: ValidationOptions(maxBytes: 64))
    _ = PayloadValidator.validate(bytes, as: .auto, options: ValidationOptions(maxBytes: 64, measure: .compact))
    if let value = try? JSONValue(parsing: bytes) {
        let written = value.jsonBytes()
        guard let again = try? JSONValue(parsing: written), again == value, written.count == value.compactByteCount else {
            fatalError("round trip changed the value")
        }
        _ = PayloadValidator.validate(value, as: .json)
    }
    if let decoded = try? PayloadDecoder().decode(FuzzTarget.self, from: bytes) {
        _ = try? PayloadEncoder().encode(decoded)
    }
    return 0
}
