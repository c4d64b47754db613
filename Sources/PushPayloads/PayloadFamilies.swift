/// The family table: every payload family, one line each, in `auto` detection order.
///
/// Adding a family is its folder (models, checks, detector, options), its rule data
/// `Rules/<family>.json`, its fixtures under `Fixtures/<kind>/`, and its line here; everything else
/// is derived from this table and the rule data.
extension PayloadFamily {
    /// Every family, in detection order.
    public static let all: [PayloadFamily] = [
        .json,
        .fcm,
        .fingerpush,
        .mtpush,
        .altcraft,
        .mpaas,
        .liveActivity,
        .apns,
        .apnsResponse,
        .fcmResponse,
    ]

    /// The checks every payload gets, from the JSON layer's family.
    static let documentChecks: DocumentChecks = .json
}
