import Foundation

/// Turns dumped JSON into the dictionary an app holds, the way a device's dump is read back:
/// `JSONSerialization`, which makes the same `NSNumber`s, strings, arrays and dictionaries
/// `UNNotificationContent.userInfo` holds.
public enum UserInfoParsing {
    /// The `userInfo` in `data`.
    ///
    /// - Parameter name: The input's name, for messages.
    /// - Throws: ``UnreadableInput`` when the text is not JSON or its root is not an object.
    public static func userInfo(from data: Data, name: String) throws(UnreadableInput) -> [AnyHashable: Any] {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw UnreadableInput("\(name): not JSON (\(error.localizedDescription))")
        }
        guard let dictionary = object as? [String: Any] else {
            throw UnreadableInput("\(name): a userInfo is a JSON object, found \(kind(of: object))")
        }
        return dictionary
    }

    /// The JSON kind of a `JSONSerialization` result that is not an object.
    private static func kind(of object: Any) -> String {
        switch object {
        case is [Any]: "an array"
        case is String: "a string"
        case is NSNull: "null"
        default: "a number or a boolean"
        }
    }
}
