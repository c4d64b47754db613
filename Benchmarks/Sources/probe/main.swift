// Runs one library call on a file, for Scripts/measure-scaling.sh to time shapes that pushlint
// cannot reach from the command line (the app's own Swift types):
//
//     probe conformance FILE   # validate and check FILE as liveactivity with the reference ContentState
//     probe ours PAIR COUNT    # the library side of one `ratios` pair, COUNT times (for a profiler)
//     probe allocations [PAIR...]  # allocations per operation of each pair's library side
//                                  # (under the preloaded counter: Scripts/check-allocations.sh)
//
// Prints the number of findings (or operations), so the work cannot be optimized away.

import BenchmarkSupport
import Foundation
import PushPayloads

let arguments = CommandLine.arguments.dropFirst()
if arguments.first == "allocations" {
    let names = Set(arguments.dropFirst())
    let pairs = Pairs.all(
        try ReferenceInput.load(), liveActivity: try LiveActivityReference.make(), fcm: try FCMReference.make(),
        vendors: try VendorReference.make())
    try printAllocations(of: names.isEmpty ? pairs : pairs.filter { names.contains($0.name) })
    exit(0)
}
if arguments.first == "ours" {
    let rest = Array(arguments.dropFirst())
    guard rest.count == 2, let count = Int(rest[1]), count > 0 else {
        FileHandle.standardError.write(Data("usage: probe ours PAIR COUNT\n".utf8))
        exit(2)
    }
    let pairs = Pairs.all(
        try ReferenceInput.load(), liveActivity: try LiveActivityReference.make(), fcm: try FCMReference.make(),
        vendors: try VendorReference.make())
    guard let pair = pairs.first(where: { $0.name == rest[0] }) else {
        FileHandle.standardError.write(Data("probe: no pair named \(rest[0])\n".utf8))
        exit(2)
    }
    for _ in 0..<count { try pair.ours() }
    print(count)
    exit(0)
}
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
