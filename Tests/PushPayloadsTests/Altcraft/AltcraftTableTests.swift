import Testing

@testable import PushPayloads

/// The checks read an object into slots held inline (no allocation), which bounds how many
/// members a table may have.
@Suite("Altcraft tables")
struct AltcraftTableTests {
    static let tables: [Altcraft.Object] = [
        .category, .subscription, .profile, .response, .wrapper, .requestSubscription, .requestBody, .arguments,
    ]

    @Test("every table fits the inline slots of a read object")
    func fitInlineSlots() {
        for table in Self.tables {
            #expect(table.members.count <= AltcraftChecks.Members.capacity, "\(table.name)")
        }
    }
}
