// The program Scripts/check-userinfo-order.sh builds against the package's modules and runs in many
// processes. It converts the same large, nested userInfo dictionaries through every public
// userInfo path and prints what each gives: the bytes, or the error's code, pointer and message.
// A dictionary's iteration order changes from process to process (hash seeds), so every line must
// come out the same only if the paths put members in one order of their own.
//
// The first line, `iteration-order ...`, is the raw iteration order of one of the dictionaries: it
// is not compared, and the script checks that it did change across the runs (else the check proved
// nothing).
import Foundation
import PushPayloads
import PushPayloadsFoundation

/// Keys chosen so that byte order and other orders disagree: capitals, digits, punctuation,
/// non-ASCII letters, an emoji, and 30 plain ones.
let keys: [String] =
    ["Zed", "apple", "a", "a-b", "a_b", "a.b", "10", "9", "ä", "ß", "Éclair", "~tilde", "😀", "ﬀ", "日本"]
    + (0..<30).map { "custom\($0 * 7 % 30)" }

/// A value per key: strings, numbers, flags, arrays and nested dictionaries, Swift and Foundation.
func members(depth: Int) -> [(String, Any)] {
    keys.enumerated().map { index, key in
        let value: Any
        switch index % 6 {
        case 0: value = "text \(index)"
        case 1: value = NSNumber(value: index)
        case 2: value = index % 4 == 0
        case 3: value = [index, "x", NSNumber(value: 0.5)] as [Any]
        // Two nested dictionaries a level, so the tree stays a few hundred members.
        case 4 where depth > 0 && index < 6: value = swiftDictionary(depth: depth - 1)
        case 5 where depth > 0 && index < 6: value = foundationDictionary(depth: depth - 1)
        default: value = NSNull()
        }
        return (key, value)
    }
}

func swiftDictionary(depth: Int) -> [String: Any] {
    Dictionary(uniqueKeysWithValues: members(depth: depth))
}

func foundationDictionary(depth: Int) -> NSDictionary {
    let dictionary = NSMutableDictionary()
    for (key, value) in members(depth: depth) { dictionary.setObject(value, forKey: NSString(string: key)) }
    return dictionary
}

func hashableDictionary(depth: Int) -> [AnyHashable: Any] {
    var dictionary: [AnyHashable: Any] = [:]
    for (index, (key, value)) in members(depth: depth).enumerated() {
        dictionary[index % 2 == 0 ? AnyHashable(key) : AnyHashable(NSString(string: key))] = value
    }
    return dictionary
}

/// The custom members at the root of every family's userInfo, in each kind of dictionary.
func customRoot() -> [AnyHashable: Any] {
    var root = hashableDictionary(depth: 2)
    root["swift"] = swiftDictionary(depth: 2)
    root["foundation"] = foundationDictionary(depth: 2)
    return root
}

func adding(_ extra: [AnyHashable: Any], to base: [AnyHashable: Any]) -> [AnyHashable: Any] {
    base.merging(extra) { _, new in new }
}

let aps: [AnyHashable: Any] = adding(
    ["alert": ["title": "Order shipped", "body": "On its way"], "badge": NSNumber(value: 3), "sound": "default"],
    to: hashableDictionary(depth: 1))

/// The paths every userInfo is read through, and one family's models.
struct Family {
    var name: String
    var userInfo: [AnyHashable: Any]
    var models: [any PayloadModel.Type]
}

let apnsUserInfo = adding(["aps": aps], to: customRoot())
let liveActivityAPS = adding(
    [
        "event": "start", "timestamp": NSNumber(value: 1_767_225_600), "content-state": swiftDictionary(depth: 1),
        "attributes-type": "Delivery", "attributes": foundationDictionary(depth: 1),
    ], to: aps)

/// One userInfo per family, each with the large custom tree, and every model of the family.
let families = [
    Family(name: "apns", userInfo: apnsUserInfo, models: [APNs.Payload.self]),
    Family(
        name: "liveactivity", userInfo: adding(["aps": liveActivityAPS], to: customRoot()),
        models: [LiveActivity.Payload<JSONValue>.self, LiveActivity.StartPayload<JSONValue, JSONValue>.self]),
    Family(
        name: "fcm",
        userInfo: adding(["gcm.message_id": "0:1767225600%abc", "google.c.sender.id": "1234"], to: apnsUserInfo),
        models: [FCM.UserInfo.self, FCM.Message.self, FCM.SendRequest.self, FCM.LegacyMessage.self]),
    Family(
        name: "fingerpush",
        userInfo: adding(["code": "CD:1;IM:0;WL:0;PT:STOS", "data.msgTag": "17"], to: apnsUserInfo),
        models: [FingerPush.UserInfo.self, FingerPush.Result.self]),
    Family(
        name: "mtpush",
        userInfo: adding(
            ["_j_msgid": NSNumber(value: 18_014_398_509_481_985 as Int64), "_j_uid": "1"], to: apnsUserInfo),
        models: [
            MTPush.UserInfo.self, MTPush.CustomMessage.self, MTPush.InAppMessage.self, MTPush.DeviceRequest.self,
            MTPush.ResultRecord.self,
        ]),
    Family(
        name: "altcraft", userInfo: adding(["_ac_push": "1", "_uid": "u-1"], to: apnsUserInfo),
        models: [
            Altcraft.UserInfo.self, Altcraft.Response.self, Altcraft.ResponseWithHttpCode.self,
            Altcraft.SubscribeRequest.self, Altcraft.SubscriptionArguments.self,
        ]),
    Family(name: "mpaas", userInfo: customRoot(), models: [MPaaS.SimplePush.self, MPaaS.BindRecord.self]),
]

