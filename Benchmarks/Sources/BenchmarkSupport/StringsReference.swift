import Foundation
import PushPayloads

/// The localization pairs' input: an app's strings, generated here (no file from outside the
/// repository) and loaded once into `ValidationOptions.strings`, and payloads whose localization
/// keys are in them or are not.
///
/// - Apple: one String Catalog (`Localizable.xcstrings`) of 10,000 keys, each translated into
///   `en` (the source language), `de`, `fr` and `ja`; three keys in four take format specifiers
///   (`%@`, `%1$@ … %2$lld`, `%d … %@`), one in fifty is a plural variation.
/// - Android: `res/values/strings.xml` and `res/values-de/strings.xml`, 10,000 `<string>`s each,
///   with the same mix in Java's syntax (`%1$s`, `%2$d`), `\'` escapes and `<xliff:g>` markup.
///
/// The payloads' keys (`ORDER_TITLE`, `ORDER_ON_THE_WAY`) are two of the 10,000, placed in the
/// middle of the files, in every language, with as many `%@`/`%s` as the payload gives arguments:
/// the check looks them up and reads their formats and finds nothing. The `unknown` payloads name
/// keys that none of the files has.
public struct StringsReference: Sendable {
    /// Keys in the catalog, and `<string>`s in each Android file.
    public static let keyCount = 10_000
    /// Where the payloads' two keys sit among the generated ones.
    static let titleIndex = 3_217
    static let bodyIndex = 7_641

    /// A clean APNs alert body (1.2 KB): `title-loc-key` and `loc-key` with their arguments, both in
    /// the catalog.
    public let apnsBytes: [UInt8]
    /// The same body with both keys renamed to keys the catalog does not have.
    public let apnsUnknownBytes: [UInt8]
    /// The FCM reference send request (3 KB) with `title_loc_key` and `title_loc_args` added to
    /// `android.notification` beside its `body_loc_key` and `body_loc_args`, both in the resources.
    public let fcmBytes: [UInt8]
    /// The same request with both keys renamed to keys the resources do not have.
    public let fcmUnknownBytes: [UInt8]
    /// Default options with `strings` holding the catalog.
    public let appleOptions: ValidationOptions
    /// Default options with `strings` holding the two Android files.
    public let androidOptions: ValidationOptions

    /// Generates the resources, loads them, and checks that each payload gets the findings it
    /// should: none with its keys found, one `*.loc-key-unknown` error a key when they are not, and
    /// otherwise the same as without strings.
    public static func make(fcm: FCMReference) throws -> StringsReference {
        var apple = StringResources()
        try apple.add(catalog(), path: "App/Resources/Localizable.xcstrings")
        var android = StringResources()
        try android.add(androidValues(german: false), path: "app/src/main/res/values/strings.xml")
        try android.add(androidValues(german: true), path: "app/src/main/res/values-de/strings.xml")
        var appleOptions = ValidationOptions()
        appleOptions.strings = apple
        var androidOptions = ValidationOptions()
        androidOptions.strings = android

        let apnsBytes = Array(apnsText(titleKey: "ORDER_TITLE", bodyKey: "ORDER_ON_THE_WAY").utf8)
        let apnsUnknownBytes = Array(apnsText(titleKey: "ORDER_TITLE_V2", bodyKey: "ORDER_ON_ITS_WAY").utf8)
        let fcmText = String(decoding: fcm.bytes, as: UTF8.self)
        let bodyKey = "\"body_loc_key\":\"ORDER_ON_THE_WAY\""
        guard fcmText.components(separatedBy: bodyKey).count == 2 else {
            throw BenchmarkSetupError("the FCM reference no longer has \(bodyKey) once")
        }
        func fcmRequest(titleKey: String, bodyKey newBodyKey: String) -> [UInt8] {
            let keys = "\"title_loc_key\":\"\(titleKey)\",\"title_loc_args\":[\"A-10428\"],"
            return Array(
                fcmText.replacingOccurrences(of: bodyKey, with: keys + "\"body_loc_key\":\"\(newBodyKey)\"").utf8)
        }
        let fcmBytes = fcmRequest(titleKey: "ORDER_TITLE", bodyKey: "ORDER_ON_THE_WAY")
        let fcmUnknownBytes = fcmRequest(titleKey: "ORDER_TITLE_V2", bodyKey: "ORDER_ON_ITS_WAY")

        try expect(apnsBytes, .apns, appleOptions, unknown: 0, "apns.loc-key-unknown")
        try expect(apnsUnknownBytes, .apns, appleOptions, unknown: 2, "apns.loc-key-unknown")
        try expect(fcmBytes, .fcm, androidOptions, unknown: 0, "fcm.loc-key-unknown")
        try expect(fcmUnknownBytes, .fcm, androidOptions, unknown: 2, "fcm.loc-key-unknown")
        return StringsReference(
            apnsBytes: apnsBytes, apnsUnknownBytes: apnsUnknownBytes, fcmBytes: fcmBytes,
            fcmUnknownBytes: fcmUnknownBytes, appleOptions: appleOptions, androidOptions: androidOptions)
    }

