import Foundation
import PushPayloads

/// The repository's generated files, all made by one command, `swift run generate-artifacts`
/// (`--check` says which are stale and writes nothing; CI and the tests check the same way):
/// the rule reference `Docs/Rules.md`, the DocC rule pages, the JSON Schemas of `Schemas/`, and
/// the rule examples `pushlint explain` shows, `Sources/PushLint/RuleExamples/`, and the rule
/// declarations of `Sources/PushPayloads/Rules/`, from the rule data of `Rules/`.
public enum GeneratedArtifacts {
    /// A generated file: its path from the repository root and its bytes.
    public struct File: Sendable, Equatable {
        /// The path from the repository root.
        public var path: String
        /// The contents.
        public var bytes: [UInt8]
    }

    /// The folders that hold generated files only: a file there the generator does not make is stale.
    public static let folders = [
        RuleDocCPages.folder, "Schemas", RuleExampleSources.folder, RuleDeclarations.folder,
    ]

    /// The folder of generated Swift the library compiles (the rule declarations): when a write
    /// changes a file there, the documents made in the same run still describe the rules as the
    /// running build has them, and a second run, built from the new declarations, makes them current.
    public static let compiledFolder = RuleDeclarations.folder

    /// Every generated file, from the library's registry and schemas and the fixtures under `root`.
    public static func files(root: String) throws -> [File] {
        var files = [File(path: "Docs/Rules.md", bytes: Array(RuleReference.markdown().utf8))]
        files += RuleDocCPages.pages().map {
            File(path: RuleDocCPages.folder + "/" + $0.name, bytes: Array($0.text.utf8))
        }
        files += PayloadSchema.kinds.compactMap { kind in
            PayloadSchema.document(for: kind).map {
                File(path: "Schemas/\(kind.name).schema.json", bytes: SchemaCommand.fileBytes($0))
            }
        }
        files += try RuleExampleSources.generate(root: URL(fileURLWithPath: root)).map {
            File(path: RuleExampleSources.folder + "/" + $0.name, bytes: Array($0.text.utf8))
        }
        files += try RuleDeclarations.files(root: URL(fileURLWithPath: root)).map {
            File(path: RuleDeclarations.folder + "/" + $0.name, bytes: Array($0.text.utf8))
        }
        return files
    }

    /// The paths under `root` that differ from what the generator makes: changed, missing, or in a
    /// generated folder without being generated. Empty when everything is current.
    public static func stale(root: String) throws -> [String] {
        stale(try files(root: root), root: root)
    }

    /// The paths of `files` that differ under `root`, and the files of the generated folders that
    /// are not among them.
    private static func stale(_ files: [File], root: String) -> [String] {
        var stale = files.filter {
            FileManager.default.contents(atPath: root + "/" + $0.path).map(Array.init) != $0.bytes
        }
        .map(\.path)
        let made = Set(files.map(\.path))
        for folder in folders {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: root + "/" + folder)) ?? []
            stale += names.map { folder + "/" + $0 }.filter { !made.contains($0) }
        }
        return stale.sorted()
    }

    /// Writes every generated file under `root`, and removes the files of the generated folders
    /// it does not make; returns the paths it changed. Each file is written whole (a temporary file
    /// renamed over it), so an interrupted run leaves no half-written file.
    @discardableResult
    public static func write(root: String) throws -> [String] {
        let files = try files(root: root)
        let changed = Set(stale(files, root: root))
        let made = Set(files.map(\.path))
        for path in changed where !made.contains(path) {
            try FileManager.default.removeItem(at: URL(fileURLWithPath: root + "/" + path))
        }
        for file in files where changed.contains(file.path) {
            let url = URL(fileURLWithPath: root + "/" + file.path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.bytes).write(to: url, options: .atomic)
        }
        return changed.sorted()
    }
}
