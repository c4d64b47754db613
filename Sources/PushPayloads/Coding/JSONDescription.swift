/// The `description` of the library's models and findings: their compact JSON, as
/// ``PayloadEncoder`` writes it, so `print` shows what is sent and never a model's internals.
enum JSONDescription {
    /// The compact JSON of `value`, or a short note naming its type when it cannot be encoded
    /// (a `Double` member that is NaN or infinite).
    static func of<Value: Encodable>(_ value: Value) -> String {
        guard let bytes = try? PayloadEncoder().encode(value) else {
            return "<\(String(reflecting: Value.self)): not encodable as JSON>"
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
