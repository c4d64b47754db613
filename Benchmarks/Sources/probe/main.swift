// Runs one library call on a file, for Scripts/measure-scaling.sh to time shapes that pushlint
// cannot reach from the command line (the app's own Swift types):
//
//     probe conformance FILE   # validate and check FILE as liveactivity with the reference ContentState
//
// Prints the number of findings, so the work cannot be optimized away.

import BenchmarkSupport
import Foundation
import PushPayloads

let arguments = CommandLine.arguments.dropFirst()
// The file's bytes once, as pushlint holds them (the `Data` is gone when the array is made).
guard arguments.count == 2, let mode = arguments.first, let path = arguments.last,
    let bytes = FileManager.default.contents(atPath: path).map({ [UInt8]($0) })
else {
    FileHandle.standardError.write(Data("usage: probe conformance FILE\n".utf8))
    exit(2)
}
switch mode {
case "conformance":
    var options = ValidationOptions(now: 1_767_225_600)
    options.liveActivity.types = .init(contentState: LiveActivityReference.ContentState.self)
    let report = PayloadValidator.validate(bytes, as: .liveActivity, options: options)
    let summary = PayloadValidator.check(bytes, as: .liveActivity, options: options)
    print(report.diagnostics.count, summary.errors + summary.warnings + summary.infos)
default:
    FileHandle.standardError.write(Data("probe: no mode \(mode) (conformance)\n".utf8))
    exit(2)
}