    /// Checks that `bytes` is clean without strings, and with them has exactly `unknown` findings of
    /// `rule` more (the same counts from `check` as from `validate`).
    private static func expect(
        _ bytes: [UInt8], _ kind: PayloadKind, _ options: ValidationOptions, unknown: Int, _ rule: String
    ) throws {
        let without = PayloadValidator.validate(bytes, as: kind)
        guard without.diagnostics.allSatisfy({ $0.severity == .info }) else {
            throw BenchmarkSetupError(
                "a \(kind) strings payload is not clean: \(without.diagnostics.map(\.ruleID))")
        }
        let with = PayloadValidator.validate(bytes, as: kind, options: options)
        let added = with.diagnostics.map(\.ruleID).filter { !without.diagnostics.map(\.ruleID).contains($0) }
        guard added == Array(repeating: rule, count: unknown),
            with.diagnostics.count == without.diagnostics.count + unknown
        else {
            throw BenchmarkSetupError(
                "a \(kind) strings payload should add \(unknown) \(rule) with strings; it adds \(added)"
                    + " (\(with.diagnostics.map(\.message)))")
        }
        let summary = PayloadValidator.check(bytes, as: kind, options: options)
        guard summary.errors == unknown, summary.warnings == 0 else {
            throw BenchmarkSetupError("check and validate disagree on a \(kind) strings payload")
        }
    }

    // MARK: - The payload

    /// An order update as an alert body, the keys of its title and body looked up on the device.
    static func apnsText(titleKey: String, bodyKey: String) -> String {
        let items = (1...16).map { "\"SKU-\(4_100 + $0) Organic oat milk, 1 l, barista edition\"" }.joined(
            separator: ",")
        return """
            {"aps":{"alert":{"title-loc-key":"\(titleKey)","title-loc-args":["A-10428"],\
            "loc-key":"\(bodyKey)","loc-args":["Maria","12"]},\
            "badge":2,"sound":"default","thread-id":"order-A-10428","category":"ORDER_UPDATE",\
            "mutable-content":1,"interruption-level":"time-sensitive"},\
            "order_ref":"A-10428","deep_link":"https://example.com/orders/A-10428","items":[\(items)]}
            """
    }

    // MARK: - Generated resources

    static let languages = ["en", "de", "fr", "ja"]

    /// The payloads' strings, in Apple's syntax, by language.
    static let appleTitle = [
        "en": "Order %@ is on the way", "de": "Bestellung %@ ist unterwegs",
        "fr": "La commande %@ est en route", "ja": "注文 %@ は配達中です",
    ]
    static let appleBody = [
        "en": "%1$@ picked up your order and will arrive in about %2$@ minutes.",
        "de": "%1$@ hat deine Bestellung abgeholt und ist in etwa %2$@ Minuten da.",
        "fr": "%1$@ a récupéré votre commande et arrive dans environ %2$@ minutes.",
        "ja": "%1$@ が注文を受け取りました。約 %2$@ 分で到着します。",
    ]

