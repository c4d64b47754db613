import Foundation
import PushPayloads
import Testing
import UserInfoDump

/// The three samples, through the command as the executable runs it.
@Suite("Samples")
struct SampleDumpTests {
    /// A plain APNs `userInfo`: every summary field read, no error, exit 0.
    @Test func apnsAlert() throws {
        let report = try UserInfoDump.dump(.file(Samples.path("apns-alert.json")), standardInput: Samples.noInput)

        #expect(report.summary.title == "Order shipped")
        #expect(report.summary.subtitle == "A-99812")
        #expect(report.summary.body == "Arrives today between 2 and 4 pm")
        #expect(report.summary.badge == 3)
        #expect(report.summary.sound == "default")
        #expect(report.summary.customKeys == ["deepLink", "orderID"])
        #expect(report.summary.fcm == nil)
        #expect(report.validation.kind == .apns)
        #expect(report.validation.count(of: .error) == 0)
        #expect(report.status == .valid)
    }

    /// An FCM `userInfo`: detected as `fcm-userinfo`, the message id read, metadata kept apart
    /// from the app's keys.
    @Test func fcmMessage() throws {
        let report = try UserInfoDump.dump(.file(Samples.path("fcm-message.json")), standardInput: Samples.noInput)

        #expect(report.validation.kind == .fcmUserInfo)
        let fcm = try #require(report.summary.fcm)
        #expect(fcm.messageID == "1653560330326717")
        #expect(fcm.analyticsEnabled)
        #expect(fcm.metadataKeys.contains("google.c.a.e"))
        #expect(report.summary.customKeys == ["articleID"])
        #expect(report.summary.title == "Breaking")
        #expect(report.summary.badge == nil)
        #expect(report.status == .valid)
    }

    /// A badge sent as a string: an error finding at `/aps/badge`, exit 1.
    @Test func invalidBadge() throws {
        let report = try UserInfoDump.dump(.file(Samples.path("invalid-aps.json")), standardInput: Samples.noInput)

        #expect(report.status == .invalid)
        let errors = report.validation.diagnostics.filter { $0.severity == .error }
        #expect(errors.contains { $0.pointer == "/aps/badge" })
        // The mistyped badge is not an integer, so the summary has none.
        #expect(report.summary.badge == nil)
        #expect(report.summary.body == "Half price on everything until Sunday")
    }

    /// The printed text and the exit status of a whole run.
    @Test func printedReport() {
        let result = UserInfoDump.run(arguments: [Samples.path("invalid-aps.json")], standardInput: Samples.noInput)

        #expect(result.status == .invalid)
        #expect(result.status.rawValue == 1)
        #expect(result.errors.isEmpty)
        let lines = result.output.split(separator: "\n")
        #expect(lines.first?.hasPrefix("kind:") == true)
        #expect(lines.contains { $0.hasPrefix("title:") && $0.hasSuffix("Spring sale") })
        #expect(lines.contains { $0.contains("error") && $0.contains("/aps/badge") })
    }
}
