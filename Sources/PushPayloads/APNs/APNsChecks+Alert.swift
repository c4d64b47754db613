/// The `alert` and `sound` members of `aps`.
extension APNsChecks {
    static func checkAlert(_ run: inout ValidationRun, member: APNsBody.Member, body: APNsBody) {
        let document = body.document
        // Pointers are made only for findings that are shown.
        func pointer() -> JSONPointer { body.pointer(.alert) }
        if document.kind(of: member.value) == .object, body.extendedPushType == nil {
            checkOrdinaryAlert(&run, object: member.value, pointer: pointer, document: document)
        }
        if !body.hasAlertText {
            let what = document.kind(of: member.value) == .string ? "an empty string" : "an object without text"
            run.report(
                .apns.alertEmpty, "\"alert\" is \(what): nothing is displayed", pointer: pointer(), node: member.value)
        }
    }

    /// An `alert` object of an ordinary notification; an extended body's alert is its extending
    /// family's.
    private static func checkOrdinaryAlert(
        _ run: inout ValidationRun, object: Int, pointer: () -> JSONPointer, document: JSONDocument
    ) {
        var seen: UInt32 = 0
        let members = APNs.AlertKey.members
        for child in document.nodes.children(of: object) {
            guard let key = APNs.AlertKey.table.key(at: child.key, in: document) else {
                let name = document.string(at: child.key)
                let known = APNs.AlertKey.table.keys.filter { !$0.isLegacy && $0 != .sound }.map(\.name)
                let suggestion = run.rendersFindings ? KeySuggestion.suggest(for: name, among: known) : nil
                run.report(
                    .apns.alertUnknownKey,
                    "\"\(name)\" is not an alert key" + (suggestion.map { " (did you mean \"\($0)\"?)" } ?? ""),
                    pointer: pointer().appending(key: name), node: child.key, suggestion: suggestion)
                continue
            }
            // Later duplicates are json.duplicate-key findings only.
            guard seen & (1 << key.rawValue) == 0 else { continue }
            seen |= 1 << key.rawValue
            let name = key.name
            if key == .sound {
                run.report(
                    .apns.alertSoundMisplaced, "\"sound\" belongs directly in aps, not in alert",
                    pointer: pointer().appending(key: name), node: child.key)
                continue
            }
            if key.isLegacy {
                run.report(
                    .apns.alertLegacyKey, "\"\(name)\" is a legacy alert key that Apple no longer documents",
                    pointer: pointer().appending(key: name), node: child.key)
                continue
            }
            if !members.holds(key, child.value, in: document) {
                run.report(
                    .apns.alertFieldType,
                    "alert key \"\(name)\" must be \(key.type.expected), found \(document.kind(of: child.value).article)",
                    pointer: pointer().appending(key: name), node: child.value)
            }
            if let locKey = key.requiredLocKey, document.member(named: locKey.name, in: object) == nil {
                run.report(
                    .apns.alertLocArgsWithoutKey,
                    "\"\(name)\" without \"\(locKey.name)\": the arguments are ignored",
                    pointer: pointer().appending(key: name), node: child.key)
            }
        }
    }

    static func checkSound(_ run: inout ValidationRun, member: APNsBody.Member, body: APNsBody) {
        let document = body.document
        func pointer() -> JSONPointer { body.pointer(.sound) }
        let sound = member.value
        if document.kind(of: sound) == .string {
            if document.isEmptyString(sound) {
                run.report(
                    .apns.soundEmpty, "\"sound\" is empty; use \"default\" or omit it", pointer: pointer(), node: sound)
            }
            return
        }
        var critical: Int? = nil
        var name: Int? = nil
        for child in document.nodes.children(of: sound) {
            switch APNs.SoundKey.table.key(at: child.key, in: document) {
            case .critical: critical = critical ?? child.value
            case .name: name = name ?? child.value
            case .volume:
                if let volume = document.double(at: child.value), (0...1).contains(volume) { continue }
                run.report(
                    .apns.soundVolumeRange, "sound \"volume\" is \(document.text(of: child.value)); use 0 to 1",
                    pointer: pointer().appending(key: "volume"), node: child.value)
            case nil:
                let key = document.string(at: child.key)
                run.report(
                    .apns.soundDictUnknownKey,
                    "\"\(key)\" is not a sound key (\(APNs.SoundKey.members.memberNames.joined(separator: ", ")))",
                    pointer: pointer().appending(key: key), node: child.key)
            }
        }
        if let critical {
            if document.isNumber(critical, equalTo: 1) {
                run.report(
                    .apns.criticalEntitlement, "critical alerts need Apple's critical alerts entitlement",
                    pointer: pointer().appending(key: "critical"), node: critical)
            } else {
                run.report(
                    .apns.soundCriticalFlag,
                    "sound \"critical\" is \(document.text(of: critical)); the sound object is for critical alerts (1)",
                    pointer: pointer().appending(key: "critical"), node: critical)
            }
        } else {
            run.report(
                .apns.soundCriticalFlag, "the sound object has no \"critical\": 1; use a sound name string instead",
                pointer: pointer(), node: sound)
        }
        if let name {
            if !document.isNonEmptyString(name) {
                run.report(
                    .apns.soundNameMissing, "sound \"name\" must be a non-empty string",
                    pointer: pointer().appending(key: "name"), node: name)
            }
        } else {
            run.report(.apns.soundNameMissing, "the sound object has no \"name\"", pointer: pointer(), node: sound)
        }
    }
}
