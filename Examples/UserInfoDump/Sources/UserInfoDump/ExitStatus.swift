/// How `userinfo-dump` exits.
public enum ExitStatus: Int32, Sendable {
    /// The `userInfo` has no finding of severity error (warnings and infos may be printed).
    case valid = 0
    /// At least one finding is an error.
    case invalid = 1
    /// The input could not be read, is not JSON, is not an object, or the arguments are wrong.
    case unreadable = 2
}
