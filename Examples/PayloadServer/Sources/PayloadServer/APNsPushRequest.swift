import PushPayloads

/// The body of `POST /apns`: the text of an alert and what goes with it.
///
/// `{"title": "...", "body": "...", "badge": 3, "pushType": "alert", "custom": {"orderID": "A-1"}}`;
/// `title` and `body` are required.
struct APNsPushRequest: Decodable, Sendable {
    /// `aps.alert.title`.
    var title: String
    /// `aps.alert.body`: the field fit-to-limit shortens.
    var body: String
    /// `aps.badge`, if any.
    var badge: Int?
    /// The `apns-push-type` the body is meant for (`alert` when absent); it chooses the size limit.
    /// A type Apple does not document is refused (400).
    var pushType: String?
    /// The app's own keys beside `aps`, exactly as sent (number literals and order kept).
    var custom: JSONObject

    /// The request's member names, as written.
    private enum CodingKeys: String, CodingKey {
        case title, body, badge, pushType, custom
    }

    /// Decodes a request; `custom` must be an object when present.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        title = try container.decode(String.self, forKey: .title)
        body = try container.decode(String.self, forKey: .body)
        badge = try container.decodeIfPresent(Int.self, forKey: .badge)
        pushType = try container.decodeIfPresent(String.self, forKey: .pushType)
        if let pushType, !APNs.PushType(rawValue: pushType).isDocumented {
            let known = APNs.PushType.documented.map(\.rawValue).joined(separator: ", ")
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: [CodingKeys.pushType],
                    debugDescription: "/pushType: \"\(pushType)\" is not an APNs push type (\(known))"))
        }
        let custom = try container.decodeIfPresent(JSONValue.self, forKey: .custom)
        switch custom {
        case nil, .null?: self.custom = JSONObject()
        case .object(let members)?: self.custom = members
        case let other?:
            throw DecodingError.typeMismatch(
                JSONObject.self,
                DecodingError.Context(
                    codingPath: [CodingKeys.custom],
                    debugDescription: "/custom: expected an object of the app's keys, found \(other.typeName)"))
        }
    }

    /// The push type, `alert` when the request names none.
    var apnsPushType: APNs.PushType {
        pushType.map(APNs.PushType.init(rawValue:)) ?? .alert
    }
}
