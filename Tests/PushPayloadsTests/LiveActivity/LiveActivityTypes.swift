import Foundation

@testable import PushPayloads

/// App types as apps write them, for the Live Activity tests.
enum LiveActivityTypes {
    /// A delivery activity's content state with every kind of member ActivityKit must decode.
    struct DeliveryState: Codable, Hashable, Sendable {
        enum Stage: String, Codable, Hashable, Sendable {
            case preparing, onTheWay, delivered
        }

        enum Priority: Int, Codable, Hashable, Sendable {
            case low = 1, high = 2
        }

        struct Courier: Codable, Hashable, Sendable {
            var name: String
            var vehicle: String?
        }

        var stage: Stage
        var priority: Priority
        var eta: Date
        var window: ClosedRange<Date>
        var receipt: Data
        var note: String?
        var progress: Double
        var stops: [Int]
        var courier: Courier
        var tags: [String: Bool]
    }

    /// Attributes of the delivery activity.
    struct DeliveryAttributes: Codable, Hashable, Sendable {
        var orderID: String
        var items: Int
    }

    static let eta = Date(timeIntervalSince1970: 1_767_227_400.5)

    static let state = DeliveryState(
        stage: .onTheWay, priority: .high, eta: eta, window: eta.addingTimeInterval(-600)...eta,
        receipt: Data([0, 1, 2, 250, 251]), note: nil, progress: 0.25, stops: [3, 1], courier: .init(name: "Ana"),
        tags: ["fragile": true])

    /// The mPaaS documentation's `PizzaDeliveryAttributes`, as the seed writes it: the content
    /// state's `estimatedDeliveryTime` is a number of minutes, a string of minutes, or a
    /// `ClosedRange<Date>`.
    struct PizzaDeliveryAttributes: Codable, Hashable, Sendable {
        typealias PizzaDeliveryStatus = ContentState

        struct ContentState: Codable, Hashable, Sendable {
            var driverName: String
            var estimatedDeliveryTime: ClosedRange<Date>

            init(driverName: String, estimatedDeliveryTime: ClosedRange<Date>) {
                self.driverName = driverName
                self.estimatedDeliveryTime = estimatedDeliveryTime
            }

            init(from decoder: Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                driverName = try container.decode(String.self, forKey: .driverName)
                if let minutes = try? container.decode(TimeInterval.self, forKey: .estimatedDeliveryTime) {
                    estimatedDeliveryTime = Date()...Date().addingTimeInterval(minutes * 60)
                } else if let text = try? container.decode(String.self, forKey: .estimatedDeliveryTime),
                    let minutes = TimeInterval(text)
                {
                    estimatedDeliveryTime = Date()...Date().addingTimeInterval(minutes * 60)
                } else {
                    estimatedDeliveryTime = try container.decode(ClosedRange<Date>.self, forKey: .estimatedDeliveryTime)
                }
            }
        }

        var numberOfPizzas: Int
        var totalAmount: String
    }
}
