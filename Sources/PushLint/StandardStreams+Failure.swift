import PushPayloads

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension StandardStreams {
    /// A read or write that failed, with the system's reason.
    ///
    /// Its ``code`` has an id of the form `pushlint.stream.*` (the scheme of every error's codes is
    /// PushPayloads' `CodedError`'s); ``errorNumber`` is the failing call's `errno`. A stream has no
    /// document position, so the error has no pointer or offset. Two errors are equal when their
    /// codes are.
    public struct Failure: CodedError {
        /// What failed.
        public struct Code: Sendable, Hashable, CaseIterable, CustomStringConvertible {
            private enum Base: String, Sendable, Hashable, CaseIterable {
                case readFailed = "pushlint.stream.read-failed"
                case writeFailed = "pushlint.stream.write-failed"
                case tooLarge = "pushlint.stream.too-large"
            }

            private let base: Base
            private init(_ base: Base) { self.base = base }

            /// `pushlint.stream.read-failed`: thrown by ``StandardStreams/readAll(from:limit:action:expectedSize:)``
            /// when `read` fails (a closed descriptor, a directory, ...).
            public static let readFailed = Code(.readFailed)
            /// `pushlint.stream.write-failed`: thrown by ``StandardStreams/writeAll(_:to:action:)``
            /// when `write` fails (a closed descriptor, a full device, a pipe whose reader has gone).
            public static let writeFailed = Code(.writeFailed)
            /// `pushlint.stream.too-large`: thrown by ``StandardStreams/readAll(from:limit:action:expectedSize:)``
            /// when the descriptor holds more than its limit (``Failure/errorNumber`` is `EFBIG`).
            public static let tooLarge = Code(.tooLarge)

            /// Every code, in the order declared.
            public static let allCases: [Code] = Base.allCases.map(Code.init)

            /// The code's stable id, e.g. `pushlint.stream.read-failed`.
            public var description: String { base.rawValue }
        }

        /// What failed.
        public var code: Code
        /// `errno` of the failing call (`EFBIG` for ``Code/tooLarge``).
        public var errorNumber: Int32
        /// What was being done: `read standard input`.
        public var action: String

        /// An error of `code`.
        init(_ code: Code, errorNumber: Int32, action: String) {
            self.code = code
            self.errorNumber = errorNumber
            self.action = action
        }

        /// `cannot read standard input: Bad file descriptor`.
        public var message: String {
            "cannot \(action): \(String(cString: strerror(errorNumber)))"
        }

        /// The message.
        public var description: String { message }

        /// Whether the reader of a pipe went away (`EPIPE`): the output is no longer wanted.
        public var isBrokenPipe: Bool { errorNumber == EPIPE }

        /// Errors are equal when their codes are.
        public static func == (lhs: Failure, rhs: Failure) -> Bool {
            lhs.code == rhs.code
        }

        /// Hashes the code.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(code)
        }
    }
}