    /// One generated key's name: a few naming styles, as an app's catalog mixes them.
    static func generatedKey(_ index: Int) -> String {
        switch index % 3 {
        case 0: "NOTIFICATION_\(index)_BODY"
        case 1: "settings.section\(index / 100).row\(index)"
        default: "Message %@ number \(index)"  // a SwiftUI-style key: its English text
        }
    }

    /// One generated string, in Apple's syntax.
    static func appleText(_ index: Int, _ language: String) -> String {
        let word = ["en": "update", "de": "Aktualisierung", "fr": "mise à jour", "ja": "更新"][language]!
        switch index % 4 {
        case 0: return "\(word) \(index): %@"
        case 1: return "%1$@ · \(word) \(index) · %2$lld"
        case 2: return "%d × \(word) \(index) (%@)"
        default: return "\(word) \(index), no arguments"
        }
    }

    /// The String Catalog: `{"sourceLanguage":"en","strings":{KEY:{"localizations":{...}}},"version":"1.0"}`.
    static func catalog() -> [UInt8] {
        var text = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n"
        for index in 0..<keyCount {
            let key: String
            var texts: [String: String] = [:]
            switch index {
            case titleIndex: (key, texts) = ("ORDER_TITLE", appleTitle)
            case bodyIndex: (key, texts) = ("ORDER_ON_THE_WAY", appleBody)
            default:
                key = generatedKey(index)
                for language in languages { texts[language] = appleText(index, language) }
            }
            text += "    \"\(key)\" : {\n"
            if index % 10 == 0 { text += "      \"comment\" : \"Shown in notification \(index)\",\n" }
            text += "      \"localizations\" : {\n"
            text += languages.map { language in
                let value = texts[language]!
                let unit = { (text: String) in
                    "{ \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"\(text)\" } }"
                }
                if index % 50 == 25 {
                    return "        \"\(language)\" : { \"variations\" : { \"plural\" : { \"one\" : \(unit(value)),"
                        + " \"other\" : \(unit(value + " (\(language))")) } } }"
                }
                return "        \"\(language)\" : \(unit(value))"
            }.joined(separator: ",\n")
            text += "\n      }\n    }\(index == keyCount - 1 ? "" : ",")\n"
        }
        text += "  },\n  \"version\" : \"1.0\"\n}\n"
        return Array(text.utf8)
    }

    /// One Android file: `values/` in English, `values-de/` in German.
    static func androidValues(german: Bool) -> [UInt8] {
        var text = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n"
        text += "<resources xmlns:xliff=\"urn:oasis:names:tc:xliff:document:1.2\">\n"
        for index in 0..<keyCount {
            let name: String
            let value: String
            switch index {
            case titleIndex:
                name = "ORDER_TITLE"
                value = german ? "Bestellung %1$s ist unterwegs" : "Order %1$s is on the way"
            case bodyIndex:
                name = "ORDER_ON_THE_WAY"
                value =
                    german
                    ? "<xliff:g id=\"courier\">%1$s</xliff:g> hat deine Bestellung abgeholt und ist in etwa %2$s Minuten da."
                    : "<xliff:g id=\"courier\">%1$s</xliff:g> picked up your order and will arrive in about %2$s minutes."
            default:
                name = index % 2 == 0 ? "notification_\(index)_body" : "settings_row_\(index)"
                let word = german ? "Aktualisierung" : "update"
                switch index % 4 {
                case 0: value = "\(word) \(index): %s"
                case 1: value = "<xliff:g id=\"user\">%1$s</xliff:g> \(word) \(index) %2$d"
                case 2: value = "%d \(word) \(index) (%s)"
                default: value = german ? "\(word) \(index), ohne Argumente" : "We\\'ve got \(word) \(index)"
                }
            }
            text += "    <string name=\"\(name)\">\(value)</string>\n"
        }
        text += "</resources>\n"
        return Array(text.utf8)
    }
}
