// swift-format-ignore-file
// Generated from Fixtures/ and their sidecars; do not edit.
// Regenerate: swift run generate-artifacts

extension RuleExamples {
    /// The json fixtures shown.
    static let fixturesJson: [RuleExample] = [
        RuleExample(path: "Fixtures/json/invalid/leading-zero-badge.json", configuration: "{}", text: "{\"aps\":{\"alert\":\"🎉 세일 시작!\",\"badge\":07}}"),
        RuleExample(path: "Fixtures/json/valid/bom-compact-apns.json", configuration: "{}", text: "\u{feff}{\"aps\":{\"alert\":{\"title\":\"Ура!\",\"body\":\"Заказ доставлен\"},\"sound\":\"default\"}}"),
        RuleExample(path: "Fixtures/json/invalid/empty-file.json", configuration: "{}", text: ""),
        RuleExample(path: "Fixtures/json/invalid/nul-after-value.json", configuration: "{}", text: "{\"aps\":{\"alert\":\"결제 완료\",\"sound\":\"default\"}}\u{0}"),
        RuleExample(path: "Fixtures/json/invalid/invalid-utf8-latin1.json", configuration: "{}", text: "7b22617073223a7b22616c657274223a7b227469746c65223a224e6f757665617520f09f8e89222c22626f6479223a22436166e9206372e86d65206f6666657274227d7d7d0a", isHex: true),
        RuleExample(path: "Fixtures/json/invalid/utf16be-no-bom.json", configuration: "{}", text: "\u{0}{\u{0}\"\u{0}a\u{0}p\u{0}s\u{0}\"\u{0}:\u{0}{\u{0}\"\u{0}a\u{0}l\u{0}e\u{0}r\u{0}t\u{0}\"\u{0}:\u{0}\"\u{0}H\u{0}a\u{0}l\u{0}l\u{0}o\u{0}\"\u{0},\u{0}\"\u{0}s\u{0}o\u{0}u\u{0}n\u{0}d\u{0}\"\u{0}:\u{0}\"\u{0}d\u{0}e\u{0}f\u{0}a\u{0}u\u{0}l\u{0}t\u{0}\"\u{0}}\u{0}}\u{0}\n"),
        RuleExample(path: "Fixtures/json/invalid/bom-only.json", configuration: "{}", text: "\u{feff}"),
        RuleExample(path: "Fixtures/json/valid/near-limit-90-percent.json", configuration: "{\"maxBytes\":260}", text: "{\n  \"aps\": {\n    \"alert\": {\n      \"title\": \"R\\u00e9servation confirm\\u00e9e\",\n      \"body\": \"Votre table pour 4 est r\\u00e9serv\\u00e9e \\u00e0 20h.\"\n    },\n    \"sound\": \"default\"\n  },\n  \"url\": \"https:\\/\\/resto.example.fr\\/r\\/884101\"\n}\n"),
        RuleExample(path: "Fixtures/json/invalid/lone-surrogate-key.json", configuration: "{}", text: "{\"aps\":{\"alert\":\"🔥 Hot deal\",\"sound\":\"default\"},\"tag_\\ud83d\":\"fire\"}\n"),
        RuleExample(path: "Fixtures/json/invalid/duplicate-keys-nested.json", configuration: "{}", text: "{\n  \"aps\": {\n    \"alert\": {\n      \"title\": \"주문 완료\",\n      \"body\": \"결제가 완료되었습니다.\",\n      \"title\": \"Order complete\"\n    },\n    \"badge\": 2,\n    \"sound\": \"default\",\n    \"b\\u0061dge\": 5,\n    \"sound\": \"default\"\n  },\n  \"meta\": {\"source\": \"checkout\", \"items\": [1, {\"sku\": \"A-1\"}], \"items\": [1, {\"sku\": \"A-1\"}]}\n}\n"),
        RuleExample(path: "Fixtures/json/invalid/depth-513-comment-thread.json", configuration: "{}", text: "", byteCount: 5804),
        RuleExample(path: "Fixtures/json/invalid/number-overflow-underflow.json", configuration: "{}", text: "{\n  \"aps\": {\"alert\": \"Ваш баланс обновлён\", \"sound\": \"default\"},\n  \"data\": {\"balance\": 1e400, \"rate\": 1e-400, \"account\": 9007199254740993, \"hold\": -1.8e308, \"fee\": 2e-324, \"limit\": 1e20}\n}\n"),
        RuleExample(path: "Fixtures/json/invalid/max-bytes-as-given.json", configuration: "{\"maxBytes\":300}", text: "{\n  \"aps\": {\n    \"alert\": {\n      \"title\": \"Weekly digest\",\n      \"body\": \"Top stories: markets rally, new phone launch, and weekend weather across the region.\"\n    },\n    \"sound\": \"default\",\n    \"badge\": 12\n  },\n  \"items\": [\n    \"story-1001\",\n    \"story-1002\",\n    \"story-1003\",\n    \"story-1004\",\n    \"story-1005\"\n  ],\n  \"promo\": \"https:\\/\\/news.example.com\\/promo\\/weekly?utm_source=push&utm_medium=apns\",\n  \"edition\": \"eu-west\"\n}\n"),
    ]
}
