// `print` of a Live Activity model shows its compact JSON, never the member order it keeps from
// decoding.

extension LiveActivity.Payload: CustomStringConvertible {
    /// The payload's compact JSON: the bytes `jsonBytes()` returns.
    public var description: String { JSONDescription.of(self) }
}

extension LiveActivity.StartPayload: CustomStringConvertible {
    /// The start payload's compact JSON: the bytes `jsonBytes()` returns.
    public var description: String { JSONDescription.of(self) }
}

extension LiveActivity.Alert: CustomStringConvertible {
    /// The alert's compact JSON.
    public var description: String { JSONDescription.of(self) }
}

extension LiveActivity.Text: CustomStringConvertible {
    /// The text's compact JSON: a string, or the `loc-key` object.
    public var description: String { JSONDescription.of(self) }
}
