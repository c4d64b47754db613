/// Reporting at tape nodes, for rules that walk the tape instead of looking members up by pointer.
extension ValidationRun {
    /// Reports a finding located at the token of `node` (a key token or a value token).
    mutating func report(
        _ rule: Rule, _ message: @autoclosure () -> String, pointer: @autoclosure () -> JSONPointer, node: Int,
        suggestion: @autoclosure () -> String? = nil
    ) {
        let byteRange = document.byteRange(of: node)
        report(rule, message(), pointer: pointer(), byteRange: byteRange, suggestion: suggestion())
    }

    /// Reports a finding at the token of `node`, its pointer found from the node only when the
    /// finding is rendered (for checks that walk the tape without tracking their place).
    mutating func report(
        _ rule: Rule, _ message: @autoclosure () -> String, node: Int, suggestion: @autoclosure () -> String? = nil
    ) {
        // The cache is made only for a finding that is listed, when its pointer is asked for.
        let document = document
        var cache = pointerCache
        report(
            rule, message(),
            pointer: {
                let pointers = cache ?? PointerCache()
                cache = pointers
                return pointers.pointer(ofNode: node, in: document).pointer
            }(), node: node, suggestion: suggestion())
        if pointerCache == nil { pointerCache = cache }
    }

    /// Reports what the sender does next (a response family's next-step rule), at the token of
    /// `node`: the step described after `subject` (`next step: drop the token`), then `note` when
    /// there is one, and the step as a value.
    mutating func report(
        _ rule: Rule, step: NextStep, _ subject: @autoclosure () -> String = "next step", note: String? = nil,
        pointer: @autoclosure () -> JSONPointer = JSONPointer(), node: Int
    ) {
        let byteRange = document.byteRange(of: node)
        report(
            rule, "\(subject()): \(step)" + (note.map { "; \($0)" } ?? ""), pointer: pointer(), byteRange: byteRange,
            nextStep: step)
    }

    /// Reports a finding that has no place in the text (a request header, a device token).
    mutating func reportUnlocated(
        _ rule: Rule, _ message: @autoclosure () -> String, expected: @autoclosure () -> String? = nil,
        actual: @autoclosure () -> String? = nil
    ) {
        report(rule, message(), pointer: JSONPointer(), byteRange: nil, expected: expected(), actual: actual())
    }
}
