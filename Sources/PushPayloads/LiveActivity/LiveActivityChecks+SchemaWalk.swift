/// The `[schema]` rules on a value against a ``LiveActivity/SchemaType``: what `JSONDecoder` with
/// default strategies does with each JSON type (the Swift type table of `Docs/Rules.md`).
///
/// Recursion follows the schema, not the value, so its depth is the schema's.
struct SchemaWalk {
    let document: JSONDocument
    /// T, for the Unix-time rules on `Date` values.
    let times: LiveActivityTimes
    /// The clock, when T is not usable.
    let now: Int64?

    init(document: JSONDocument, times: LiveActivityTimes, now: Int64?) {
        self.document = document
        self.times = times
        self.now = now
    }

    private func pointer(_ node: Int) -> JSONPointer { document.pointer(ofNode: node).pointer }

    /// Checks the object at `node` against a struct's properties: missing, unknown, each value.
    func checkObject(
        _ run: inout ValidationRun, node: Int, properties: [LiveActivity.SchemaType.Property], owner: String
    ) {
        // Which properties were seen (their first occurrence is the one decoded): a word of bits
        // for the usual struct, an array beyond 64 properties.
        var seenBits: UInt64 = 0
        var seenMore = properties.count > 64 ? [Bool](repeating: false, count: properties.count) : []
        let lookup = PropertyLookup(properties)
        var counterparts: KeyCounterparts? = nil
        for child in document.nodes.children(of: node) {
            guard let index = document.withStringBytes(child.key, { lookup.index(of: $0, in: properties) }) else {
                var suggestion: String? = nil
                if run.wouldList(.liveActivitySchema.schemaUnknownKey) {
                    if counterparts == nil { counterparts = KeyCounterparts(properties.map(\.name)) }
                    suggestion = counterparts?.counterpart(of: document.string(at: child.key))
                }
                run.report(
                    .liveActivitySchema.schemaUnknownKey,
                    "\"\(document.string(at: child.key))\" is not a property of the \(owner); the decoder ignores it"
                        + (suggestion.map { " (did you mean \"\($0)\"? keys are the exact Swift property names)" } ?? ""),
                    pointer: pointer(child.key), node: child.key, suggestion: suggestion)
                continue
            }
            if index < 64 {
                guard seenBits & (1 << index) == 0 else { continue }
                seenBits |= 1 << index
            } else {
                guard !seenMore[index] else { continue }
                seenMore[index] = true
            }
            check(&run, node: child.value, type: properties[index].type)
        }
        for (index, property) in properties.enumerated() where !property.type.mayBeAbsent {
            let seen = index < 64 ? seenBits & (1 << index) != 0 : seenMore[index]
            guard !seen else { continue }
            run.report(
                .liveActivitySchema.schemaMissingKey,
                "the \(owner) needs \"\(property.name)\" (\(property.type.name)); without it the decoder fails and the push is dropped",
                pointer: pointer(node), node: node)
        }
    }

    /// Finds the property a key token names, compared as bytes (no string is made): a scan for
    /// the usual struct, an index built once per object beyond ``PropertyLookup/scanLimit``.
    private struct PropertyLookup {
        /// The most properties searched by a scan.
        static let scanLimit = 16
        let index: NameIndex?

        init(_ properties: [LiveActivity.SchemaType.Property]) {
            index = properties.count > Self.scanLimit ? NameIndex(properties.lazy.map(\.name)) : nil
        }

        func index(of key: UnsafeBufferPointer<UInt8>, in properties: [LiveActivity.SchemaType.Property]) -> Int? {
            if let index { return index.find(key) }
            return properties.firstIndex { property in withUTF8Bytes(of: property.name) { bytesEqual($0, key) } }
        }
    }

