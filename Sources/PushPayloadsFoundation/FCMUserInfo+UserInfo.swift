import Foundation
import PushPayloads

extension FCM.UserInfo {
    /// Reads the dictionary an app receives for an FCM message (`UNNotificationContent.userInfo`),
    /// keeping every member; NSNumber flags and Booleans are told apart.
    ///
    /// - Throws: ``UserInfoConversionError`` for a value with no JSON form.
    public init(userInfo: [AnyHashable: Any]) throws {
        self = try PayloadDecoder().decode(FCM.UserInfo.self, fromUserInfo: userInfo)
    }
}