func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

func describe(_ error: any Error) -> String {
    if let error = error as? UserInfoConversionError {
        return "error \(error.code) \(error.pointer) \(error.message) [\(error.typeName)]"
    }
    return "error \(type(of: error)): \(error)"
}

func line(_ label: String, _ body: () throws -> String) {
    let result: String
    do { result = try body() } catch { result = describe(error) }
    print("\(label)\t\(result)")
}

func model<M: PayloadModel>(_ type: M.Type, _ name: String, _ userInfo: [AnyHashable: Any]) {
    line("\(name) \(String(reflecting: M.self))(userInfo:)") { text(try M(userInfo: userInfo).jsonBytes()) }
}

/// Every path that reads a userInfo, and each of `models`' `init(userInfo:)`.
/// (`NSDictionary(dictionary:)` keeps one of two keys it finds equal, whichever it meets last, so a
/// userInfo with such keys is not given to it.)
func paths(_ name: String, _ userInfo: [AnyHashable: Any], models: [any PayloadModel.Type], asNSDictionary: Bool = true)
{
    line("\(name) JSONValue(userInfo:)") { text(try JSONValue(userInfo: userInfo).jsonBytes()) }
    line("\(name) JSONValue(foundationObject:)") {
        text(
            try JSONValue(foundationObject: asNSDictionary ? NSDictionary(dictionary: userInfo) : userInfo).jsonBytes())
    }
    line("\(name) decode(_:fromUserInfo:)") {
        text(try PayloadDecoder().decode(JSONValue.self, fromUserInfo: userInfo).jsonBytes())
    }
    line("\(name) validate(userInfo:)") {
        let report = try PayloadValidator.validate(userInfo: userInfo, as: .auto)
        return "\(report.byteCount) " + report.diagnostics.map { "\($0.ruleID)@\($0.pointer)" }.joined(separator: " ")
    }
    for type in models { model(type, name, userInfo) }
}

print("iteration-order " + swiftDictionary(depth: 0).keys.joined(separator: ","))
for family in families { paths(family.name, family.userInfo, models: family.models) }

// A typed decode that fails at several members names the same one in every process: the decoder's
// tape holds members unsorted, and a dictionary's decoding lists its keys in the one order.
let outOfRange: [String: Any] = Dictionary(uniqueKeysWithValues: (0..<45).map { ("k\($0)", 300 + $0) })
line("typed dictionary decode(_:fromDictionary:)") {
    "\(try PayloadDecoder().decode([String: [String: Int8]].self, fromDictionary: ["outer": outOfRange]))"
}

// Refusals, through every path and model: several keys that are not strings in one dictionary,
// several values with no JSON form, several dates.
let allModels = families.flatMap(\.models)
var badKeys = aps
badKeys[1] = "one"
badKeys[2] = "two"
badKeys[NSNumber(value: 3)] = "three"
paths("non-string-keys", adding(["aps": badKeys], to: customRoot()), models: allModels)
let nested = foundationDictionary(depth: 0).mutableCopy() as! NSMutableDictionary
nested.setObject("n", forKey: NSNumber(value: 4))
nested.setObject("m", forKey: NSNumber(value: 5))
paths("non-string-keys-nested", adding(["aps": aps, "data": ["inner": nested]], to: customRoot()), models: allModels)
paths(
    "unsupported",
    adding(["aps": aps, "bad-b": NSObject(), "bad-a": NSObject(), "~bad": NSObject()], to: customRoot()),
    models: allModels)
// A String and an NSString of the same text are two keys of a [AnyHashable: Any] on Linux.
paths(
    "duplicate-names",
    adding(
        [AnyHashable(NSString(string: "dup")): 1, "dup": 2, AnyHashable(NSString(string: "aa")): 1, "aa": 2],
        to: apnsUserInfo),
    models: allModels, asNSDictionary: false)

// Dates: refused with no strategy (the first in order named), written exactly under each strategy.
let dates = adding(
    [
        "aps": aps, "date-b": Date(timeIntervalSince1970: 1_767_225_600),
        "date-a": NSDate(timeIntervalSinceReferenceDate: 0.1),
        "date-c": Date(timeIntervalSinceReferenceDate: -1.5),
    ], to: customRoot())
paths("dates", dates, models: allModels)
let strategies: [(String, JSONValue.FoundationValueStrategy.DateStrategy)] = [
    ("deferredToDate", .deferredToDate), ("secondsSince1970", .secondsSince1970),
    ("millisecondsSince1970", .millisecondsSince1970), ("iso8601", .iso8601),
]
for (name, dateStrategy) in strategies {
    let strategy = JSONValue.FoundationValueStrategy(dates: dateStrategy)
    line("dates \(name) JSONValue(userInfo:strategy:)") {
        text(try JSONValue(userInfo: dates, strategy: strategy).jsonBytes())
    }
    line("dates \(name) decode(_:fromUserInfo:strategy:)") {
        text(try PayloadDecoder().decode(JSONValue.self, fromUserInfo: dates, strategy: strategy).jsonBytes())
    }
    line("dates \(name) APNs.Payload(userInfo:strategy:)") {
        text(try APNs.Payload(userInfo: dates, strategy: strategy).jsonBytes())
    }
}
