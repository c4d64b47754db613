/// A received `userInfo` of a vendor (FCM's, FingerPush's, MTPush's, Altcraft's): its members kept
/// as delivered, and the APNs `aps` dictionary among them read as the typed model.
public protocol CarriesAPS: KeptMembers {}

extension CarriesAPS {
    /// `aps`, typed; `nil` when absent or not an `aps` object. Setting it writes the model's JSON.
    public var aps: APNs.APS? {
        get { members["aps"].flatMap { try? PayloadDecoder().decode(APNs.APS.self, from: $0) } }
        set { members["aps"] = newValue.flatMap { try? PayloadEncoder().encodeValue($0) } }
    }
}
