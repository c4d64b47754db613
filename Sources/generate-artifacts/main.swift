import Foundation
import PushLint

// `swift run generate-artifacts [--check]`, from the repository root: writes the generated files
// (see `GeneratedArtifacts`), or with `--check` lists the stale ones and exits 1 if there are any.
let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.isEmpty || arguments == ["--check"] else {
    FileHandle.standardError.write(Data("usage: generate-artifacts [--check]   (run from the repository root)\n".utf8))
    exit(2)
}
let root = FileManager.default.currentDirectoryPath
do {
    if arguments == ["--check"] {
        let stale = try GeneratedArtifacts.stale(root: root)
        for path in stale { print("stale: \(path)") }
        if !stale.isEmpty {
            FileHandle.standardError.write(
                Data("generate-artifacts: \(stale.count) stale; run: swift run generate-artifacts\n".utf8))
            exit(1)
        }
    } else {
        let written = try GeneratedArtifacts.write(root: root)
        for path in written { print("wrote: \(path)") }
        if written.contains(where: { $0.hasPrefix(GeneratedArtifacts.compiledFolder + "/") }) {
            print("the rule declarations changed: run it again to make the documents from them")
        }
    }
} catch {
    FileHandle.standardError.write(Data("generate-artifacts: \(error)\n".utf8))
    exit(2)
}
