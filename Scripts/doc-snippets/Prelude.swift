// Names the documentation's snippets use without declaring them, as a reader's code would have
// them. Scripts/check-doc-snippets.sh compiles each snippet as a function body beside this file.
import Foundation
import PushPayloads

/// A request body as bytes.
let bytes: [UInt8] = Array(#"{"aps":{"alert":"Order shipped","badge":3},"orderID":"A-99812"}"#.utf8)
/// The same, where a snippet calls it the body.
let body: [UInt8] = bytes
/// Display text.
let text = "Arrives today"
/// A device token, hex.
let token = String(repeating: "ab", count: 32)
/// A report some snippets continue from.
let report = PayloadValidator.validate(bytes, as: .apns)

/// An app's own payload type.
struct Order: Codable {
    var orderID: String
}

let order = Order(orderID: "A-99812")

/// What a notification handler is given: `notification.request.content.userInfo`.
struct Notification {
    struct Request { var content = Content() }
    struct Content { var userInfo: [AnyHashable: Any] = ["aps": ["alert": "Hi"], "orderID": "A-99812"] }
    var request = Request()
}

nonisolated(unsafe) let notification = Notification()

/// Logging, as the reader's server does it.
func log(_ value: Any) {}
