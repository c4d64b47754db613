/// What the `liveactivity.*` rules know besides the body.
struct LiveActivityCheckContext {
    /// The APNs context: push type `liveactivity`, the request, the clock.
    var apns: APNsCheckContext
    /// The family's options: the app's schema and types.
    var options: LiveActivity.Options

    /// Whether the app's types are known, by a schema document or by `Decodable` types.
    var hasSchema: Bool { options.schema != nil || options.types != nil }
}

/// The event of a Live Activity body, when `aps.event` is one of the three.
enum CheckedEvent: String, CaseIterable {
    case start, update, end
}

/// The `liveactivity.*` rules, evaluated on the tape of an APNs body.
///
/// The APNs body rules run first (``APNsChecks/run(_:body:context:)`` with push type
/// `liveactivity`); a member whose JSON type they already reported is not judged again here.
enum LiveActivityChecks {
    /// Kind `liveactivity`: the APNs body, request and size rules with push type `liveactivity`,
    /// then the Live Activity rules.
    static func validateBody(_ run: inout ValidationRun, size: BodySize) -> FamilyOutcome {
        let (body, context) = checkBody(&run)
        return APNsChecks.measure(body: body, context: context.apns, options: run.options.apns, size: size)
    }

    /// The APNs and Live Activity rules on the document's body, with `replaced` rules (a carrying
    /// family's own stand in for them) not reported; the body and context, for the carrier's rules.
    static func checkBody(_ run: inout ValidationRun, replacing replaced: [Rule] = [])
        -> (body: APNsBody, context: LiveActivityCheckContext)
    {
        let options = run.options
        let body = APNsBody(&run, root: 0, isSimulatorFile: options.apns.isSimulatorFile, extendedAs: .liveActivity)
        // The kind says the push type, whatever a request header says.
        var apns = APNsCheckContext(
            pushType: nil, request: options.apns.request, now: options.now, extendedAs: .liveActivity)
        apns.pushType = .liveActivity
        let context = LiveActivityCheckContext(apns: apns, options: options.liveActivity)
        run.suppressing(replaced) { run in
            APNsChecks.run(&run, body: body, context: context.apns)
            self.run(&run, body: body, context: context)
        }
        return (body, context)
    }

    /// Every Live Activity rule on a body whose APNs rules have run.
    static func run(_ run: inout ValidationRun, body: APNsBody, context: LiveActivityCheckContext) {
        guard let aps = body.aps else {
            run.report(
                .liveActivity.eventMissing,
                "a Live Activity payload needs \"aps\" with \"event\", \"timestamp\" and \"content-state\"",
                pointer: body.base, node: body.root)
            return
        }
        guard body.apsIsObject else { return }
        let event = checkEvent(&run, body: body, aps: aps)
        let times = checkTimes(&run, body: body, aps: aps, event: event, now: context.apns.now)
        checkRequiredMembers(&run, body: body, aps: aps, event: event, context: context)
        checkInputPush(&run, body: body, event: event)
        checkMisplacedKeys(&run, body: body)
        checkAlert(&run, body: body)
        checkRequest(&run, body: body, event: event, context: context.apns)
        checkContent(&run, body: body, event: event, times: times, context: context)
    }

    /// `liveactivity.event-missing` and `liveactivity.event-value`; the event when it is valid.
    private static func checkEvent(_ run: inout ValidationRun, body: APNsBody, aps: APNsBody.Member)
        -> CheckedEvent?
    {
        let document = body.document
        guard let member = body[.event] else {
            run.report(
                .liveActivity.eventMissing, "\"aps\" has no \"event\"; use \"start\", \"update\" or \"end\"",
                pointer: body.apsPointer, node: aps.value)
            return nil
        }
        guard document.kind(of: member.value) == .string else { return nil }
        switch document.string(at: member.value) {
        case "start": return .start
        case "update": return .update
        case "end": return .end
        default:
            run.report(
                .liveActivity.eventValue,
                "\"event\" is \(document.text(of: member.value)); use \"start\", \"update\" or \"end\"",
                pointer: body.pointer(.event), node: member.value)
            return nil
        }
    }

    /// The content state, the start members and the type name.
    /// The `aps` keys only a start takes.
    private static let startOnlyKeys: [APNs.APSKey] = [.attributesType, .attributes]

    private static func checkRequiredMembers(
        _ run: inout ValidationRun, body: APNsBody, aps: APNsBody.Member, event: CheckedEvent?,
        context: LiveActivityCheckContext
    ) {
        let document = body.document
        if body[.contentState] == nil, let event {
            if event == .end {
                run.report(
                    .liveActivity.contentStateMissingEnd,
                    "an end has no \"content-state\"; send the final content state",
                    pointer: body.apsPointer, node: aps.value)
            } else {
                run.report(
                    .liveActivity.contentStateMissing,
                    "\(event == .start ? "a start" : "an update") needs \"content-state\"", pointer: body.apsPointer,
                    node: aps.value)
            }
        }
        let typeName = body[.attributesType]
        if let typeName, document.isNonEmptyString(typeName.value) {
            let name = document.string(at: typeName.value)
            if !isSwiftTypeName(name) {
                run.report(
                    .liveActivity.attributesTypeFormat,
                    "\"attributes-type\" \(document.text(of: typeName.value)) is not a Swift type name",
                    pointer: body.pointer(.attributesType), node: typeName.value)
            }
            if event == .start, let declared = context.options.schema?.attributesType, declared != name {
                run.report(
                    .liveActivity.attributesTypeName,
                    "\"attributes-type\" is \(document.text(of: typeName.value)), but the app's type is \"\(declared)\"",
                    pointer: body.pointer(.attributesType), node: typeName.value)
            }
        }
        switch event {
        case .start?:
            if body[.alert] == nil {
                run.report(
                    .liveActivity.startMissingAlert, "a start needs \"alert\"; without one the activity is not started",
                    pointer: body.apsPointer, node: aps.value)
            }
            if typeName == nil || typeName.map({ document.isEmptyString($0.value) }) == true {
                let node = typeName?.value ?? aps.value
                run.report(
                    .liveActivity.startMissingAttributesType,
                    "a start needs \"attributes-type\": the name of the app's ActivityAttributes type",
                    pointer: typeName == nil ? body.apsPointer : body.pointer(.attributesType), node: node)
            }
            if body[.attributes] == nil {
                run.report(
                    .liveActivity.startMissingAttributes, "a start needs \"attributes\": the static attributes",
                    pointer: body.apsPointer, node: aps.value)
            }
        case .update?, .end?:
            for key in startOnlyKeys {
                guard let member = body[key] else { continue }
                run.report(
                    .liveActivity.startOnlyKey,
                    "\"\(key.name)\" is used only by a start; an \(event == .end ? "end" : "update") ignores it",
                    pointer: body.pointer(key), node: member.key)
            }
        case nil:
            break
        }
    }

    /// Whether `name` is a Swift type name, possibly qualified (`Outer.Inner`).
    static func isSwiftTypeName(_ name: String) -> Bool {
        name.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { part in
            guard let first = part.unicodeScalars.first, first == "_" || first.isASCIILetter else { return false }
            return part.unicodeScalars.allSatisfy { $0 == "_" || $0.isASCIILetter || ("0"..."9").contains($0) }
        }
    }
}

extension Unicode.Scalar {
    /// Whether the scalar is `A`–`Z` or `a`–`z`.
    var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
}
