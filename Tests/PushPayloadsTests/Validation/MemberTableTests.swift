import Testing

@testable import PushPayloads

/// The member tables every family declares its objects with: lookup, aliases, nesting, and the
/// type vocabulary's judgement of values.
@Suite("Member tables")
struct MemberTableTests {
    @Test("a key the object has is itself; a Swift name is an alias of its wire key; others are unknown")
    func memberLookup() throws {
        let response = Altcraft.Object.response
        let wire = try #require(response.member(for: .errorText))
        #expect(wire.key == .errorText && !wire.isAlias)
        let alias = try #require(response.member(for: .errorTextCamel))
        #expect(alias.key == .errorText && alias.isAlias)
        #expect(response.member(for: .hashID) == nil)
        #expect(response.alias(of: .errorText) == .errorTextCamel)
        #expect(response.alias(of: .error) == nil)
        // In the call's arguments the Swift name is the wire key, and the snake_case one unknown.
        #expect(Altcraft.Object.arguments.member(for: .profileFieldsCamel)?.isAlias == false)
        #expect(Altcraft.Object.arguments.member(for: .profileFields) == nil)
        // Required members keep the table's order, whatever order they are listed in.
        #expect(
            MPaaSKey.simplePush.required.map(\.name) == [
                "taskName", "title", "content", "appId", "workspaceId", "deliveryType", "targetMsgkey",
            ])
        #expect(FCMObject.message.required.isEmpty)
    }

    @Test("slots follow the declared order; reachable lists each nested table once, depth first")
    func slotsAndNesting() {
        let message = FCMObject.message
        #expect(message.members.map(\.key.name) == message.memberNames)
        for (index, member) in message.members.enumerated() {
            #expect(message.slot(of: member.key) == index)
        }
        #expect(message.slot(of: .validateOnly) == nil)
        let reachable = FCMObject.sendRequest.reachable.map(\.name)
        #expect(reachable.first == "SendRequest")
        #expect(Set(reachable).count == reachable.count)
        // FCMOptions is held by Message and AndroidConfig, and listed once.
        #expect(reachable.filter { $0 == "FcmOptions" }.count == 1)
        #expect(reachable.contains("LightSettings"))
        #expect(
            Altcraft.Object.wrapper.reachable.map(\.name) == [
                "wrapper", "response", "profile", "subscription", "category",
            ])
    }

    @Test("each type accepts the JSON values it names and says so in words")
    func typesJudgeValues() throws {
        let document = try JSONReader.read(Array(#"["s", 1, 1.5, true, {}, ["a"], [1], null]"#.utf8))
        let nodes = document.nodes.children(of: 0).map(\.value)
        func accepted(_ type: MemberType<FCMField>) -> [Bool] { nodes.map { type.accepts($0, in: document) } }
        #expect(accepted(.string) == [true, false, false, false, false, false, false, false])
        #expect(accepted(.integer) == [false, true, false, false, false, false, false, false])
        #expect(accepted(.number) == [false, true, true, false, false, false, false, false])
        #expect(accepted(.oneOf([.string, .freeForm])) == [true, false, false, false, true, false, false, false])
        #expect(accepted(.array(.string)) == [false, false, false, false, false, true, true, false])
        #expect(nodes.map { MemberType<FCMField>.array(.string).holds($0, in: document) }[5...6] == [true, false])
        #expect(accepted(.ruled(.fcm.lightSettings)).allSatisfy { $0 })
        #expect(MemberType<FCMField>.array(.string).expected == "an array of strings")
        #expect(MemberType<FCMField>.oneOf([.string, .integer]).expected == "a string or an integer")
        #expect(MemberType<FCMField>.oneOf([.string, .freeForm]).schemaTypes == ["string", "object"])
        let categories = Altcraft.Object.subscription.type(of: .cats)
        #expect(categories?.expected == "an array of categories")
        #expect(MemberType<FCMField>.ruled(.fcm.lightSettings).schema(.fcm.fieldType, nullable: true) == nil)
    }
}
