import Foundation

/// Codable types covering what the coders must handle, shared by the coding tests.
enum Color: String, Codable, Equatable, CaseIterable {
    case red, green, blue
}

enum Shape: Codable, Equatable {
    case circle(radius: Double)
    case rect(width: Int, height: Int)
    case none
}

struct Nested: Codable, Equatable {
    var name: String
    var values: [Double]
}

struct Everything: Codable, Equatable {
    var int: Int
    var int8: Int8
    var int16: Int16
    var int32: Int32
    var int64: Int64
    var uint: UInt
    var uint8: UInt8
    var uint16: UInt16
    var uint32: UInt32
    var uint64: UInt64
    var float: Float
    var double: Double
    var bool: Bool
    var string: String
    var optional: String?
    var absent: Int?
    var array: [Int]
    var optionals: [Int?]
    var nested: Nested
    var nestedList: [Nested]
    var byName: [String: Int]
    var byNumber: [Int: String]
    var date: Date
    var data: Data
    var url: URL
    var range: ClosedRange<Int>
    var color: Color
    var shapes: [Shape]
    var matrix: [[Float]]

    static let samples: [Everything] = [
        Everything(
            int: 42, int8: -8, int16: 1600, int32: -320_000, int64: 9_007_199_254_740_993, uint: 7, uint8: 255,
            uint16: 65535, uint32: 4_000_000_000, uint64: 18_446_744_073_709_551_615, float: 0.1, double: 0.85,
            bool: true, string: "Order #A-99812 is on its way", optional: "x", absent: nil, array: [1, 2, 3],
            optionals: [1, nil, 3], nested: Nested(name: "courier", values: [52.520008, 13.404954]),
            nestedList: [Nested(name: "a", values: []), Nested(name: "b", values: [1e-7, 1.5e300])],
            byName: ["b": 2, "a": 1, "c": 3], byNumber: [10: "ten", 2: "two"],
            date: Date(timeIntervalSinceReferenceDate: 786_918_000.5), data: Data([0, 1, 2, 254, 255]),
            url: URL(string: "https://example.com/orders/A-99812?tab=map")!, range: 1...9, color: .green,
            shapes: [.circle(radius: 2.5), .rect(width: 3, height: 4), .none], matrix: [[1, 2], [], [3.25]]
        ),
        Everything(
            int: .min, int8: .min, int16: .min, int32: .min, int64: .max, uint: .max, uint8: 0, uint16: 0, uint32: 0,
            uint64: 0, float: .greatestFiniteMagnitude, double: .leastNonzeroMagnitude, bool: false,
            string: "\"quotes\" \\ slash / tab\t newline\n \u{0001} é 😀 👍🏽 \u{2028}", optional: nil, absent: nil,
            array: [], optionals: [], nested: Nested(name: "", values: [-0.0, 1.7976931348623157e308]), nestedList: [],
            byName: [:], byNumber: [:], date: Date(timeIntervalSince1970: 0), data: Data(),
            url: URL(string: "file:///tmp/a%20b")!, range: -5...(-5), color: .blue, shapes: [], matrix: []
        ),
    ]
}