    /// Checks a value against a type.
    func check(_ run: inout ValidationRun, node: Int, type: LiveActivity.SchemaType) {
        let kind = document.kind(of: node)
        switch type {
        case .any:
            return
        case .optional(let wrapped):
            if kind == .null {
                run.report(
                    .liveActivitySchema.schemaNull,
                    "null for an optional \(wrapped.name); omitting the key is the safer form",
                    pointer: pointer(node), node: node)
                return
            }
            check(&run, node: node, type: wrapped)
            return
        default:
            if kind == .null {
                mismatch(&run, node, type)
                return
            }
        }
        switch type {
        case .string:
            if kind != .string { mismatch(&run, node, type) }
        case .bool:
            if kind != .true, kind != .false {
                run.report(
                    .liveActivitySchema.boolEncoding, "a Bool takes true or false, found \(document.text(of: node))",
                    pointer: pointer(node), node: node)
            }
        case .integer(let integer):
            guard let value = document.double(at: node) else { return mismatch(&run, node, type) }
            if value.rounded(.towardZero) != value || value < integer.minimum || value >= integer.upperBound {
                run.report(
                    .liveActivitySchema.numberEncoding,
                    "\(document.text(of: node)) does not fit \(integer.rawValue) (whole numbers \(integer.rangeText))",
                    pointer: pointer(node), node: node)
            }
        case .double:
            if kind != .number { mismatch(&run, node, type) }
        case .float:
            guard let value = document.double(at: node) else { return mismatch(&run, node, type) }
            if abs(value) > Double(Float.greatestFiniteMagnitude) {
                run.report(
                    .liveActivitySchema.numberEncoding, "\(document.text(of: node)) is beyond Float's ±3.4028235e38",
                    pointer: pointer(node), node: node)
            }
        case .date:
            checkDate(&run, node: node)
        case .data:
            if kind != .string || !document.withStringBytes(node, { Base64Text.isPadded(bytes: $0) }) {
                run.report(
                    .liveActivitySchema.dataEncoding,
                    "a Data value must be padded standard base64, found \(document.text(of: node))",
                    pointer: pointer(node), node: node)
            }
        case .url:
            if kind != .string || document.isEmptyString(node) {
                run.report(
                    .liveActivitySchema.urlEncoding,
                    "a URL must be a non-empty string, found \(document.text(of: node))",
                    pointer: pointer(node), node: node)
            }
        case .stringEnum(let cases):
            if kind != .string || !cases.contains(where: { document.keyEquals(node, $0) }) {
                enumValue(&run, node, type)
            }
        case .integerEnum(let cases):
            if !(document.double(at: node).map { value in cases.contains { Double($0) == value } } ?? false) {
                enumValue(&run, node, type)
            }
        case .range(let bound, _):
            checkRange(&run, node: node, bound: bound, type: type)
        case .array(let element):
            guard kind == .array else { return mismatch(&run, node, type) }
            for child in document.nodes.children(of: node) { check(&run, node: child.value, type: element) }
        case .dictionary(let value):
            guard kind == .object else { return mismatch(&run, node, type) }
            for child in document.nodes.children(of: node) { check(&run, node: child.value, type: value) }
        case .object(let properties):
            guard kind == .object else { return mismatch(&run, node, type) }
            checkObject(&run, node: node, properties: properties, owner: "nested struct")
        case .any, .optional:
            break
        }
    }

    private func checkRange(
        _ run: inout ValidationRun, node: Int, bound: LiveActivity.SchemaType, type: LiveActivity.SchemaType
    ) {
        let isArray = document.kind(of: node) == .array
        guard isArray, document.nodes.childCount(of: node, upTo: 3) == 2 else {
            run.report(
                .liveActivitySchema.rangeEncoding,
                "a \(type.name) is the array [lower, upper], found \(isArray ? "\(document.nodes.childCount(of: node)) elements" : document.kind(of: node).article)",
                pointer: pointer(node), node: node)
            return
        }
        // The two elements: the first follows the array's node, the second the first's subtree.
        let lower = node + 1
        let upper = Int(document.nodes[lower].next)
        check(&run, node: lower, type: bound)
        check(&run, node: upper, type: bound)
        if let lower = document.double(at: lower), let upper = document.double(at: upper), lower > upper {
            run.report(
                .liveActivitySchema.rangeEncoding,
                "the range's lower bound is above its upper bound: the decoder refuses it",
                pointer: pointer(node), node: node)
        }
    }

    /// `Date` values: a number of seconds since 2001; Unix seconds and milliseconds are reported.
    func checkDate(_ run: inout ValidationRun, node: Int) {
        guard let value = document.double(at: node) else {
            run.report(
                .liveActivitySchema.dateEncoding,
                "a Date is a number of seconds since 2001-01-01, found \(document.text(of: node)); encode it with the default strategy",
                pointer: pointer(node), node: node)
            return
        }
        let window = LiveActivityTimes.window
        guard let reference = times.timestamp ?? now.map(Double.init) else { return }
        if abs(value - reference) <= window {
            run.report(
                .liveActivitySchema.dateUnixSeconds,
                "\(document.text(of: node)) is Unix seconds: as a Date it lands 31 years late; send \(LiveActivityChecks.whole(value - Double(LiveActivity.referenceDateOffset)))",
                pointer: pointer(node), node: node)
        } else if abs(value - 1000 * reference) <= 1000 * window {
            run.report(
                .liveActivitySchema.dateUnixMilliseconds,
                "\(document.text(of: node)) is Unix milliseconds; send \(LiveActivityChecks.whole(value / 1000 - Double(LiveActivity.referenceDateOffset))) (seconds since 2001)",
                pointer: pointer(node), node: node)
        }
    }

    private func mismatch(_ run: inout ValidationRun, _ node: Int, _ type: LiveActivity.SchemaType) {
        run.report(
            .liveActivitySchema.schemaTypeMismatch, "expected \(type.name), found \(document.kind(of: node).article)",
            pointer: pointer(node), node: node)
    }

    private func enumValue(_ run: inout ValidationRun, _ node: Int, _ type: LiveActivity.SchemaType) {
        run.report(
            .liveActivitySchema.enumValue, "\(document.text(of: node)) is not a case of \(type.name)",
            pointer: pointer(node),
            node: node)
    }
}
