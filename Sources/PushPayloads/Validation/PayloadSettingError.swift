/// A value that does not fit its setting: what the setting expects, and what it got.
///
/// Its ``code`` has an id of the form `setting.*` (the scheme of every error's codes is
/// ``CodedError``'s). A setting's value comes from a flag or a configuration member the error does
/// not know, so it has no pointer: `pushlint` names the flag or member. Two errors are equal when
/// their codes are.
package struct PayloadSettingError: CodedError {
    /// Why the value does not fit.
    package struct Code: Sendable, Hashable, CaseIterable, CustomStringConvertible {
        private enum Base: String, Sendable, Hashable, CaseIterable {
            case invalidValue = "setting.invalid-value"
            case invalidDocument = "setting.invalid-document"
        }

        private let base: Base
        private init(_ base: Base) { self.base = base }

        /// `setting.invalid-value`: thrown by ``PayloadSetting/apply(_:to:)`` for a value of another
        /// type or outside the choices or range the setting takes (`expected one of alert, …; got 'x'`).
        package static let invalidValue = Code(.invalidValue)
        /// `setting.invalid-document`: thrown by ``PayloadSetting/apply(_:to:)`` when a setting that
        /// reads a JSON document (``PayloadSetting/readsFile``) gets JSON that is not that document,
        /// such as a `schema` that is not a Live Activity schema.
        package static let invalidDocument = Code(.invalidDocument)

        /// Every code, in the order declared.
        package static let allCases: [Code] = Base.allCases.map(Code.init)

        /// The code's stable id, e.g. `setting.invalid-value`.
        package var description: String { base.rawValue }
    }

    /// Why the value does not fit.
    package let code: Code
    /// `expected one of alert, background, ...; got 'x'`.
    package let message: String

    /// A value that is not what the setting expects (``Code/invalidValue``).
    init(expected: String, got value: PayloadSetting.Value) {
        code = .invalidValue
        message = "expected \(expected); got \(value)"
    }

    /// An error of `code`.
    init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    /// The message.
    package var description: String { message }

    /// Errors are equal when their codes are.
    package static func == (lhs: PayloadSettingError, rhs: PayloadSettingError) -> Bool {
        lhs.code == rhs.code
    }

    /// Hashes the code.
    package func hash(into hasher: inout Hasher) {
        hasher.combine(code)
    }
}
