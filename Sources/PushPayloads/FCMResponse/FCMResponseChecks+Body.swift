/// The body of an FCM answer: member types, the error code, the counts and each result.
extension FCMResponseChecks {
    /// A body: its members by name, then the checks across them.
    static func checkBody(_ run: inout ValidationRun, _ node: Int, at pointer: JSONPointer, status: Int?) {
        let rules = Rule.fcmResponse
        let document = run.document
        let isLegacy =
            legacyKeys.contains { $0 != "error" && document.member(named: $0, in: node) != nil }
            || document.member(named: "error", in: node).map { document.kind(of: $0.value) == .string } == true
        if !isLegacy, !v1Keys.contains(where: { document.member(named: $0, in: node) != nil }) {
            run.report(
                rules.shape, "not an FCM answer: no name, error or legacy member (multicast_id, results, ...)",
                pointer: pointer, node: node)
        }
        let members = bodyTable.read(&run, node, as: reading)
        if let member = members[.name] {
            if !isMessageName(document.string(at: member.value)) {
                run.report(
                    rules.messageName,
                    "name \(document.text(of: member.value)) is not projects/<project>/messages/<id>",
                    node: member.value)
            }
            if let status, !(200..<300).contains(status) {
                run.report(rules.statusMismatch, "a success body under status \(status)", node: member.value)
            }
        }
        if let member = members.first(.error) {
            let at = members.pointer(.error)
            if document.kind(of: member.value) == .object {
                checkError(&run, member.value, at: at, status: status)
            } else if isLegacy {
                if expect(&run, member.value, .string, "error", at) { checkLegacyError(&run, member.value, at: at) }
            } else {
                run.report(rules.shape, "error is not an object", pointer: at, node: member.value)
            }
        }
        if let results = members[.results] {
            checkResults(&run, results.value, at: members.pointer(.results), body: node)
        }
        if let member = members.first(.failedRegistrationIDs), !document.isArrayOfStrings(member.value) {
            run.report(rules.shape, "failed_registration_ids is not an array of tokens", node: member.value)
        }
    }

    /// An HTTP v1 `error`: its members, its `FcmError` code and its agreement with the status.
    static func checkError(_ run: inout ValidationRun, _ node: Int, at pointer: JSONPointer, status: Int?) {
        let rules = Rule.fcmResponse
        let document = run.document
        let members = errorTable.read(&run, node, as: reading)
        let code = members[.code].flatMap { document.integerLiteral(at: $0.value) }.map { Int($0) }
        if let code, let status, code != status, let member = members[.code] {
            run.report(rules.statusMismatch, "error.code \(code) is not the status \(status)", node: member.value)
        }
        if let details = members[.details] {
            checkDetails(&run, details.value, at: members.pointer(.details), code: code ?? status)
        }
        let rpcStatus = members[.status].map { (document.string(at: $0.value), $0.value) }
        if let status, (200..<300).contains(status) {
            run.report(rules.statusMismatch, "an error body under status \(status)", pointer: pointer, node: node)
        }
        if let rpcStatus { checkRPCStatus(&run, rpcStatus, at: pointer.appending(key: "status"), http: code ?? status) }
    }

    /// `error.status`: a `google.rpc.Code` name, and one that maps to the answer's HTTP status.
    private static func checkRPCStatus(
        _ run: inout ValidationRun, _ status: (name: String, node: Int), at pointer: JSONPointer, http: Int?
    ) {
        let rules = Rule.fcmResponse
        guard let expected = FCM.RPCCode.httpStatus(of: status.name) else {
            run.report(
                rules.errorCodeUnknown,
                "error.status \(MessageText.quoted(status.name)) is not a google.rpc.Code name (INVALID_ARGUMENT, NOT_FOUND, ...)",
                pointer: pointer, node: status.node,
                suggestion: KeySuggestion.suggest(for: status.name, among: FCM.RPCCode.all.map(\.name)))
            return
        }
        // An error under a 2xx status is already a finding of its own.
        guard let http, http != expected, !(200..<300).contains(http) else { return }
        let names = FCM.RPCCode.all.filter { $0.httpStatus == http }.map(\.name)
        run.report(
            rules.statusMismatch,
            "error.status \(status.name) goes with HTTP \(expected), not \(http)"
                + (names.isEmpty ? "" : " (\(http): \(names.joined(separator: ", ")))"),
            pointer: pointer, node: status.node)
    }

    /// `details`: objects with a string `@type`; the `FcmError` code known and of the status.
    static func checkDetails(_ run: inout ValidationRun, _ node: Int, at pointer: JSONPointer, code: Int?) {
        let rules = Rule.fcmResponse
        let document = run.document
        for (index, child) in document.nodes.children(of: node).enumerated() {
            let at = pointer.appending(index: index)
            guard document.kind(of: child.value) == .object,
                let type = document.member(named: "@type", in: child.value), document.kind(of: type.value) == .string
            else {
                run.report(
                    rules.shape, "details[\(index)] is not an object with a string @type", pointer: at,
                    node: child.value)
                continue
            }
            guard document.string(at: type.value) == FCM.ErrorStatus.fcmErrorType,
                let errorCode = document.member(named: "errorCode", in: child.value)
            else { continue }
            let codeAt = at.appending(key: "errorCode")
            guard expect(&run, errorCode.value, .string, "errorCode", codeAt) else { continue }
            let value = FCM.ErrorCode(rawValue: document.string(at: errorCode.value))
            guard let documented = value.documented else {
                run.report(
                    rules.errorCodeUnknown, "errorCode \(value) is not one Firebase lists", pointer: codeAt,
                    node: errorCode.value,
                    suggestion: KeySuggestion.suggest(
                        for: value.rawValue, among: FCM.ErrorCode.all.map(\.value.rawValue)))
                continue
            }
            if let code, let expected = documented.status, expected != code {
                run.report(
                    rules.statusMismatch, "errorCode \(value) comes with status \(expected), not \(code)",
                    pointer: codeAt, node: errorCode.value)
            }
        }
    }

    /// A legacy `error` string: documented or not.
    static func checkLegacyError(_ run: inout ValidationRun, _ node: Int, at pointer: JSONPointer) {
        let value = FCM.LegacyError(rawValue: run.document.string(at: node))
        guard value.documented == nil else { return }
        run.report(
            Rule.fcmResponse.errorCodeUnknown, "error \(value) is not one the legacy reference lists", pointer: pointer,
            node: node,
            suggestion: KeySuggestion.suggest(for: value.rawValue, among: FCM.LegacyError.all.map(\.value.rawValue)))
    }

    /// Whether a name is `projects/<project>/messages/<id>`, each part non-empty.
    static func isMessageName(_ name: String) -> Bool {
        let parts = name.split(separator: "/", omittingEmptySubsequences: false)
        return parts.count == 4 && parts[0] == "projects" && parts[2] == "messages" && !parts[1].isEmpty
            && !parts[3].isEmpty
    }

    /// Reports `shape` unless the node has the JSON kind; whether it has.
    static func expect(
        _ run: inout ValidationRun, _ node: Int, _ kind: TapeNode.Kind, _ name: String, _ pointer: JSONPointer
    ) -> Bool {
        let document = run.document
        guard document.kind(of: node) != kind else { return true }
        run.report(
            Rule.fcmResponse.shape, "\(name) \(document.text(of: node)) is not \(kind == .array ? "an" : "a") \(kind)",
            pointer: pointer, node: node)
        return false
    }
}
