// The part of Foundation that the PushPayloads core uses, with the availability Apple documents for
// each declaration (developer.apple.com/documentation/foundation). Scripts/check-apple-availability.sh
// type-checks the core against it and against the standard library's own availability; a new use
// of Foundation in the core fails there until it is declared here with its documented availability.
public typealias TimeInterval = Double

public struct Date: Hashable, Sendable, Codable {
    public var timeIntervalSince1970: TimeInterval

    public init(timeIntervalSince1970: TimeInterval) {
        self.timeIntervalSince1970 = timeIntervalSince1970
    }

    public init(from decoder: any Decoder) throws {
        timeIntervalSince1970 = try decoder.singleValueContainer().decode(Double.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(timeIntervalSince1970)
    }
}

// Data, URL and Decimal with the members the core uses: all on every system Swift 6 deploys to
// (Data and URL: iOS 8.0, macOS 10.10; Data(base64Encoded:) and base64EncodedString(): iOS 7.0,
// macOS 10.9; Decimal(string:), isFinite and description: iOS 8.0, macOS 10.10).
public struct Data: Hashable, Sendable {
    public init?(base64Encoded base64String: String) {}
    public func base64EncodedString() -> String { "" }
}

public struct URL: Hashable, Sendable {
    public init?(string: String) {}
    public var absoluteString: String { "" }
}

public struct Decimal: Hashable, Sendable, CustomStringConvertible {
    public init?(string: String) {}
    public var isFinite: Bool { true }
    public var description: String { "" }
}

// Date.ISO8601FormatStyle, Date.formatted(_:), Date.init(_:strategy:) and the static member
// `iso8601`: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0.
@available(macOS 12.0, iOS 15.0, tvOS 15.0, watchOS 8.0, *)
extension Date {
    public struct ISO8601FormatStyle: Sendable {
        public init() {}
        public static var iso8601: ISO8601FormatStyle { ISO8601FormatStyle() }
    }

    public func formatted(_ style: ISO8601FormatStyle) -> String { "" }

    public init(_ value: String, strategy: ISO8601FormatStyle) throws {
        self.init(timeIntervalSince1970: 0)
    }
}

// UUID, uuid_t, UUID(), UUID(uuid:), UUID(uuidString:) and uuidString: iOS 6.0, macOS 10.8, so on
// every system Swift 6 deploys to.
public typealias uuid_t = (
    UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8
)

public struct UUID: Hashable, Sendable, Codable {
    public init() {}
    public init(uuid: uuid_t) {}
    public init?(uuidString string: String) {}
    public var uuidString: String { "" }
}
