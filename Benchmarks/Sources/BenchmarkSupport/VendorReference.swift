import Foundation
import PushPayloads

/// The vendor pairs' inputs: a FingerPush code string, and an Altcraft `ResponseWithHttpCode` of
/// about 4 KB (a synchronous subscribe answer with 40 subscription fields and 12 categories).
public struct VendorReference: Sendable {
    /// The code string of FingerPush's guide.
    public let code = "CD:1;IM:1;WL:1;PT:STOS"
    let altcraftBytes: [UInt8]
    let altcraftData: Data
    /// The response pairs' inputs.
    let responses: ResponseReference

    /// What a server or app declares to decode the response with Foundation: plain structs with
    /// snake_case keys, and the SDK's own JSON value enum for `fields`.
    struct AltcraftWire: Decodable {
        enum Value: Decodable {
            case string(String), number(Double), bool(Bool), object([String: Value]), array([Value]), null

            init(from decoder: any Decoder) throws {
                let container = try decoder.singleValueContainer()
                if container.decodeNil() {
                    self = .null
                } else if let value = try? container.decode(Bool.self) {
                    self = .bool(value)
                } else if let value = try? container.decode(Double.self) {
                    self = .number(value)
                } else if let value = try? container.decode(String.self) {
                    self = .string(value)
                } else if let value = try? container.decode([Value].self) {
                    self = .array(value)
                } else {
                    self = .object(try container.decode([String: Value].self))
                }
            }
        }

        struct Response: Decodable {
            struct Profile: Decodable {
                struct Subscription: Decodable {
                    struct Category: Decodable {
                        var name: String?
                        var title: String?
                        var steady: Bool?
                        var active: Bool?
                    }

                    var subscription_id: String?
                    var hash_id: String?
                    var provider: String?
                    var status: String?
                    var fields: [String: Value]?
                    var cats: [Category]?
                }

                var id: String?
                var status: String?
                var is_test: Bool?
                var subscription: Subscription?
            }

            var error: Int?
            var error_text: String?
            var profile: Profile?
        }

        var httpCode: Int?
        var response: Response?
    }

    /// Builds the inputs and checks that both sides read them.
    public static func make() throws -> VendorReference {
        let fields = (1...40).map { "\"_custom_field_\($0)\":\"value number \($0) of the profile\"" }.joined(separator: ",")
        let cats = (1...12).map {
            "{\"name\":\"category_\($0)\",\"title\":\"Category \($0) news\",\"steady\":false,\"active\":\($0 % 2 == 0)}"
        }.joined(separator: ",")
        let text = """
            {"httpCode":200,"response":{"error":0,"error_text":"","profile":{"id":"7f3c9a2e-1b4d-4e8f-9a6c-2d5e8f1a3b7c","status":"subscribed","is_test":false,\
            "subscription":{"subscription_id":"a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90","hash_id":"c52b28d2","provider":"ios-apns","status":"subscribed",\
            "fields":{"_os_ver":{"raw":"18.6.2","ver":"[\\"18.0\\", \\"6.0\\", \\"2.0\\"]"},"_device_type":"mob","_ad_track":false,"_device_name":"iPhone","_os_language":"en","_os_tz":"+0300","_os":"IOS","_device_model":"iPhone14,7",\(fields)},\
            "cats":[\(cats)]}}}}
            """
        let bytes = Array(text.utf8)
        let summary = PayloadValidator.check(bytes, as: .altcraft)
        guard summary.errors == 0, summary.warnings == 0, summary.infos == 0 else {
            throw BenchmarkSetupError("the Altcraft reference has findings: \(summary)")
        }
        let wire = try JSONDecoder().decode(AltcraftWire.self, from: Data(bytes))
        let ours = try Altcraft.ResponseWithHttpCode(jsonBytes: bytes)
        guard wire.response?.profile?.subscription?.cats?.count == 12,
            ours.response?.profile?.subscription?.cats?.count == 12
        else {
            throw BenchmarkSetupError("the Altcraft reference does not decode on both sides")
        }
        return VendorReference(altcraftBytes: bytes, altcraftData: Data(bytes), responses: try ResponseReference.make())
    }

    /// The Foundation side of `code-parse`: split into pairs and a dictionary, and join the pairs back.
    static func foundationCode(_ text: String) -> (String, [String: String]) {
        var pairs: [(String, String)] = []
        var flags: [String: String] = [:]
        for segment in text.components(separatedBy: ";") {
            let parts = segment.components(separatedBy: ":")
            guard parts.count == 2 else { continue }
            pairs.append((parts[0], parts[1]))
            if flags[parts[0]] == nil { flags[parts[0]] = parts[1] }
        }
        return (pairs.map { "\($0.0):\($0.1)" }.joined(separator: ";"), flags)
    }
}
