// Runs one library call on a file, for Scripts/measure-scaling.sh to time shapes that pushlint
// cannot reach from the command line (the app's own Swift types):
//
//     probe conformance FILE   # validate and check FILE as liveactivity with the reference ContentState
//     probe ours PAIR COUNT    # the library side of one `ratios` pair, COUNT times (for a profiler)
//     probe reference PAIR COUNT  # its other side (Foundation, or the check without strings)
//     probe allocations [PAIR...]  # allocations per operation of each pair's library side
//                                  # (under the preloaded counter: Scripts/check-allocations.sh)
//
// Prints the number of findings (or operations), so the work cannot be optimized away.

import BenchmarkSupport
import Foundation
import PushPayloads

/// Every pair of BenchmarkSupport, its inputs made and checked.
func allPairs() throws -> [BenchmarkPair] {
    let fcm = try FCMReference.make()
    return Pairs.all(
        try ReferenceInput.load(), liveActivity: try LiveActivityReference.make(), fcm: fcm,
        vendors: try VendorReference.make(), strings: try StringsReference.make(fcm: fcm))
}

let arguments = CommandLine.arguments.dropFirst()
if arguments.first == "allocations" {
    let names = Set(arguments.dropFirst())
    let pairs = try allPairs()
    try printAllocations(of: names.isEmpty ? pairs : pairs.filter { names.contains($0.name) })
    exit(0)
}
if let side = arguments.first, side == "ours" || side == "reference" {
    let rest = Array(arguments.dropFirst())
    guard rest.count == 2, let count = Int(rest[1]), count > 0 else {
        FileHandle.standardError.write(Data("usage: probe \(side) PAIR COUNT\n".utf8))
        exit(2)
    }
    let pairs = try allPairs()
    guard let pair = pairs.first(where: { $0.name == rest[0] }) else {
        FileHandle.standardError.write(Data("probe: no pair named \(rest[0])\n".utf8))
        exit(2)
    }
    let operation = side == "ours" ? pair.ours : pair.foundation
    for _ in 0..<count { try operation() }
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
