#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The `[schema]` rules decided by decoding with the app's own types (``LiveActivity/DecodableTypes``).
extension LiveActivityChecks {
    /// Decodes the value at `node` as `T` with ActivityKit's strategies and reports what did not
    /// fit, the keys `T` never asked for, and the `Date` values that hold Unix times.
    static func conform<T: Decodable>(
        _ run: inout ValidationRun, _ type: T.Type, node: Int, walk: SchemaWalk, owner: String
    ) {
        let document = walk.document
        let observer = DecodingObserver(nodeCount: document.nodes.count)
        do {
            _ = try LiveActivity.contentDecoder.decode(
                T.self, from: document, at: node, path: codingSteps(to: node, in: document), observer: observer)
            reportUnknownKeys(&run, observer: observer, document: document, owner: owner)
        } catch let error as DecodingError {
            report(error, &run, observer: observer, owner: owner, document: document)
        } catch {
            run.report(
                .liveActivitySchema.schemaTypeMismatch, "the \(owner) does not decode: \(error)",
                node: node)
        }
        for date in observer.dateNodes { walk.checkDate(&run, node: date) }
    }

    /// The keys of the objects `T` read that it never asked for (not for objects whose keys it
    /// listed, like dictionaries). A key reported is the first occurrence of its text: a later
    /// duplicate of a key that was read is json.duplicate-key's, of one that was not, already said.
    private static func reportUnknownKeys(
        _ run: inout ValidationRun, observer: DecodingObserver, document: JSONDocument, owner: String
    ) {
        var seenObjects = Set<Int>()
        for object in observer.openedObjects where seenObjects.insert(object).inserted {
            guard !observer.listedObjects.contains(object),
                document.nodes.children(of: object).contains(where: { !observer.foundKeys[$0.key] })
            else { continue }
            // Without duplicate keys in the document every key is a first occurrence; otherwise
            // every key goes in a set, so the first occurrence of each text is known in one pass.
            let searches = !document.hasNoDuplicateKeys
            var firstOccurrences = StringNodeSet(
                document, capacity: searches ? document.nodes.childCount(of: object) : 0)
            var asked: KeyCounterparts? = nil
            for child in document.nodes.children(of: object) {
                let isFirst = !searches || firstOccurrences.insert(child.key) == nil
                guard isFirst, !observer.foundKeys[child.key] else { continue }
                var suggestion: String? = nil
                if run.wouldList(.liveActivitySchema.schemaUnknownKey) {
                    if asked == nil { asked = KeyCounterparts(observer.missedKeys[object] ?? []) }
                    suggestion = asked?.counterpart(of: document.string(at: child.key))
                }
                run.report(
                    .liveActivitySchema.schemaUnknownKey,
                    "\"\(document.string(at: child.key))\" is not read by the \(owner); the decoder ignores it"
                        + (suggestion.map { " (did you mean \"\($0)\"? keys are the exact Swift property names)" } ?? ""),
                    node: child.key, suggestion: suggestion)
            }
        }
    }

    /// The rule for a decoding error: the type that failed tells the encoding rule.
    private static func report(
        _ error: DecodingError, _ run: inout ValidationRun, observer: DecodingObserver, owner: String,
        document: JSONDocument
    ) {
        let details: PayloadDecodingError?
        let rule: Rule
        switch error {
        case .keyNotFound(let key, let context):
            details = context.underlyingError as? PayloadDecodingError
            let pointer = details?.pointer ?? JSONPointer()
            run.report(
                .liveActivitySchema.schemaMissingKey,
                "the \(owner) needs \"\(key.stringValue)\"; without it the decoder fails and the push is dropped",
                at: pointer)
            return
        case .valueNotFound(_, let context):
            // null for a non-optional value, or a range or array that ends too soon.
            details = context.underlyingError as? PayloadDecodingError
            rule = encodingRule(failure: observer.failure, details: details) ?? .liveActivitySchema.schemaTypeMismatch
        case .typeMismatch(let type, let context):
            details = context.underlyingError as? PayloadDecodingError
            rule =
                encodingRule(failure: observer.failure, details: details)
                ?? (type == Bool.self ? .liveActivitySchema.boolEncoding : .liveActivitySchema.schemaTypeMismatch)
        case .dataCorrupted(let context):
            details = context.underlyingError as? PayloadDecodingError
            rule = encodingRule(failure: observer.failure, details: details) ?? .liveActivitySchema.schemaTypeMismatch
        @unknown default:
            details = nil
            rule = .liveActivitySchema.schemaTypeMismatch
        }
        if let details {
            run.report(
                rule, "the \(owner) does not decode: expected \(details.expected), found \(details.found)",
                at: details.pointer)
        } else if let failure = observer.failure {
            // Thrown by the type's own init(from:) (an enum's raw value, a range's bounds): the
            // innermost value that failed is the place.
            run.report(
                rule, "the \(owner) does not decode: \(Self.reason(error))",
                node: failure.node)
        } else {
            run.report(rule, "the \(owner) does not decode: \(Self.reason(error))", at: JSONPointer())
        }
    }

    /// What a decoding error says, without its coding path.
    private static func reason(_ error: DecodingError) -> String {
        switch error {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context),
            .dataCorrupted(let context):
            context.debugDescription
        @unknown default:
            "\(error)"
        }
    }

    /// The specific encoding rule for the innermost failing value, from its type or what was expected.
    private static func encodingRule(failure: (node: Int, type: Any.Type)?, details: PayloadDecodingError?) -> Rule? {
        if let type = failure?.type {
            if type == Date.self { return .liveActivitySchema.dateEncoding }
            if type == Data.self { return .liveActivitySchema.dataEncoding }
            if type == URL.self { return .liveActivitySchema.urlEncoding }
            if type is any RawRepresentable.Type { return .liveActivitySchema.enumValue }
            let name = String(describing: type)
            if name.hasPrefix("ClosedRange<") || name.hasPrefix("Range<") { return .liveActivitySchema.rangeEncoding }
        }
        guard let expected = details?.expected else { return nil }
        if expected.hasPrefix("a Boolean") { return .liveActivitySchema.boolEncoding }
        if expected.hasPrefix("an integer in") || expected.hasPrefix("a number a") {
            return .liveActivitySchema.numberEncoding
        }
        return nil
    }

    /// The coding path from the root to `target`, so the decoder's errors name whole pointers.
    static func codingSteps(to target: Int, in document: JSONDocument) -> [CodingStep] {
        var steps: [CodingStep] = []
        var container = 0
        while container != target, document.nodes[container].isContainer {
            let isObject = document.kind(of: container) == .object
            var position = 0
            var found = false
            for child in document.nodes.children(of: container) {
                if target >= child.value, target < Int(document.nodes[child.value].next) {
                    steps.append(isObject ? .member(child.key) : .element(position))
                    container = child.value
                    found = true
                    break
                }
                position += 1
            }
            if !found { break }
        }
        return steps
    }
}
