import Foundation
import PushPayloads

extension PayloadModel {
    /// Decodes the model from the dictionary a notification's `userInfo` holds (what
    /// `UNNotificationContent.userInfo` and `application(_:didReceiveRemoteNotification:)` hand an
    /// app), keeping every custom key; NSNumber flags and Booleans are told apart.
    ///
    /// Custom keys come in the one order of every `userInfo` path: sorted by the keys' UTF-8 bytes,
    /// so the model's bytes are the same in every process whatever order the dictionary iterates in.
    ///
    /// - Parameters:
    ///   - userInfo: The dictionary.
    ///   - strategy: How a `Date` or `Data` in it becomes JSON; by default a `Date` is refused.
    /// - Throws: ``UserInfoConversionError`` for a value with no JSON form, or `DecodingError` when
    ///   the dictionary does not fit the model.
    public init(
        userInfo: [AnyHashable: Any], strategy: JSONValue.FoundationValueStrategy = JSONValue.FoundationValueStrategy()
    ) throws {
        self = try PayloadDecoder().decode(Self.self, fromUserInfo: userInfo, strategy: strategy)
    }

    /// The model as a `userInfo`-style dictionary of Foundation objects (flags as numbers, text as
    /// strings), as an app receives it.
    public func userInfo() throws -> [String: Any] {
        try PayloadEncoder().encodeUserInfo(self)
    }

}
