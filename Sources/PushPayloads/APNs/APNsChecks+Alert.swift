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
        let members = APNs.AlertKey.members.read(&run, object, as: alertReading)
        for key in APNs.AlertKey.table.keys {
            guard let locKey = key.requiredLocKey else { continue }
            guard let member = members.first(key), !members.isPresent(locKey) else {
                if let keyMember = members.first(locKey), !run.options.strings.isEmpty {
                    localization.check(
                        &run, keyNode: keyMember.value, keyName: locKey.name, argsNode: members.first(key)?.value,
                        argsName: key.name)
                }
                continue
            }
            run.report(
                .apns.alertLocArgsWithoutKey, "\"\(key.name)\" without \"\(locKey.name)\": the arguments are ignored",
                pointer: pointer().appending(key: key.name), node: member.key)
        }
    }

    /// The localization rules, on Apple's resources.
    static let localization = LocalizationCheck(
        platform: .apple,
        rules: LocalizationCheck.Rules(
            keyUnknown: .apns.locKeyUnknown, keyUntranslated: .apns.locKeyUntranslated, argsCount: .apns.locArgsCount,
            argsUnused: .apns.locArgsUnused, formatType: .apns.locFormatType))

    /// How an ordinary `alert` object is read: an unknown key with the nearest current one, the
    /// legacy keys and a misplaced `sound` noticed, a value not of its key's type (`null` included).
    static let alertReading = MemberReading<APNs.AlertKey>(
        unknown: (
            .apns.alertUnknownKey, true,
            { "\"\($0.key)\" is not an alert key" + $0.didYouMean }
        ),
        type: (
            .apns.alertFieldType, { "alert key \"\($0.wireName)\" must be \($0.expected), found \($0.foundKind)" }, nil
        ),
        nullIsAbsent: false,
        notice: { key in
            if key == .sound {
                return (.apns.alertSoundMisplaced, { _ in "\"sound\" belongs directly in aps, not in alert" })
            }
            guard key.isLegacy else { return nil }
            return (.apns.alertLegacyKey, { "\"\($0.wireName)\" is a legacy alert key that Apple no longer documents" })
        })

    /// How a critical-alert `sound` object is read: an unknown key, with the three it takes (its
    /// members' values have rules of their own).
    static let soundReading = MemberReading<APNs.SoundKey>(
        unknown: (
            .apns.soundDictUnknownKey, false,
            { "\"\($0.key)\" is not a sound key (\($0.memberNames.joined(separator: ", ")))" }
        ),
        type: nil, nullIsAbsent: false)

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
        let members = APNs.SoundKey.members.read(&run, sound, as: soundReading)
        let critical = members.first(.critical)?.value
        let name = members.first(.name)?.value
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
