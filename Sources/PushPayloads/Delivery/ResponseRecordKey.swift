/// The members of a recorded answer's objects, for both answer families: the envelope's, an APNs
/// error body's and an FCM answer's (HTTP v1 and legacy, its error and its results).
enum ResponseRecordKey: Int, WireKey {
    case status, headers, body
    case reason, timestamp
    case name, error, multicastID, success, failure, canonicalIDs, results, messageID, failedRegistrationIDs
    case code, message, details
    case registrationID

    /// The wire name.
    var name: String {
        switch self {
        case .multicastID: "multicast_id"
        case .canonicalIDs: "canonical_ids"
        case .messageID: "message_id"
        case .failedRegistrationIDs: "failed_registration_ids"
        case .registrationID: "registration_id"
        default: "\(self)"
        }
    }

    static let table = KeyTable<ResponseRecordKey>()
}

extension MemberReading where Key == ResponseRecordKey {
    /// How an answer's objects are read: unknown members (with the nearest name) under
    /// `unknownKey`, values of another type (`null` included) under `shape`.
    static func record(shape: Rule, unknownKey: Rule) -> MemberReading {
        MemberReading(
            unknown: (
                unknownKey, suggests: true,
                words: { member in
                    "\(member.key) is not a member of \(member.object)"
                        + (member.memberNames.count <= 4 ? " (\(member.memberNames.joined(separator: ", ")))" : "")
                }
            ),
            type: (
                shape, words: { "\($0.wireName) \($0.found) is not \($0.expected)" },
                element: { "\($0.wireName)[\($0.index ?? 0)] \($0.found) is not a string" }
            ),
            required: (shape, words: { "\($0.object) has no \($0.wireName)" }), nullIsAbsent: false)
    }
}
