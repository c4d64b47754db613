/// The body of `POST /fcm`: a notification to one token or one topic, and string data.
///
/// `{"token": "...", "title": "...", "body": "...", "data": {"orderID": "A-1"}}`; `title` and
/// `body` are required. Naming both `token` and `topic` (or neither) is not refused here: the
/// message is built as asked, and validation reports `fcm.target-count`.
struct FCMPushRequest: Decodable, Sendable {
    /// `message.token`: one app instance.
    var token: String?
    /// `message.topic`: a topic name, without `/topics/`.
    var topic: String?
    /// `message.notification.title`.
    var title: String
    /// `message.notification.body`.
    var body: String
    /// `message.data`: FCM takes string values only.
    var data: [String: String]?
}
