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
    var pushType: String?
    /// The app's own keys beside `aps`, exactly as sent (number literals and order kept).
    var custom: JSONValue?

    /// The push type, `alert` when the request names none.
    var apnsPushType: APNs.PushType {
        pushType.map(APNs.PushType.init(rawValue:)) ?? .alert
    }
}
