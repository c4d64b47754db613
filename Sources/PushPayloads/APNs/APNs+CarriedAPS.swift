/// A body that carries an APNs `aps` dictionary among its members: an APNs body, and a received
/// `userInfo` of a vendor (FCM's, FingerPush's, MTPush's, Altcraft's), its members kept as
/// delivered.
public protocol CarriesAPS: KeptMembers {}

extension CarriesAPS {
    /// `aps`, typed; `nil` when absent or not an object. Setting it replaces the member in place (or
    /// appends it); `nil` removes it.
    public var aps: APNs.APS? {
        get { members["aps"]?.objectValue.map(APNs.APS.init(members:)) }
        set { members["aps"] = newValue.map { .object($0.members) } }
    }
}
