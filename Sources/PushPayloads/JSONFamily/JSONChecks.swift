/// The non-fatal `json.*` rules, run for every kind on a document that parsed.
enum JSONChecks {
    static func run(_ run: inout ValidationRun) {
        let document = run.document
        if document.hasByteOrderMark { reportByteOrderMark(&run) }
        // Only findings that can be shown need the first key's line: the reader's come first,
        // so at most maxFindings of them are rendered.
        let shown = run.rendersFindings ? document.findings.prefix(run.options.maxFindings) : []
        let firstKeys = run.linesAndColumns(
            ofBytes: shown.compactMap { finding in
                if case .duplicateKey(let first, _) = finding.kind { first } else { nil }
            }
        )
        let keys = PointerCache()
        for finding in document.findings {
            report(finding, firstKeys: firstKeys, keys: keys, in: &run)
        }
        // Past the findings the run can show: each is counted as its category's first would be.
        for (finding, count) in document.omittedFindings {
            for _ in 0..<count { report(finding, firstKeys: firstKeys, keys: keys, in: &run) }
        }
    }

    static func reportByteOrderMark(_ run: inout ValidationRun) {
        run.report(
            .json.bom, "the text starts with a UTF-8 byte-order mark (3 bytes); senders must not add one",
            pointer: JSONPointer(), byteRange: 0..<3
        )
    }

    private static func report(
        _ finding: JSONFinding, firstKeys: [Int: (line: Int, column: Int)], keys: PointerCache,
        in run: inout ValidationRun
    ) {
        // The pointer is built only for a finding that is shown, and at most once.
        let document = run.document
        var resolved: (pointer: JSONPointer, isKey: Bool)?
        func located() -> (pointer: JSONPointer, isKey: Bool) {
            if let resolved { return resolved }
            let found = keys.pointer(ofNode: finding.node, in: document)
            resolved = found
            return found
        }
        func name() -> String {
            let (pointer, isKey) = located()
            if isKey { return "the key at \(pointer.shortened)" }
            return pointer.tokens.isEmpty ? "the value" : "the value at \(pointer.shortened)"
        }
        switch finding.kind {
        case .duplicateKey(let firstKeyOffset, let sameValue):
            let rule: Rule = sameValue ? .json.duplicateKeySameValue : .json.duplicateKey
            run.report(
                rule,
                {
                    var first = ""
                    if let position = firstKeys[firstKeyOffset] {
                        first = "; first at line \(position.line), column \(position.column)"
                    }
                    let key = MessageText.quoted(located().pointer.tokens.last ?? "")
                    return "duplicate key \(key) with \(sameValue ? "the same value" : "a different value")\(first)"
                }(), pointer: located().pointer, byteRange: finding.byteRange)
        case .loneSurrogate:
            run.report(
                .json.loneSurrogate, "\(name()) contains a lone surrogate escape, which Swift cannot decode",
                pointer: located().pointer, byteRange: finding.byteRange
            )
        case .numberOverflow:
            run.report(
                .json.numberOverflow, "\(name()) is beyond the range of a Double (largest 1.7976931348623157e308)",
                pointer: located().pointer, byteRange: finding.byteRange
            )
        case .numberUnderflow:
            run.report(
                .json.numberUnderflow, "\(name()) is non-zero but rounds to 0 in a Double",
                pointer: located().pointer, byteRange: finding.byteRange
            )
        case .largeInteger:
            run.report(
                .json.largeInteger, "\(name()) exceeds 2^53 (9007199254740992); readers that use a Double round it",
                pointer: located().pointer, byteRange: finding.byteRange
            )
        }
    }

