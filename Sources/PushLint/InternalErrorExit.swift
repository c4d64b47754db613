#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Makes a crash of the command end with one line on standard error and exit code 3 ("internal
/// error"), so a CI step can tell a bug in pushlint from findings (1) and bad input (2).
///
/// A trap (a failed precondition, an overflow), a segmentation fault (a stack overflow among
/// them: the handler runs on a stack of its own) and an abort are caught. The handler only writes a
/// fixed message and exits, the two things a signal handler may safely do. Whatever the Swift
/// runtime printed first (`Fatal error: ...`) stays above it, for the bug report.
public enum InternalErrorExit {
    /// The signals a bug in the command raises.
    static let signals: [Int32] = [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT]

    /// Installs the handler for ``signals``. Call once, first thing in `main`.
    public static func install() {
        let stackSize = 256 * 1024
        if let stack = malloc(stackSize) {
            var alternate = stack_t()
            alternate.ss_sp = stack
            alternate.ss_size = stackSize
            alternate.ss_flags = 0
            sigaltstack(&alternate, nil)
        }
        for signal in signals {
            var action = sigaction()
            #if canImport(Darwin)
                action.__sigaction_u.__sa_handler = internalErrorHandler
            #else
                action.__sigaction_handler.sa_handler = internalErrorHandler
            #endif
            action.sa_flags = Int32(SA_ONSTACK) | Int32(bitPattern: UInt32(SA_RESETHAND))
            sigemptyset(&action.sa_mask)
            sigaction(signal, &action, nil)
        }
    }
}

/// Writes the fixed line and exits with code 3; only async-signal-safe calls.
private func internalErrorHandler(_ signal: Int32) {
    let message: StaticString = "pushlint: internal error (a crash); please report it with the input that caused it\n"
    _ = write(2, message.utf8Start, message.utf8CodeUnitCount)
    _exit(ExitCode.internalError.rawValue)
}
