import PushPayloads
import PushPayloadsFoundation
import Testing

/// PushPayloadsFoundation's one public error type has stable ids in the scheme of `CodedError`,
/// all in its own area, `userinfo`, so they are unique across the package.
@Suite("UserInfoConversionError codes")
struct UserInfoConversionErrorCodeTests {
    @Test("the ids are the ones released, in the userinfo area, in the scheme")
    func pinned() {
        let ids = UserInfoConversionError.Code.allCases.map(\.description)
        #expect(
            ids == [
                "userinfo.unsupported-type", "userinfo.non-finite-number", "userinfo.non-string-key",
                "userinfo.too-deep", "userinfo.cycle", "userinfo.duplicate-key",
                "userinfo.date-without-strategy", "userinfo.inexact-date",
            ])
        #expect(Set(ids).count == ids.count)
        for id in ids {
            let segments = id.split(separator: ".", omittingEmptySubsequences: false)
            #expect(segments.first == "userinfo" && segments.count >= 2, "\(id)")
            let words = segments.flatMap { $0.split(separator: "-", omittingEmptySubsequences: false) }
            #expect(
                words.allSatisfy {
                    !$0.isEmpty && $0.utf8.allSatisfy { (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) }
                },
                "\(id)")
        }
    }

    @Test("errors are equal when their codes are, and print their key path and message")
    func equality() {
        let image = UserInfoConversionError(
            code: .unsupportedType, pointer: "/aps/image", typeName: "UIImage",
            message: "a value of type UIImage has no JSON form")
        let other = UserInfoConversionError(
            code: .unsupportedType, pointer: "/data/0", typeName: "Opaque",
            message: "a value of type Opaque has no JSON form")
        #expect(image == other)
        #expect(image != UserInfoConversionError(code: .cycle, pointer: "/aps/image", typeName: "UIImage", message: ""))
        #expect(image.description == "/aps/image: a value of type UIImage has no JSON form")
    }
}
