/// The members ActivityKit decodes into the app's types: `content-state` and `attributes`.
extension LiveActivityChecks {
    /// Numbers the decoder cannot take, Unix times that look like `Date`s, the combined size, the
    /// attributes mix-ups, and the app's types when known.
    static func checkContent(
        _ run: inout ValidationRun, body: APNsBody, event: CheckedEvent?, times: LiveActivityTimes,
        context: LiveActivityCheckContext
    ) {
        let document = body.document
        let state = body[.contentState].flatMap { document.kind(of: $0.value) == .object ? $0 : nil }
        let attributes = body[.attributes].flatMap { document.kind(of: $0.value) == .object ? $0 : nil }
        if let state {
            checkNumbers(&run, in: state.value, document: document, times: times, suspectsDates: !context.hasSchema)
        }
        if let attributes {
            checkNumbers(
                &run, in: attributes.value, document: document, times: times, suspectsDates: !context.hasSchema)
        }
        checkCombinedSize(&run, body: body, event: event, state: state, attributes: attributes, context: context)
        if event == .start, let state, let attributes {
            checkAttributesMixUp(&run, body: body, state: state.value, attributes: attributes.value, context: context)
        }
        let walk = SchemaWalk(document: document, times: times, now: context.apns.now)
        if let schema = context.options.schema {
            if let properties = schema.contentState, let state {
                walk.checkObject(&run, node: state.value, properties: properties, owner: "ContentState")
            }
            if event == .start, let properties = schema.attributes, let attributes {
                walk.checkObject(&run, node: attributes.value, properties: properties, owner: "attributes")
            }
        }
        if let types = context.options.types {
            if let state { types.contentState.check(&run, state.value, walk) }
            if event == .start, let type = types.attributes, let attributes {
                type.check(&run, attributes.value, walk)
            }
        }
    }

    /// `liveactivity.undecodable-number` and, without a schema, `liveactivity.unix-time-suspect`.
    private static func checkNumbers(
        _ run: inout ValidationRun, in container: Int, document: JSONDocument, times: LiveActivityTimes,
        suspectsDates: Bool
    ) {
        let end = Int(document.nodes[container].next)
        let timestamp = suspectsDates ? times.timestamp.flatMap { $0 >= 1e9 ? $0 : nil } : nil
        for node in container..<end where document.kind(of: node) == .number {
            if !document.isShortPlainNumber(node, atMost: 300),
                document.withBuffers({ nodes, bytes in
                    JSONNumber.representability(of: UnsafeBufferPointer(rebasing: bytes[nodes[node].byteRange]))
                }).underflows
            {
                run.report(
                    .liveActivity.undecodableNumber,
                    "\(document.text(of: node)) rounds to 0 as a Double: JSONDecoder refuses it and ActivityKit drops the push",
                    node: node)
                continue
            }
            guard let timestamp, !document.isShortPlainNumber(node, atMost: 8), let value = document.double(at: node),
                abs(value) >= 1e8,
                abs(value - timestamp) <= LiveActivityTimes.window
            else { continue }
            run.report(
                .liveActivity.unixTimeSuspect,
                "\(document.text(of: node)) looks like a Unix time; if this member is a Date it displays about 31 years late (send \(Self.whole(value - Double(LiveActivity.referenceDateOffset))))",
                node: node)
        }
    }

    /// `liveactivity.combined-size`: attributes and content state over 4 KB together, for a start
    /// (its own attributes) or, with a schema, an update or end (the schema's attributes sample).
    private static func checkCombinedSize(
        _ run: inout ValidationRun, body: APNsBody, event: CheckedEvent?, state: APNsBody.Member?,
        attributes: APNsBody.Member?, context: LiveActivityCheckContext
    ) {
        guard let state else { return }
        let document = body.document
        let attributesBytes: Int
        if event == .start, let attributes {
            attributesBytes = document.compactByteCount(ofNode: attributes.value)
        } else if event != .start, context.hasSchema, let sample = context.options.schema?.attributesSample {
            attributesBytes = sample.jsonBytes().count
        } else {
            return
        }
        let stateBytes = document.compactByteCount(ofNode: state.value)
        let total = attributesBytes + stateBytes
        guard total > LiveActivity.combinedDataMaxBytes else { return }
        run.report(
            .liveActivity.combinedSize,
            "attributes (\(attributesBytes) bytes) and content state (\(stateBytes) bytes) come to \(total) bytes, over the \(LiveActivity.combinedDataMaxBytes) bytes a Live Activity's data may take",
            pointer: body.pointer(.contentState), node: state.value)
    }

    /// The iOS 18 documentation's mix-up: a start whose `attributes` hold the content state. With
    /// a schema the attributes are still checked as attributes: what they lack fails the decode.
    private static func checkAttributesMixUp(
        _ run: inout ValidationRun, body: APNsBody, state: Int, attributes: Int, context: LiveActivityCheckContext
    ) {
        let document = body.document
        let keys = Set(document.nodes.children(of: attributes).map { document.string(at: $0.key) })
        guard !keys.isEmpty else { return }
        if let schema = context.options.schema {
            guard let stateProperties = schema.contentState?.map(\.name),
                let attributeProperties = schema.attributes?.map(\.name),
                keys.isSubset(of: stateProperties), !keys.isSubset(of: attributeProperties)
            else { return }
            run.report(
                .liveActivitySchema.attributesLookLikeContentState,
                "\"attributes\" holds the ContentState's properties; it must hold the ActivityAttributes' own (\(attributeProperties.joined(separator: ", ")))",
                pointer: body.pointer(.attributes), node: attributes)
            return
        }
        guard !context.hasSchema else { return }
        let stateKeys = Set(document.nodes.children(of: state).map { document.string(at: $0.key) })
        guard keys == stateKeys else { return }
        run.report(
            .liveActivity.attributesSameKeysAsContentState,
            "\"attributes\" has exactly the keys of \"content-state\"; attributes are the static ActivityAttributes fields",
            pointer: body.pointer(.attributes), node: attributes)
    }
}
