/// The data maps: string values, reserved keys, and the byte sums of FCM's data limits.
enum FCMDataKeys {
    /// The legacy option words: data keys the legacy API overwrote with the request's own options
    /// (`fcm.legacy-data-reserved-soft`).
    static let optionWords: [String] = [
        "collapse_key", "to", "registration_ids", "condition", "priority", "content_available", "mutable_content",
        "time_to_live", "restricted_package_name", "dry_run", "notification_key", "delay_while_idle", "data",
    ]

    /// The keys ``v1Class(of:)`` finds reserved (`fcm.data-reserved-key`), as a regular expression.
    static let reservedPattern =
        "^(?:" + ["from", "message_type"].map(JSONSchemaBuilder.caseless).joined(separator: "|") + ")$|^(?:"
        + ["google", "gcm"].map(JSONSchemaBuilder.caseless).joined(separator: "|") + ")\\."

    /// The keys ``legacyClass(of:)`` finds reserved (`fcm.legacy-data-reserved`), as a regular
    /// expression.
    static let legacyReservedPattern =
        "^(?:" + JSONSchemaBuilder.caseless("from") + "$|"
        + ["google", "gcm"].map(JSONSchemaBuilder.caseless)
        .joined(separator: "|") + ")"

    /// How HTTP v1 treats a data key: rejected, suspicious, or fine (compared without case).
    static func v1Class(of key: UnsafeBufferPointer<UInt8>) -> Rule? {
        if ASCIIFold.equals(key, "from") || ASCIIFold.equals(key, "message_type") || ASCIIFold.hasPrefix(key, "google.")
            || ASCIIFold.hasPrefix(key, "gcm.")
        {
            return .fcm.dataReservedKey
        }
        // Only where a source shows harm: Firebase's ErrorCode page ("any value prefixed by google",
        // "gcm"), and `collapse_key`, which FCM overrides and Android's getData() drops. The other
        // legacy option words are ordinary keys in HTTP v1, whose options are fields of their own.
        if ASCIIFold.hasPrefix(key, "google") || ASCIIFold.hasPrefix(key, "gcm")
            || ASCIIFold.equals(key, "collapse_key")
        {
            return .fcm.dataReservedKeySoft
        }
        return nil
    }

    /// What a `fcm.data-reserved-key-soft` key risks, for its message.
    static func softReason(of key: UnsafeBufferPointer<UInt8>) -> String {
        ASCIIFold.equals(key, "collapse_key")
            ? "FCM overrides it with its own value, and Android's getData() leaves it out"
            : "Firebase's ErrorCode page counts keys prefixed by google or gcm as invalid data keys"
    }

    /// How the legacy API treated a data key (compared without case).
    static func legacyClass(of key: UnsafeBufferPointer<UInt8>) -> Rule? {
        if ASCIIFold.equals(key, "from") || ASCIIFold.hasPrefix(key, "google") || ASCIIFold.hasPrefix(key, "gcm") {
            return .fcmLegacy.dataReserved
        }
        return optionWords.contains(where: { ASCIIFold.equals(key, $0) }) ? .fcmLegacy.dataReservedSoft : nil
    }
}

/// The byte sum of a map's entries: each key's and each value's unescaped UTF-8 bytes (a value
/// that is not a string as its compact JSON), and, when asked, the largest entries.
struct EntrySum {
    private(set) var total = 0
    /// Whether the largest entries are kept (for a finding that is shown: a check sums first).
    private let keepsLargest: Bool
    private var largest: [(key: Int, bytes: Int)] = []

