import Foundation
import UserInfoDump

/// Prints the summary and findings of a dumped `userInfo`, and exits 0 (valid), 1 (errors) or
/// 2 (unreadable input).
@main
struct UserInfoDumpMain {
    /// Runs the command on the process's arguments and standard input.
    static func main() {
        let result = UserInfoDump.run(arguments: Array(CommandLine.arguments.dropFirst())) {
            FileHandle.standardInput.readDataToEndOfFile()
        }
        FileHandle.standardOutput.write(Data(result.output.utf8))
        FileHandle.standardError.write(Data(result.errors.utf8))
        exit(result.status.rawValue)
    }
}
