/// Why the input could not be turned into a `userInfo` dictionary; `userinfo-dump` exits 2.
public struct UnreadableInput: Error, Sendable, Hashable, CustomStringConvertible {
    /// One sentence naming the input and the problem.
    public var description: String

    /// An error with this message.
    public init(_ description: String) {
        self.description = description
    }
}
