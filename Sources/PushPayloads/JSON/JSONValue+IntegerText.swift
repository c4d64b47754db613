/// Reading ids and counters that senders write either as strings or as numbers (`gcm.message_id`,
/// `msgTag`, `_j_msgid`, `result`): one reading for every model that tolerates both.
extension JSONValue {
    /// A string as it is, or an integral number as its digits (exactly, beyond `Int64` too);
    /// `nil` for anything else.
    var integerText: String? {
        if let text = stringValue { return text }
        guard let number = numberValue else { return nil }
        if let integer = number.int64Value { return String(integer) }
        return number.isInteger ? number.literal : nil
    }

    /// An integer from a string of ASCII digits or from an integral number in `Int64`'s range.
    var integerFromText: Int64? {
        if let text = stringValue { return text.utf8.allSatisfy { (0x30...0x39).contains($0) } ? Int64(text) : nil }
        return numberValue?.int64Value
    }
}
