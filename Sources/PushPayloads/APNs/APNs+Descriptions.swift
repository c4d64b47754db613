// `print` of an alert or a sound shows its compact JSON, as every model's does.

extension APNs.Alert: CustomStringConvertible {
    /// The alert's compact JSON: a string, or the alert object.
    public var description: String { JSONDescription.of(self) }
}

extension APNs.Sound: CustomStringConvertible {
    /// The sound's compact JSON: a name string, or the critical-alert sound object.
    public var description: String { JSONDescription.of(self) }
}