    /// Compares a body with its family's limit and the caller's: for each one it exceeds, the "too large" finding with the
    /// size, the limit, the excess and the largest members; from 90 % of the smallest limit on,
    /// the "near" finding of that limit and what re-encoding would save, once.
    static func checkLimits(_ run: inout ValidationRun, size: BodySize, family: ByteLimit?, caller: ByteLimit?) {
        let smallest: ByteLimit
        switch (family, caller) {
        case (let family?, let caller?): smallest = caller.bytes < family.bytes ? caller : family
        case (let family?, nil): smallest = family
        case (nil, let caller?): smallest = caller
        case (nil, nil): return
        }
        let rootRange = run.range(of: JSONPointer(), token: .value)
        if let family { reportExcess(&run, size: size, limit: family, rootRange: rootRange) }
        if let caller { reportExcess(&run, size: size, limit: caller, rootRange: rootRange) }
        // 90 % of the limit, without overflow for any limit a caller can set.
        guard size.measured >= smallest.bytes - smallest.bytes / 10 else { return }
        if let nearRule = smallest.nearRule, size.measured <= smallest.bytes {
            let percent = smallest.bytes > 0 ? size.measured * 100 / smallest.bytes : 100
            run.report(
                nearRule,
                "document is \(size.measured.grouped) bytes, \(percent) % of the limit \(smallest.bytes) (\(smallest.name))",
                pointer: JSONPointer(), byteRange: rootRange)
        }
        if size.escapeSavings > 0 {
            run.report(
                .json.escapeOverhead,
                "escapes the compact encoding would not use (\\/, \\uXXXX for printable characters) cost \(size.escapeSavings.grouped) bytes",
                pointer: JSONPointer(), byteRange: rootRange
            )
        }
        if size.measure == .asGiven, size.whitespace > 0 {
            run.report(
                .json.whitespaceOverhead,
                "insignificant whitespace costs \(size.whitespace.grouped) bytes of the \(size.measured.grouped) sent",
                pointer: JSONPointer(), byteRange: rootRange
            )
        }
    }

    /// The "too large" finding of one limit, with the size, the limit, the excess and the largest
    /// members.
    private static func reportExcess(
        _ run: inout ValidationRun, size: BodySize, limit: ByteLimit, rootRange: Range<Int>?
    ) {
        guard size.measured > limit.bytes, run.isEnabled(limit.rule) else { return }
        // The largest members are a walk of the tape: only for findings that are rendered.
        let details =
            run.rendersFindings
            ? SizeDetails(
                size: size.measured, limit: limit.bytes, limitName: limit.name, measure: size.measure,
                compactSize: size.measure == .asGiven ? size.compact : nil,
                contributors: SizeContributors.largest(in: run.document, measure: size.measure, total: size.measured))
            : nil
        run.report(
            limit.rule, details?.sentence(subject: "document") ?? "", pointer: JSONPointer(), byteRange: rootRange,
            size: details)
    }

    /// For kinds whose payload is an object: reports `json.root-not-object` and returns `false`
    /// when the root is something else.
    static func requireObjectRoot(_ run: inout ValidationRun, kind: PayloadKind) -> Bool {
        let rootKind = run.document.kind(of: 0)
        guard rootKind != .object else { return true }
        run.report(
            .json.rootNotObject, "kind \(kind.name) needs an object at the root, found \(rootKind.article)",
            pointer: JSONPointer(), node: 0)
        return false
    }
}

extension SizeDetails {
    /// `document is 4,213 bytes, limit 4096 (APNs alert), 117 over; compact 4,170; largest: …`.
    func sentence(subject: String) -> String {
        var text = "\(subject) is \(size.grouped) bytes, limit \(limit) (\(limitName)), \(excess.grouped) over"
        if let compactSize { text += "; compact \(compactSize.grouped)" }
        if !contributors.isEmpty {
            let parts = contributors.map { "\($0.pointer) \($0.bytes.grouped) B (\($0.percent) %)" }
            text += "; largest: " + parts.joined(separator: ", ")
        }
        return text
    }
}

extension Int {
    /// The number with comma thousands separators: `4,213`.
    package var grouped: String {
        let digits = String(magnitude)
        var result = ""
        for (offset, character) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { result.append(",") }
            result.append(character)
        }
        return self < 0 ? "-" + result : result
    }
}
