/// The data maps: string values, reserved keys, and the byte sums of FCM's data limits.
enum FCMDataKeys {
    /// The legacy option words: data keys FCM may overwrite with its own options.
    static let optionWords: Set<String> = [
        "collapse_key", "to", "registration_ids", "condition", "priority", "content_available", "mutable_content",
        "time_to_live", "restricted_package_name", "dry_run", "notification_key", "delay_while_idle", "data",
    ]

    /// How HTTP v1 treats a data key: rejected, suspicious, or fine.
    static func v1Class(of key: String) -> Rule? {
        let lowered = key.lowercased()
        if lowered == "from" || lowered == "message_type" || lowered.hasPrefix("google.") || lowered.hasPrefix("gcm.") {
            return .fcmDataReservedKey
        }
        if lowered.hasPrefix("google") || lowered.hasPrefix("gcm") || lowered == "notification"
            || optionWords.contains(lowered)
        {
            return .fcmDataReservedKeySoft
        }
        return nil
    }

    /// How the legacy API treated a data key.
    static func legacyClass(of key: String) -> Rule? {
        let lowered = key.lowercased()
        if lowered == "from" || lowered.hasPrefix("google") || lowered.hasPrefix("gcm") {
            return .fcmLegacyDataReserved
        }
        return optionWords.contains(lowered) ? .fcmLegacyDataReservedSoft : nil
    }
}

/// The byte sum of a map's entries: each key's and each value's unescaped UTF-8 bytes (a value
/// that is not a string as its compact JSON), and the largest entries.
struct EntrySum {
    private(set) var total = 0
    private var largest: [(key: Int, bytes: Int)] = []

    init() {}

    /// Adds every entry of the object at `node`.
    mutating func add(entriesOf node: Int, in document: JSONDocument) {
        for child in document.nodes.children(of: node) {
            let key = document.withStringBytes(child.key) { $0.count }
            let value =
                document.kind(of: child.value) == .string
                ? document.withStringBytes(child.value) { $0.count } : document.compactByteCount(ofNode: child.value)
            add(key: child.key, bytes: key + value)
        }
    }

    private mutating func add(key: Int, bytes: Int) {
        total += bytes
        if largest.count < 3 || bytes > largest[largest.count - 1].bytes {
            let position = largest.firstIndex { $0.bytes < bytes } ?? largest.count
            largest.insert((key, bytes), at: position)
            if largest.count > 3 { largest.removeLast() }
        }
    }

    /// The size details of going over `limit`, the entries pointed at under their map's pointer.
    func details(limit: Int, name: String, in document: JSONDocument, map: (Int) -> JSONPointer) -> SizeDetails {
        SizeDetails(
            size: total, limit: limit, limitName: name, measure: .sum, compactSize: nil,
            contributors: largest.map { entry in
                SizeDetails.Contributor(
                    pointer: map(entry.key), bytes: entry.bytes,
                    percent: total > 0 ? (entry.bytes * 100 + total / 2) / total : 0)
            })
    }
}

extension FCMChecks {
    /// The data limit of a message: 2048 bytes for topic and condition targets, 4096 otherwise.
    static func dataLimit(toTopics: Bool) -> (bytes: Int, name: String) {
        toTopics ? (FCM.topicDataLimit, "FCM data, topic or condition") : (FCM.dataLimit, "FCM data")
    }

    /// The rules of one HTTP v1 data map (`message.data`, `android.data`, `webpush.data`).
    static func checkDataMap(
        _ run: inout ValidationRun, _ map: APNsBody.Member, at pointer: JSONPointer, toTopics: Bool,
        payloadKeys: [String]? = nil
    ) {
        let document = run.document
        for child in document.nodes.children(of: map.value) {
            let key = document.string(at: child.key)
            let place = pointer.appending(key: key)
            if document.kind(of: child.value) != .string {
                run.report(
                    .fcmDataValueType,
                    "data value \"\(key)\" is \(document.kind(of: child.value).article); FCM takes only strings",
                    pointer: place, node: child.value)
            }
            if payloadKeys != nil, key == "aps" {
                run.report(
                    .fcmApsInData, "data key \"aps\" clashes with the APNs dictionary on Apple devices", pointer: place,
                    node: child.key)
            } else if let rule = FCMDataKeys.v1Class(of: key) {
                run.report(
                    rule,
                    rule == .fcmDataReservedKey
                        ? "data key \"\(key)\" is reserved; FCM rejects the message"
                        : "data key \"\(key)\" may be overwritten by FCM", pointer: place, node: child.key)
            }
            if let payloadKeys, key != "aps", payloadKeys.contains(key) {
                run.report(
                    .fcmDataKeyShadowed,
                    "data key \"\(key)\" is also a custom key of apns.payload; which one the device sees is undocumented",
                    pointer: place, node: child.key)
            }
        }
        var sum = EntrySum()
        sum.add(entriesOf: map.value, in: document)
        let limit = dataLimit(toTopics: toTopics)
        guard sum.total > limit.bytes else { return }
        let details =
            run.rendersFindings
            ? sum.details(limit: limit.bytes, name: limit.name, in: document) {
                pointer.appending(key: document.string(at: $0))
            } : nil
        run.report(
            .fcmDataTooLarge, details?.sentence(subject: "data") ?? "", pointer: pointer,
            byteRange: document.byteRange(of: map.value), size: details)
    }

    /// `fcm.data-value-type` for the values of a headers map.
    static func checkHeaderValues(_ run: inout ValidationRun, _ map: APNsBody.Member, at pointer: JSONPointer) {
        let document = run.document
        for child in document.nodes.children(of: map.value) where document.kind(of: child.value) != .string {
            let key = document.string(at: child.key)
            run.report(
                .fcmDataValueType,
                "header \"\(key)\" is \(document.kind(of: child.value).article); header values are strings",
                pointer: pointer.appending(key: key), node: child.value)
        }
    }
}
