import Foundation

/// Where the dumped `userInfo` comes from: a file, or standard input for `-`.
public enum UserInfoSource: Sendable, Hashable {
    /// A file path.
    case file(String)
    /// Standard input.
    case standardInput

    /// The source an argument names: `-` is standard input, anything else a path.
    public init(argument: String) {
        self = argument == "-" ? .standardInput : .file(argument)
    }

    /// How the source is named in messages.
    public var name: String {
        switch self {
        case .file(let path): path
        case .standardInput: "<stdin>"
        }
    }

    /// The source's bytes.
    ///
    /// - Parameter standardInput: Reads standard input to its end (injected so tests need no pipe).
    /// - Throws: ``UnreadableInput`` when the file cannot be read.
    public func read(standardInput: () -> Data) throws(UnreadableInput) -> Data {
        switch self {
        case .standardInput:
            return standardInput()
        case .file(let path):
            do {
                return try Data(contentsOf: URL(fileURLWithPath: path))
            } catch {
                throw UnreadableInput("\(path): cannot be read (\(error.localizedDescription))")
            }
        }
    }
}
