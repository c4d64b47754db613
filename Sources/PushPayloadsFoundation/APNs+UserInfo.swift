import Foundation
import PushPayloads

extension APNs.Payload {
    /// Decodes the APNs body a notification's `userInfo` holds (what
    /// `UNNotificationContent.userInfo` and `application(_:didReceiveRemoteNotification:)` hand an
    /// app), keeping every custom key.
    ///
    /// - Throws: ``UserInfoConversionError`` for a value with no JSON form, or `DecodingError` when
    ///   the dictionary is not an APNs body.
    public init(userInfo: [AnyHashable: Any]) throws {
        self = try PayloadDecoder().decode(APNs.Payload.self, fromUserInfo: userInfo)
    }

    /// The body as a `userInfo`-style dictionary of Foundation objects (flags as numbers, text as
    /// strings), as an app receives it.
    public func userInfo() throws -> [String: Any] {
        try PayloadEncoder().encodeUserInfo(self)
    }
}
