/// `--kind auto` (RULES.md §2.11): the first kind whose signal keys are present wins.
///
/// Families add their detectors here in catalog order. With none matching, the payload is checked
/// as plain JSON and `json.auto-kind` says so.
enum KindDetection {
    /// A kind and the root key that decides it, or `nil`.
    typealias Detector = @Sendable (JSONDocument) -> (kind: PayloadKind, key: String)?

    /// Detectors in §2.11 order.
    static let detectors: [Detector] = [APNsChecks.detect]

    static func detect(_ run: inout ValidationRun) -> PayloadKind {
        for detector in detectors {
            if let (kind, key) = detector(run.document) {
                run.report(
                    .jsonAutoKind, "checked as \(kind.name): the root has \"\(key)\"", at: JSONPointer(tokens: [key]),
                    token: .key
                )
                return kind
            }
        }
        run.report(.jsonAutoKind, "checked as json: no kind-specific keys found", at: JSONPointer())
        return .json
    }
}
