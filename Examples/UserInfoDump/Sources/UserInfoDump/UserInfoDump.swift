import Foundation
import PushPayloads
import PushPayloadsFoundation

/// `userinfo-dump FILE|-`: the whole command, without the process around it.
public enum UserInfoDump {
    /// What one run prints and how it exits.
    public struct Result: Sendable {
        /// Text for standard output.
        public var output: String
        /// Text for standard error.
        public var errors: String
        /// The exit status.
        public var status: ExitStatus
    }

    /// The usage line.
    public static let usage = "usage: userinfo-dump FILE|-   (a notification's userInfo dumped as JSON; - reads stdin)"

    /// Runs the command.
    ///
    /// - Parameters:
    ///   - arguments: The arguments after the program name: one path, or `-`.
    ///   - standardInput: Reads standard input to its end.
    public static func run(arguments: [String], standardInput: () -> Data) -> Result {
        guard arguments.count == 1, let argument = arguments.first else {
            return Result(output: "", errors: usage + "\n", status: .unreadable)
        }
        if argument == "-h" || argument == "--help" {
            return Result(output: usage + "\n", errors: "", status: .valid)
        }
        do {
            let report = try dump(UserInfoSource(argument: argument), standardInput: standardInput)
            return Result(output: report.lines.joined(separator: "\n") + "\n", errors: "", status: report.status)
        } catch {
            return Result(output: "", errors: "userinfo-dump: \(error)\n", status: .unreadable)
        }
    }

    /// Reads, converts, summarises and validates one `userInfo`.
    ///
    /// - Throws: ``UnreadableInput``, or `UserInfoConversionError` for a value with no JSON form.
    public static func dump(_ source: UserInfoSource, standardInput: () -> Data) throws -> DumpReport {
        let data = try source.read(standardInput: standardInput)
        let userInfo = try UserInfoParsing.userInfo(from: data, name: source.name)
        return try dump(userInfo: userInfo)
    }

    /// Summarises and validates a `userInfo` dictionary (as an app would hand it over).
    ///
    /// - Throws: `UserInfoConversionError` for a value with no JSON form.
    public static func dump(userInfo: [AnyHashable: Any]) throws -> DumpReport {
        let summary = try UserInfoSummary(userInfo: userInfo)
        let validation = try PayloadValidator.validate(userInfo: userInfo, as: .auto)
        return DumpReport(summary: summary, validation: validation)
    }
}
