/// A grammar a string member's value follows (a colour, a timestamp, a label's characters): the
/// check the walk runs on its bytes and the pattern the schemas state, declared together so that
/// they are one contract (``ValueConstraint/Kind/grammar(_:)``).
struct Grammar: Sendable {
    /// What a value of the grammar is, in findings ("#rrggbb").
    let expected: String
    /// The grammar as an ECMA-262 regular expression, anchored, for schemas.
    let pattern: String
    /// Whether a string's unescaped bytes follow the grammar.
    let accepts: @Sendable (UnsafeBufferPointer<UInt8>) -> Bool
}
