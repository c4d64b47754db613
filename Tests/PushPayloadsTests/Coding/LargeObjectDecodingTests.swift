import Foundation
import Testing

@testable import PushPayloads

/// Objects past the keyed container's linear search (``TapeKeyedContainer/linearLimit``): keys
/// found through the member index, escaped keys and duplicates included, as Foundation finds them.
@Suite("Decoding large objects")
struct LargeObjectDecodingTests {
    struct Picked: Codable, Equatable {
        var alpha: Int
        var omega: String
        var snakeCase: Bool?
    }

    /// An object of `count` filler members around the picked ones, an escaped key, and a later
    /// duplicate of each picked key (the first occurrence is the one read).
    static func text(count: Int, snake: Bool = false) -> String {
        var members = (0..<count).map { "\"filler\($0)\":\($0)" }
        members.insert(#""\u0061lpha":1"#, at: count / 2)
        members.insert(#""omega":"first""#, at: count / 3)
        members.insert(snake ? #""snake_case":true"# : #""snakeCase":true"#, at: count / 4)
        members += [#""alpha":2"#, #""omega":"second""#]
        return "{" + members.joined(separator: ",") + "}"
    }

    @Test(
        "picked keys among many, escaped and duplicated, decode as Foundation decodes them", arguments: [10, 49, 1000])
    func pickedKeys(_ count: Int) throws {
        let text = Self.text(count: count)
        let ours = try PayloadDecoder().decode(Picked.self, from: Array(text.utf8))
        let theirs = try JSONDecoder().decode(Picked.self, from: Data(text.utf8))
        #expect(ours == theirs)
        #expect(ours == Picked(alpha: 1, omega: "first", snakeCase: true))
    }

    @Test("snake_case keys among many, converted", arguments: [10, 1000])
    func convertedKeys(_ count: Int) throws {
        let text = Self.text(count: count, snake: true)
        var decoder = PayloadDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        #expect(try decoder.decode(Picked.self, from: Array(text.utf8)).snakeCase == true)
    }

    @Test("a dictionary of many members lists each key once, at its first occurrence", arguments: [10, 1000])
    func allKeys(_ count: Int) throws {
        let text = Self.text(count: count)
        let ours = try PayloadDecoder().decode([String: JSONValue].self, from: Array(text.utf8))
        #expect(ours.count == count + 3)
        #expect(ours["alpha"] == 1 && ours["omega"] == "first")
    }
}
