// `print` of an APNs model shows its compact JSON, never the member order and literals it keeps
// from decoding.

extension APNs.Payload: CustomStringConvertible {
    /// The payload's compact JSON: the bytes `jsonBytes()` returns.
    public var description: String { JSONDescription.of(self) }
}

extension APNs.APS: CustomStringConvertible {
    /// The `aps` dictionary's compact JSON.
    public var description: String { JSONDescription.of(self) }
}

extension APNs.Alert: CustomStringConvertible {
    /// The alert's compact JSON: a string, or the alert object.
    public var description: String { JSONDescription.of(self) }
}

extension APNs.AlertContent: CustomStringConvertible {
    /// The alert object's compact JSON.
    public var description: String { JSONDescription.of(self) }
}

extension APNs.Sound: CustomStringConvertible {
    /// The sound's compact JSON: a name string, or the critical-alert sound object.
    public var description: String { JSONDescription.of(self) }
}

extension APNs.CriticalSound: CustomStringConvertible {
    /// The critical-alert sound object's compact JSON.
    public var description: String { JSONDescription.of(self) }
}
