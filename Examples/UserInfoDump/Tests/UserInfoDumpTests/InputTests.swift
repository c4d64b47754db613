import Foundation
import Testing
import UserInfoDump

/// Standard input, and the inputs that exit 2.
@Suite("Input")
struct InputTests {
    /// `-` reads standard input; the same sample gives the same summary as its file.
    @Test func standardInput() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: Samples.path("fcm-message.json")))
        let result = UserInfoDump.run(arguments: ["-"]) { data }
        let fromFile = UserInfoDump.run(arguments: [Samples.path("fcm-message.json")], standardInput: Samples.noInput)

        #expect(result.status == .valid)
        #expect(result.output.contains("1653560330326717"))
        #expect(result.output == fromFile.output)
    }

    /// Text that is not JSON.
    @Test func notJSON() {
        let result = UserInfoDump.run(arguments: ["-"]) { Data("aps: {}".utf8) }

        #expect(result.status == .unreadable)
        #expect(result.status.rawValue == 2)
        #expect(result.output.isEmpty)
        #expect(result.errors.contains("<stdin>: not JSON"))
    }

    /// JSON whose root is not an object cannot be a `userInfo`.
    @Test func notAnObject() {
        let result = UserInfoDump.run(arguments: ["-"]) { Data(#"[{"aps": {}}]"#.utf8) }

        #expect(result.status == .unreadable)
        #expect(result.errors.contains("found an array"))
    }

    /// A file that does not exist.
    @Test func missingFile() {
        let path = Samples.path("no-such-sample.json")
        let result = UserInfoDump.run(arguments: [path], standardInput: Samples.noInput)

        #expect(result.status == .unreadable)
        #expect(result.errors.contains(path))
    }

    /// No argument, or more than one: the usage, exit 2.
    @Test(arguments: [[], ["a.json", "b.json"]])
    func usage(arguments: [String]) {
        let result = UserInfoDump.run(arguments: arguments, standardInput: Samples.noInput)

        #expect(result.status == .unreadable)
        #expect(result.errors.hasPrefix("usage:"))
    }
}
