import Testing

@testable import PushPayloads

/// The APNs body FCM builds from a message: what it adds to `apns.payload`, and its size measured
/// without building it when it adds nothing.
@Suite("The APNs body FCM builds")
struct FCMBuiltBodyTests {
    static func parts(_ text: String) throws -> (FCMChecks.Message, JSONDocument) {
        let document = try JSONReader.read(Array(text.utf8))
        return (try #require(FCMChecks.appleParts(of: document)), document)
    }

    @Test(
        "each message's built body, written by hand",
        arguments: [
            // Nothing added: the payload as it is.
            (#"{"token":"t","apns":{"payload":{"aps":{"alert":"a"},"k":1}}}"#, #"{"aps":{"alert":"a"},"k":1}"#),
            // Data keys the payload lacks, once each (a repeated data key is added once).
            (
                #"{"token":"t","data":{"k":"x","d":"1","d":"2"},"apns":{"payload":{"aps":{},"k":1}}}"#,
                #"{"aps":{},"k":1,"d":"1"}"#
            ),
            // Notification text into an object alert that lacks it; a string alert is left alone.
            (
                #"{"token":"t","notification":{"title":"T","body":"B"},"apns":{"payload":{"aps":{"alert":{"title":"t"}}}}}"#,
                #"{"aps":{"alert":{"title":"t","body":"B"}}}"#
            ),
            (
                #"{"token":"t","notification":{"title":"T"},"apns":{"payload":{"aps":{"alert":"s"}}}}"#,
                #"{"aps":{"alert":"s"}}"#
            ),
            // No aps: one is made, first.
            (
                #"{"token":"t","notification":{"body":"B"},"apns":{"payload":{"x":1}}}"#,
                #"{"aps":{"alert":{"body":"B"}},"x":1}"#
            ),
            // The image, unless the payload or a data entry already has fcm_options.
            (
                #"{"token":"t","notification":{"image":"https://i/x.png"},"apns":{"payload":{"aps":{}}}}"#,
                #"{"aps":{},"fcm_options":{"image":"https://i/x.png"}}"#
            ),
            (
                #"{"token":"t","data":{"fcm_options":"d"},"apns":{"payload":{"aps":{}},"fcm_options":{"image":"https://i/y.png"}}}"#,
                #"{"aps":{},"fcm_options":"d"}"#
            ),
        ])
    func built(_ message: String, _ expected: String) throws {
        let (parts, document) = try Self.parts(message)
        #expect(String(decoding: FCMChecks.builtBody(parts, in: document).jsonBytes(), as: UTF8.self) == expected)
        let measured = FCMChecks.measureBuiltBody(parts, in: document, contributors: false)
        #expect(measured.size == expected.utf8.count)
    }

    @Test("measured without building, a payload of many custom keys has the size and largest members of the built one")
    func measuredInPlace() throws {
        var generator = SplitMix(state: 7)
        for count in [1, 10, 1_000] {
            let members = (0..<count).map {
                #""k\#($0)":"\#(String(repeating: "v", count: Int.random(in: 0..<40, using: &generator)))""#
            }
            let message =
                #"{"token":"t","apns":{"payload":{"aps":{"alert":"\u00e9 / x"},\#(members.joined(separator: ","))}}}"#
            let (parts, document) = try Self.parts(message)
            #expect(FCMChecks.additions(parts, in: document).isEmpty)
            let bytes = FCMChecks.builtBody(parts, in: document).jsonBytes()
            let built = try JSONReader.read(bytes)
            let measured = FCMChecks.measureBuiltBody(parts, in: document, contributors: true)
            #expect(measured.size == bytes.count)
            #expect(measured.contributors == SizeContributors.largest(in: built, measure: .compact, total: bytes.count))
        }
    }
}
