import PushPayloads

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension JSONValue {
    /// Parses a complete JSON text held in `Data`.
    ///
    /// - Throws: ``JSONReadError`` for the first fatal problem.
    public init(jsonData data: Data) throws(JSONReadError) {
        try self.init(parsing: data)
    }

    /// The compact UTF-8 JSON text of this value as `Data`: exactly the bytes that are sent.
    public func jsonData() -> Data {
        Data(jsonBytes())
    }
}
