import Foundation
import PackagePlugin

/// `swift package pushlint [pushlint arguments]`: runs pushlint on the package's payloads, from the
/// package's folder (paths are relative to it; with no path, the whole folder is walked). It only
/// reads files, so it asks for no permission; `--output` writes into the package folder, which
/// SwiftPM's sandbox allows only with `--allow-writing-to-package-directory`.
@main
struct PushLintPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "pushlint")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments.contains { !$0.hasPrefix("-") } ? arguments : arguments + ["."]
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw PushLintFailed(status: process.terminationStatus)
        }
    }
}

/// pushlint found errors (exit 1) or could not run as asked (exit 2): its own output says which.
struct PushLintFailed: Error, CustomStringConvertible {
    let status: Int32

    var description: String {
        status == 1 ? "pushlint found errors (exit 1)" : "pushlint stopped with exit code \(status)"
    }
}
