/// The bind record and the simple-push request.
extension MPaaSChecks {
    /// How a bind record is read: each member has rules of its own.
    static let bindReading = MemberReading<MPaaSKey>(unknown: nil, type: nil, nullIsAbsent: false)
    /// How a simple push is read: its required members (`mpaas.simple-push-required`) and its
    /// enumerated ones (`mpaas.simple-push-enum`, the table's value constraints).
    static let simplePushReading = MemberReading<MPaaSKey>(
        unknown: nil, type: nil,
        required: (.mpaas.simplePushRequired, words: { "the \($0.object) has no \"\($0.wireName)\"" }),
        nullIsAbsent: false)

    /// `MPPushServiceLiveActivityFilterType` by name (any case) and number.
    static let filterNames: [String: Int] = ["abandon": 0, "call": 1, "refuse": 2]

    /// Shape 2: the activity id, the filter, and the token (by the `apns.device-token-*` rules).
    static func checkBindRecord(_ run: inout ValidationRun) {
        let document = run.document
        let members = MPaaSKey.bindRecord.read(&run, 0, as: bindReading)
        let activityID = members.first(.activityId)
        if let activityID {
            if !document.isNonEmptyString(activityID.value) {
                run.report(
                    .mpaas.activityIDEmpty,
                    "\"activityId\" is \(document.text(of: activityID.value)); use a non-empty string that names this activity",
                    pointer: JSONPointer(tokens: [MPaaSKey.activityId.name]), node: activityID.value)
            }
        } else {
            run.report(
                .mpaas.activityIDEmpty, "the bind record has no \"activityId\": the server cannot address the activity",
                pointer: JSONPointer(), node: 0)
        }
        if let filter = members.first(.filter) {
            checkFilter(&run, node: filter.value)
        }
        APNsChecks.checkDeviceTokenMember(&run, MPaaSKey.pushToken.name, in: 0)
    }

    private static func checkFilter(_ run: inout ValidationRun, node: Int) {
        let document = run.document
        let pointer = JSONPointer(tokens: [MPaaSKey.filter.name])
        switch document.kind(of: node) {
        case .string:
            let name = document.string(at: node).lowercased()
            if filterNames[name] != nil { return }
            if name == "rerefuse" {
                run.report(
                    .mpaas.filterSpelling,
                    "\"filter\" \(document.text(of: node)) is the prose spelling; the SDK's enum case is Refuse (2)",
                    pointer: pointer, node: node)
                return
            }
        case .number:
            if let value = document.double(at: node), [0, 1, 2].contains(value) { return }
        default:
            break
        }
        run.report(
            .mpaas.filterValue, "\"filter\" is \(document.text(of: node)); use abandon (0), call (1) or refuse (2)",
            pointer: pointer, node: node)
    }

    /// Shape 3: required members, delivery type, targets and enumerated members.
    static func checkSimplePush(_ run: inout ValidationRun) {
        let document = run.document
        let members = MPaaSKey.simplePush.read(&run, 0, as: simplePushReading)
        var deliveryType: Int64?
        if let member = members.first(.deliveryType) {
            if let value = document.double(at: member.value), let type = Int64(exactly: value),
                MPaaS.deliveryTypes[type] != nil
            {
                deliveryType = type
            } else {
                run.report(
                    .mpaas.deliveryType,
                    "\"deliveryType\" is \(document.text(of: member.value)); use 1, 2, 3, 5, 6 or 7 (a number)",
                    pointer: JSONPointer(tokens: [MPaaSKey.deliveryType.name]), node: member.value)
            }
        }
        if let member = members.first(.targetMsgkey) {
            checkTargets(&run, node: member.value, deliveryType: deliveryType)
        }
    }

    /// `targetMsgkey`: an object (or a string holding one) of at most 10 string pairs whose keys fit
    /// the delivery type. The pairs are read on the tape, counted without being kept; a string
    /// holding an object is read onto a tape of its own, and its findings stand at the string.
    private static func checkTargets(_ run: inout ValidationRun, node: Int, deliveryType: Int64?) {
        let document = run.document
        let pointer = JSONPointer(tokens: [MPaaSKey.targetMsgkey.name])
        let isObject = document.kind(of: node) == .object
        // The document holding the pairs, and the object's node in it.
        let held: (document: JSONDocument, object: Int)?
        if isObject {
            held = (document, node)
        } else if let inner = document.heldDocument(at: node), inner.kind(of: 0) == .object {
            held = (inner, 0)
        } else {
            held = nil
        }
        // Anything but an object counts as one pair that is not a string.
        let count = held.map { $0.document.nodes.childCount(of: $0.object) } ?? 1
        let allStrings =
            held.map { pairs in
                pairs.document.nodes.children(of: pairs.object).allSatisfy {
                    pairs.document.kind(of: $0.value) == .string
                }
            } ?? false
        guard let held, count > 0, count <= MPaaS.maxTargets, allStrings else {
            run.report(
                .mpaas.targetMsgkey,
                "\"targetMsgkey\" must map 1 to \(MPaaS.maxTargets) targets to message ids, as strings (an object, or a string holding one); found \(count) pairs",
                pointer: pointer, node: node)
            return
        }
        guard deliveryType == 5 || deliveryType == 6 else { return }
        for target in held.document.nodes.children(of: held.object) {
            let key = held.document.string(at: target.key)
            let fits = deliveryType == 5 ? APNsChecks.isDeviceTokenFormat(key) : !key.isEmpty
            guard !fits else { continue }
            let what =
                deliveryType == 5
                ? "\"\(key.prefix(80))\" is not a Live Activity push token (hex)" : "an activity id is empty"
            run.report(
                .mpaas.targetKind, "deliveryType \(deliveryType ?? 0) targets: \(what)",
                pointer: isObject ? pointer.appending(key: key) : pointer, node: isObject ? target.key : node)
        }
    }
}
