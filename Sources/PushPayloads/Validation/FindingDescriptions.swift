extension Diagnostic: CustomStringConvertible {
    /// The finding's compact JSON, as ``encode(to:)`` writes it.
    public var description: String { JSONDescription.of(self) }
}

extension SizeDetails: CustomStringConvertible {
    /// The size details' compact JSON, as ``encode(to:)`` writes them.
    public var description: String { JSONDescription.of(self) }
}

extension ValidationReport: CustomStringConvertible {
    /// The report's compact JSON, as ``encode(to:)`` writes it.
    public var description: String { JSONDescription.of(self) }
}

extension ValidationSummary: CustomStringConvertible {
    /// The summary's compact JSON, as ``encode(to:)`` writes it.
    public var description: String { JSONDescription.of(self) }
}
