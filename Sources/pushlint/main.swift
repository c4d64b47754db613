import Foundation
import PushLint

let outcome = PushLint.run(arguments: Array(CommandLine.arguments.dropFirst())) {
    [UInt8](FileHandle.standardInput.readDataToEndOfFile())
}
FileHandle.standardOutput.write(Data(outcome.standardOutput))
FileHandle.standardError.write(Data(outcome.standardError.utf8))
exit(outcome.exitCode.rawValue)
