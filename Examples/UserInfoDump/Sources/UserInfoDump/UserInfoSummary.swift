import PushPayloads
import PushPayloadsFoundation

/// What a person wants to see first in a received notification: its text, badge, sound, the
/// app's own keys and, for an FCM message, FCM's metadata.
public struct UserInfoSummary: Sendable, Hashable {
    /// `aps.alert.title` (or its localization key).
    public var title: String?
    /// `aps.alert.subtitle` (or its localization key).
    public var subtitle: String?
    /// `aps.alert.body`, the string alert, or its localization key.
    public var body: String?
    /// `aps.badge`, when it is an integer.
    public var badge: Int?
    /// `aps.sound`: the file name, or a description of a critical sound.
    public var sound: String?
    /// The app's keys beside `aps`, sorted (a dictionary has no order); FCM's metadata left out.
    public var customKeys: [String]
    /// FCM's part, when the `userInfo` has FCM metadata keys.
    public var fcm: FCMSummary?
    /// Why the `userInfo` is not an APNs body, when it could not be decoded as one.
    public var decodingProblem: String?

    /// The summary of a `userInfo`: decoded as `APNs.Payload` and, when FCM's keys are present,
    /// as `FCM.UserInfo`.
    ///
    /// A body that does not decode still gets a summary (with ``decodingProblem`` set): what is
    /// wrong with it is for the validator's findings to say.
    ///
    /// - Throws: `UserInfoConversionError` for a value with no JSON form (not produced by
    ///   `JSONSerialization`, but possible in a dictionary built in code).
    public init(userInfo: [AnyHashable: Any]) throws {
        customKeys = []
        do {
            let payload = try APNs.Payload(userInfo: userInfo)
            read(payload)
        } catch let error as UserInfoConversionError {
            throw error
        } catch {
            decodingProblem = "\(error)"
        }
        if userInfo.keys.contains(where: { ($0 as? String).map(FCM.UserInfo.isMetadata) ?? false }) {
            fcm = FCMSummary(try FCM.UserInfo(userInfo: userInfo))
        }
    }

    /// Takes the text, badge, sound and custom keys of a decoded body.
    private mutating func read(_ payload: APNs.Payload) {
        switch payload.aps?.alert {
        case .text(let text)?:
            body = text
        case .content(let content)?:
            title = content.title ?? content.titleLocKey.map { "localized: \($0)" }
            subtitle = content.subtitle ?? content.subtitleLocKey.map { "localized: \($0)" }
            body = content.body ?? content.locKey.map { "localized: \($0)" }
        case nil:
            break
        }
        badge = payload.aps?.badge
        sound = payload.aps?.sound.map(Self.describe)
        customKeys = payload.members.keys.filter { $0 != "aps" && !FCM.UserInfo.isMetadata($0) }.sorted()
    }

    /// A sound as one phrase.
    private static func describe(_ sound: APNs.Sound) -> String {
        switch sound {
        case .named(let name):
            return name
        case .critical(let critical):
            let volume = critical.volume.map { ", volume \($0)" } ?? ""
            return "critical: \(critical.name ?? "default")\(volume)"
        }
    }
}

/// FCM's metadata in a received `userInfo`, as the iOS SDK reads it.
public struct FCMSummary: Sendable, Hashable {
    /// `gcm.message_id`.
    public var messageID: String?
    /// Whether `google.c.a.e` turns analytics on (only the string `"1"` does).
    public var analyticsEnabled: Bool
    /// FCM's metadata keys, sorted.
    public var metadataKeys: [String]

    /// The summary of a decoded FCM `userInfo`.
    public init(_ userInfo: FCM.UserInfo) {
        messageID = userInfo.messageID
        analyticsEnabled = userInfo.analyticsEnabled
        metadataKeys = userInfo.metadata.keys.sorted()
    }
}
