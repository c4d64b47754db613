import Foundation
import PushPayloads

/// The FCM pairs' input: a send request of about 3 KB with Android, APNs and Web Push blocks, checked
/// clean by the library and decoded by `JSONDecoder` into plain structs of the same message.
public struct FCMReference: Sendable {
    /// Plain structs for the message: what a server decoding it with Foundation would declare.
    struct Wire: Codable {
        struct Message: Codable {
            struct Notification: Codable {
                var title: String?
                var body: String?
                var image: String?
            }

            struct Android: Codable {
                struct AndroidNotification: Codable {
                    var title: String?
                    var body: String?
                    var icon: String?
                    var color: String?
                    var sound: String?
                    var tag: String?
                    var click_action: String?
                    var channel_id: String?
                    var notification_priority: String?
                    var visibility: String?
                    var notification_count: Int?
                    var body_loc_key: String?
                    var body_loc_args: [String]?
                }

                var collapse_key: String?
                var priority: String?
                var ttl: String?
                var data: [String: String]?
                var notification: AndroidNotification?
            }

            struct APNs: Codable {
                struct Payload: Codable {
                    struct APS: Codable {
                        struct Alert: Codable {
                            var title: String?
                            var subtitle: String?
                            var body: String?
                        }

                        var alert: Alert?
                        var badge: Int?
                        var sound: String?
                        var threadID: String?
                        var category: String?
                        var mutableContent: Int?
                        var interruptionLevel: String?

                        enum CodingKeys: String, CodingKey {
                            case alert, badge, sound, category
                            case threadID = "thread-id"
                            case mutableContent = "mutable-content"
                            case interruptionLevel = "interruption-level"
                        }
                    }

                    var aps: APS
                    var orderID: String
                    var deepLink: String
                    var items: [String]

                    enum CodingKeys: String, CodingKey {
                        case aps, items
                        case orderID = "order_ref"
                        case deepLink = "deep_link"
                    }
                }

                struct Options: Codable {
                    var analytics_label: String?
                    var image: String?
                }

                var headers: [String: String]?
                var payload: Payload?
                var fcm_options: Options?
            }

            struct Webpush: Codable {
                struct Options: Codable {
                    var link: String?
                }

                var headers: [String: String]?
                var fcm_options: Options?
            }

            struct Options: Codable {
                var analytics_label: String?
            }

            var token: String?
            var data: [String: String]?
            var notification: Notification?
            var android: Android?
            var apns: APNs?
            var webpush: Webpush?
            var fcm_options: Options?
        }

        var message: Message
        var validate_only: Bool?
    }

    /// The request's bytes.
    public let bytes: [UInt8]
    /// The same bytes as `Data`.
    public let data: Data
    /// The request decoded by `JSONDecoder` into the plain structs (the `encode-fcm-model` pair).
    let wire: Wire
    /// The request as the library's model (the `encode-fcm-model` pair).
    let request: FCM.SendRequest

    /// Builds the request and checks that it is clean and that both sides read it.
    public static func make() throws -> FCMReference {
        let items = (1...16).map { "\"SKU-\(4_100 + $0) Organic oat milk, 1 l, barista edition\"" }.joined(
            separator: ",")
        let data = (1...10).map { "\"field_\($0)\":\"value \($0) of the order update, kept as text\"" }
            .joined(separator: ",")
        let text = """
            {"message":{"token":"eHcP3xY7Q2mK8vN1rT5wZ0:APA91bF7s9Kq2LmN4pR6tV8xY0zB3dF5hJ7kM9nP1qS3uW5yA7cE9gI1kM3oQ5sU7wY9aC1eG3iK5mO7qS9uW1yA3cE5gI7kM9oQ1sU3wY5aC7e",\
            "data":{"order_id":"A-10428","status":"on_the_way",\(data)},\
            "notification":{"title":"Your order is on the way","body":"Maria picked up your order and will arrive in about 12 minutes.","image":"https://cdn.example.com/orders/A-10428/map.png"},\
            "android":{"collapse_key":"order-A-10428","priority":"high","ttl":"3600s","notification":{"icon":"ic_delivery","color":"#1a73e8","sound":"default","tag":"order-A-10428","click_action":"OPEN_ORDER","channel_id":"deliveries","notification_priority":"PRIORITY_HIGH","visibility":"PRIVATE","notification_count":2,"body_loc_key":"ORDER_ON_THE_WAY","body_loc_args":["Maria","12"]}},\
            "apns":{"headers":{"apns-priority":"10","apns-push-type":"alert","apns-collapse-id":"order-A-10428","apns-expiration":"1767229200"},\
            "payload":{"aps":{"alert":{"title":"Your order is on the way","subtitle":"Order A-10428","body":"Maria picked up your order and will arrive in about 12 minutes."},"badge":2,"sound":"default","thread-id":"order-A-10428","category":"ORDER_UPDATE","mutable-content":1,"interruption-level":"time-sensitive"},\
            "order_ref":"A-10428","deep_link":"https://example.com/orders/A-10428","items":[\(items)]},\
            "fcm_options":{"analytics_label":"order_updates","image":"https://cdn.example.com/orders/A-10428/map.png"}},\
            "webpush":{"headers":{"TTL":"3600","Urgency":"high"},"fcm_options":{"link":"https://example.com/orders/A-10428"}},\
            "fcm_options":{"analytics_label":"order_updates"}}}
            """
        let bytes = Array(text.utf8)
        let summary = PayloadValidator.check(bytes, as: .fcm)
        guard summary.errors == 0, summary.warnings == 0 else {
            throw BenchmarkSetupError("the FCM reference has \(summary.errors) errors and \(summary.warnings) warnings")
        }
        let wire = try JSONDecoder().decode(Wire.self, from: Data(bytes))
        let request = try FCM.SendRequest(jsonBytes: bytes)
        guard wire.message.apns?.payload?.items.count == 16, request.message != nil else {
            throw BenchmarkSetupError("the FCM reference does not decode on both sides")
        }
        // Both models write back every member, so the encode pairs time the whole message.
        guard try JSONValue(parsing: request.jsonBytes()) == JSONValue(parsing: bytes),
            try JSONValue(parsing: JSONEncoder().encode(wire)) == JSONValue(parsing: bytes)
        else {
            throw BenchmarkSetupError("the FCM reference does not encode back to itself on both sides")
        }
        return FCMReference(bytes: bytes, data: Data(bytes), wire: wire, request: request)
    }
}