    init(keepsLargest: Bool = false) {
        self.keepsLargest = keepsLargest
    }

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
        if keepsLargest, largest.count < 3 || bytes > largest[largest.count - 1].bytes {
            let position = largest.firstIndex { $0.bytes < bytes } ?? largest.count
            largest.insert((key, bytes), at: position)
            if largest.count > 3 { largest.removeLast() }
        }
    }

    /// The size details of going over `limit`, the entries pointed at under their map's pointer.
    func details(limit: Int, name: String, map: (Int) -> JSONPointer) -> SizeDetails {
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
    static func dataMaxBytes(toTopics: Bool) -> (bytes: Int, name: String) {
        toTopics ? (FCM.topicDataMaxBytes, "FCM data, topic or condition") : (FCM.dataMaxBytes, "FCM data")
    }

    /// The rules of one HTTP v1 data map (`message.data`, `android.data`, `webpush.data`); for
    /// `message.data`, `payload` is the node of `apns.payload` (or -1): its keys meet the data's on
    /// Apple devices.
    static func checkDataMap(
        _ run: inout ValidationRun, _ map: APNsBody.Member, at place: @autoclosure () -> JSONPointer, toTopics: Bool,
        payload: Int? = nil
    ) {
        let document = run.document
        for child in document.nodes.children(of: map.value) {
            func entry() -> JSONPointer { place().appending(key: document.string(at: child.key)) }
            let kind = document.kind(of: child.value)
            if kind != .string {
                run.report(
                    .fcm.dataValueType,
                    "data value \"\(entry().tokens.last ?? "")\" is \(kind.article); FCM takes only strings",
                    pointer: entry(), node: child.value)
            }
            let isAPS = payload != nil && document.keyEquals(child.key, "aps")
            if isAPS {
                run.report(
                    .fcm.apsInData, "data key \"aps\" clashes with the APNs dictionary on Apple devices",
                    pointer: entry(),
                    node: child.key)
            } else if let rule = document.withStringBytes(child.key, FCMDataKeys.v1Class) {
                let key = entry().tokens.last ?? ""
                run.report(
                    rule,
                    rule == .fcm.dataReservedKey
                        ? "data key \"\(key)\" is reserved; FCM rejects the message"
                        : "data key \"\(key)\": \(document.withStringBytes(child.key, FCMDataKeys.softReason))",
                    pointer: entry(), node: child.key)
            }
            if let payload, payload >= 0, !isAPS, document.hasMember(sameKeyAs: child.key, in: payload) {
                run.report(
                    .fcm.dataKeyShadowed,
                    "data key \"\(entry().tokens.last ?? "")\" is also a custom key of apns.payload; which one the device sees is undocumented",
                    pointer: entry(), node: child.key)
            }
        }
        checkDataSum(&run, .fcm.dataTooLarge, map.value, at: place(), toTopics: toTopics)
    }

    /// A data map's byte sum against its limit (`fcm.data-too-large`, `fcm.legacy-too-large`),
    /// with the three largest entries.
    static func checkDataSum(
        _ run: inout ValidationRun, _ rule: Rule, _ map: Int, at place: @autoclosure () -> JSONPointer, toTopics: Bool
    ) {
        let document = run.document
        var sum = EntrySum()
        sum.add(entriesOf: map, in: document)
        let limit = dataMaxBytes(toTopics: toTopics)
        guard sum.total > limit.bytes else { return }
        let pointer = run.rendersFindings ? place() : JSONPointer()
        var detailed = EntrySum(keepsLargest: true)
        if run.rendersFindings { detailed.add(entriesOf: map, in: document) }
        let details =
            run.rendersFindings
            ? detailed.details(limit: limit.bytes, name: limit.name) { pointer.appending(key: document.string(at: $0)) }
            : nil
        run.report(
            rule, details?.sentence(subject: "data") ?? "", pointer: pointer, byteRange: document.byteRange(of: map),
            size: details)
    }

    /// `fcm.data-value-type` for the values of a headers map.
    static func checkHeaderValues(
        _ run: inout ValidationRun, _ map: APNsBody.Member, at place: @autoclosure () -> JSONPointer
    ) {
        let document = run.document
        for child in document.nodes.children(of: map.value) where document.kind(of: child.value) != .string {
            let key = document.string(at: child.key)
            run.report(
                .fcm.headerValueType,
                "header \"\(key)\" is \(document.kind(of: child.value).article); header values are strings",
                pointer: place().appending(key: key), node: child.value)
        }
    }
}
