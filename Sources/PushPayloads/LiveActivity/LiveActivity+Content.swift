extension CarriesAPS {
    /// Changes `aps` (an empty one when there is none) and writes it back in place.
    mutating func changeAPS(_ change: (inout APNs.APS) -> Void) {
        var aps = self.aps ?? APNs.APS()
        change(&aps)
        self.aps = aps
    }

    /// The `aps` member `key` (`content-state`, `attributes`) decoded as the app's type with
    /// ActivityKit's strategies; `nil` when there is none.
    ///
    /// - Throws: `DecodingError` whose coding path starts at `aps`.
    func activityContent<T: Decodable>(_ key: APNs.APSKey, as type: T.Type) throws -> T? {
        guard let value = aps?.members[key.name] else { return nil }
        return try LiveActivity.decodeContent(type, from: value, at: ["aps", key.name])
    }

    /// Writes the `aps` member `key` (in place, or after the other `aps` members) encoded with
    /// ActivityKit's strategies; `nil` removes it.
    ///
    /// - Throws: `EncodingError` when the value does not encode.
    mutating func setActivityContent<T: Encodable>(_ value: T?, _ key: APNs.APSKey) throws {
        let encoded = try value.map(LiveActivity.contentEncoder.encodeValue)
        changeAPS { $0.members[key.name] = encoded }
    }
}
