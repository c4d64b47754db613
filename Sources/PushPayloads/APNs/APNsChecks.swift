/// What the `apns.*` rules know besides the body: the push type, the request, the clock.
struct APNsCheckContext {
    /// The push type: the request's `apns-push-type` header, else the one the caller gave.
    var pushType: APNs.PushType?
    /// The request context, when one was supplied (the request rules run only then).
    var request: APNs.Request?
    /// Unix seconds for `[now]` rules; `nil` skips them.
    var now: Int64?
    /// The push type a family that extends `aps` checks the body for: the keys of that push
    /// type (``APNs/APSKey/pushType``) and what its payload lacks are that family's to judge.
    /// `nil` when the apns family alone checks the body, so such keys are misplaced.
    var extendedAs: APNs.PushType?
    /// Where the request's headers are written, when they are members of the document (FCM's
    /// `apns.headers`); header findings are then located there instead of unlocated.
    var headerPlaces: HeaderPlaces?

    init(pushType given: APNs.PushType?, request: APNs.Request?, now: Int64?, extendedAs: APNs.PushType? = nil) {
        self.request = request
        self.now = now
        self.extendedAs = extendedAs
        pushType = request?.pushType ?? given
    }

    /// Reports a finding about a request header: where the headers are written when they are
    /// members of the document (see ``HeaderPlaces``), unlocated otherwise.
    func report(
        _ run: inout ValidationRun, _ rule: Rule, header: String?, occurrence: Int = 0,
        _ message: @autoclosure () -> String, expected: @autoclosure () -> String? = nil,
        actual: @autoclosure () -> String? = nil
    ) {
        guard let headerPlaces else {
            run.reportUnlocated(rule, message(), expected: expected(), actual: actual())
            return
        }
        headerPlaces.report(
            &run, rule, header: header, occurrence: occurrence, message(), expected: expected(), actual: actual())
    }

    /// Whether the push type is known and one of `types`.
    func pushType(in types: APNs.PushType...) -> Bool {
        pushType.map { types.contains($0) } ?? false
    }
}

/// Request headers that are members of the document: the object holding them (its string members).
struct HeaderPlaces {
    /// The value node of the headers object (or of the object standing for it); its pointer is
    /// found from it only for findings that are rendered.
    var object: Int
    /// Whether `object` is the headers object itself (whose string members are the headers).
    var isHeaders: Bool

    /// Reports a finding at the value of the `occurrence`-th header named `header`
    /// (case-insensitively), or at the headers object when there is none.
    func report(
        _ run: inout ValidationRun, _ rule: Rule, header: String?, occurrence: Int = 0,
        _ message: @autoclosure () -> String, expected: @autoclosure () -> String? = nil,
        actual: @autoclosure () -> String? = nil
    ) {
        let document = run.document
        // Looked up only for a finding that is rendered.
        func member() -> APNsBody.Member? {
            guard isHeaders, let header else { return nil }
            return document.nodes.children(of: object).lazy.filter {
                document.kind(of: $0.value) == .string && ASCIIFold.caselessEquals(document.string(at: $0.key), header)
            }.dropFirst(occurrence).first.map { APNsBody.Member(key: $0.key, value: $0.value) }
        }
        run.report(
            rule, message(), pointer: document.pointer(ofNode: member()?.key ?? object).pointer,
            byteRange: document.byteRange(of: member()?.value ?? object), expected: expected(), actual: actual())
    }
}

/// The `apns.*` rules, evaluated on the tape of the body.
///
/// Live Activity, FCM and the vendor families call ``run(_:body:context:)`` for the APNs body
/// they carry, with the body's own base pointer.
enum APNsChecks {
    static func run(_ run: inout ValidationRun, body: APNsBody, context: APNsCheckContext) {
        checkRootMembers(&run, body: body)
        checkAPS(&run, body: body, context: context)
        checkPushType(&run, body: body, context: context)
        if let request = context.request {
            checkRequest(
                &run, request: request, context: context, isBackground: body.isBackground(pushType: context.pushType))
        } else {
            // The request rules check the header's value; without a request, the one given.
            checkPushTypeValue(&run, context: context)
        }
    }

    /// Custom keys and simulator metadata.
    private static func checkRootMembers(_ run: inout ValidationRun, body: APNsBody) {
        let document = body.document
        for member in document.nodes.children(of: body.root)
        where document.kind(of: member.value) == .null && body.isCustom(key: member.key) {
            let pointer = body.pointer(ofKey: member.key, under: body.base)
            run.report(
                .apns.customKeyNull,
                "custom key \"\(pointer.tokens.last ?? "")\" is null; Apple lists only objects, arrays, strings, numbers and booleans as custom values",
                pointer: pointer, node: member.value)
        }
        if let metadata = body.simulatorMetadata {
            run.report(
                .apnsRequest.simulatorMetadata,
                "\"\(APNsBody.simulatorKey)\" is Xcode simulator metadata: not sent to APNs and not counted in the size",
                pointer: body.base.appending(key: APNsBody.simulatorKey), node: metadata.key)
        }
    }
}

extension APNsChecks {
    /// Kind `apns`: every body, push-type and request rule, and the size, for a document whose root
    /// is an object.
    static func validateBody(_ run: inout ValidationRun, size: BodySize) -> FamilyOutcome {
        let options = run.options.apns
        let body = APNsBody(&run, root: 0, isSimulatorFile: options.isSimulatorFile)
        let context = APNsCheckContext(pushType: options.pushType, request: options.request, now: run.options.now)
        APNsChecks.run(&run, body: body, context: context)
        return measure(body: body, context: context, options: options, size: size)
    }
}

extension APNsChecks {
    /// `auto`: a root `aps`, a root that is exactly `{"mdm": <string>}`, or an Xcode simulator
    /// file's `Simulator Target Bundle` (a body of custom keys only, as a VoIP push's).
    @Sendable static func detect(_ document: JSONDocument, _ node: Int) -> Detection? {
        guard document.kind(of: node) == .object else { return nil }
        if document.member(named: "aps", in: node) != nil { return Detection(.apns, "aps") }
        if document.nodes.childCount(of: node) == 1, let mdm = document.member(named: "mdm", in: node),
            document.kind(of: mdm.value) == .string
        {
            return Detection(.apns, "mdm")
        }
        if document.member(named: APNsBody.simulatorKey, in: node) != nil {
            return Detection(.apns, APNsBody.simulatorKey)
        }
        return nil
    }
}
