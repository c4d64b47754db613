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

    enum PickedKey: CodingKey { case alpha }

    /// More keys than a large object is scanned for before it is indexed.
    struct Many: Codable, Equatable {
        var k0, k1, k2, k3, k4, k5, k6, k7, k8, k9, k10, k11: Int
    }

    @Test("a type asking for more keys than are scanned for reads the rest through the index", arguments: [10, 1000])
    func manyKeys(_ count: Int) throws {
        #expect(TapeKeyedContainer<PickedKey>.scansBeforeIndex < 12)
        var members = (0..<count).map { "\"filler\($0)\":\($0)" }
        for key in 0..<12 {
            // One key escaped, each placed among the fillers, and each repeated at the end.
            let name = key == 3 ? #"\u006b3"# : "k\(key)"
            members.insert("\"\(name)\":\(key)", at: (key * 37) % (members.count + 1))
        }
        members += (0..<12).map { "\"k\($0)\":-1" }
        let text = "{" + members.joined(separator: ",") + "}"
        let ours = try PayloadDecoder().decode(Many.self, from: Array(text.utf8))
        #expect(ours == (try JSONDecoder().decode(Many.self, from: Data(text.utf8))))
        #expect(ours == Many(k0: 0, k1: 1, k2: 2, k3: 3, k4: 4, k5: 5, k6: 6, k7: 7, k8: 8, k9: 9, k10: 10, k11: 11))
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
