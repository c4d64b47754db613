/// A legacy answer's results and counts.
extension FCMResponseChecks {
    /// Each result's members and outcome, then the counts against them.
    static func checkResults(_ run: inout ValidationRun, _ node: Int, at pointer: JSONPointer, body: Int) {
        let rules = Rule.fcmResponse
        let document = run.document
        var counts = (total: 0, sent: 0, failed: 0, canonical: 0)
        for (index, child) in document.nodes.children(of: node).enumerated() {
            counts.total += 1
            let at = pointer.appending(index: index)
            guard document.kind(of: child.value) == .object else {
                run.report(rules.shape, "results[\(index)] is not an object", pointer: at, node: child.value)
                continue
            }
            let members = resultTable.read(&run, child.value, as: reading)
            // A member counts as given whatever its type; the type is a shape finding.
            let has = (
                sent: members.isPresent(.messageID), failed: members.isPresent(.error),
                canonical: members.isPresent(.registrationID)
            )
            if let error = members[.error] {
                checkLegacyError(&run, error.value, at: members.pointer(.error))
            }
            if has.sent == has.failed || has.canonical && !has.sent {
                run.report(
                    rules.legacyResult,
                    has.sent == has.failed
                        ? "results[\(index)] has \(has.sent ? "both message_id and error" : "neither message_id nor error")"
                        : "results[\(index)] has a registration_id without message_id",
                    pointer: at, node: child.value)
            }
            counts.sent += has.sent ? 1 : 0
            counts.failed += has.failed ? 1 : 0
            counts.canonical += has.canonical ? 1 : 0
        }
        for (name, expected) in [
            ("success", counts.sent), ("failure", counts.failed), ("canonical_ids", counts.canonical),
        ] {
            guard let member = document.member(named: name, in: body),
                let value = document.integerLiteral(at: member.value), value >= 0, value != expected
            else { continue }
            run.report(
                rules.legacyCounts, "\(name) is \(value), but \(expected) of the \(counts.total) results say so",
                pointer: (pointer.parent ?? JSONPointer()).appending(key: name), node: member.value)
        }
    }
}
