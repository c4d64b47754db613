extension APNs {
    /// What the `apns.*` rules need besides the body: `options.apns`.
    public struct Options: FamilyOptions {
        /// The push type, when the caller knows it; a request's `apns-push-type` header wins.
        public var pushType: PushType?
        /// The request the body goes with (headers, device token, authentication); the request
        /// rules run only when it is given.
        public var request: Request?
        /// Whether device tokens may carry `<`, `>` and spaces (the old `NSData` description form),
        /// stripped before checking.
        public var lenientDeviceTokens: Bool
        /// Whether the body is an Xcode simulator `.apns` file, whose `Simulator Target Bundle` key is
        /// tooling metadata: reported as info and left out of the size.
        public var isSimulatorFile: Bool
        /// The limit for broadcast sends: 4096 (``APNs/broadcastPayloadMaxBytes``), or the unconfirmed 5120.
        public var broadcastMaxBytes: Int

        /// Options with every setting at its default.
        public init() {
            self.init(pushType: nil)
        }

        /// Options for a push type and, when known, the request.
        public init(
            pushType: PushType?, request: Request? = nil, lenientDeviceTokens: Bool = false,
            isSimulatorFile: Bool = false, broadcastMaxBytes: Int = APNs.broadcastPayloadMaxBytes
        ) {
            self.pushType = pushType
            self.request = request
            self.lenientDeviceTokens = lenientDeviceTokens
            self.isSimulatorFile = isSimulatorFile
            self.broadcastMaxBytes = broadcastMaxBytes
        }

        /// The request to add to: the one given, or an empty one.
        fileprivate var requestToFill: Request {
            get { request ?? Request() }
            set { request = newValue }
        }
    }
}

extension ValidationOptions {
    /// The APNs options group: push type, request context, token form, simulator files, broadcast limit.
    public var apns: APNs.Options {
        get { self[group: APNs.Options.self] }
        set { self[group: APNs.Options.self] = newValue }
    }

    /// Options for an APNs body of a push type and, when known, its request.
    public static func apns(pushType: APNs.PushType?, request: APNs.Request? = nil) -> ValidationOptions {
        var options = ValidationOptions()
        options.apns = APNs.Options(pushType: pushType, request: request)
        return options
    }
}

extension APNs.Options {
    /// The push types a caller may name: Apple's, and `accessory`.
    static let namedPushTypes = APNs.PushType.documented + [.accessory]

    /// The settings of `options.apns`, as flags and configuration members.
    static let settings: [PayloadSetting] =
        [
            PayloadSetting(
                name: "pushType", valueName: "TYPE",
                help: "APNs push type: \(namedPushTypes.map(\.rawValue).joined(separator: "|"))"
            ) { value, options throws(PayloadSettingError) in
                options.apns.pushType = try value.choice(from: namedPushTypes.map { ($0.rawValue, $0) })
            }
        ] + requestSettings

    /// The settings of the request and its checks, which every family sending an APNs body takes.
    static let requestSettings: [PayloadSetting] = [
        PayloadSetting(
            name: "headers", flag: "--header", valueName: "NAME:VALUE",
            help: "an APNs request header (repeatable)", isRepeatable: true
        ) { value, options throws(PayloadSettingError) in
            options.apns.requestToFill.headers.append(try header(value))
        },
        PayloadSetting(name: "deviceToken", valueName: "HEX", help: "the APNs device token the body is sent to") {
            value, options throws(PayloadSettingError) in
            options.apns.requestToFill.deviceToken = try value.string(expected: "a hex device token")
        },
        PayloadSetting(name: "auth", valueName: "METHOD", help: "APNs authentication: token|certificate") {
            value, options throws(PayloadSettingError) in
            options.apns.requestToFill.authentication = try value.choice(
                from: APNs.Request.Authentication.allCases.map { ($0.rawValue, $0) })
        },
        PayloadSetting(
            name: "lenientToken", valueName: nil, help: "accept device tokens in the <...> NSData description form"
        ) { value, options throws(PayloadSettingError) in
            options.apns.lenientDeviceTokens = try value.bool()
        },
        PayloadSetting(
            name: "broadcastMaxBytes", valueName: "N",
            help: "APNs broadcast limit: 4096 (default) or the unconfirmed 5120"
        ) { value, options throws(PayloadSettingError) in
            let limit = try value.integer(Int.self, in: 4096...5120, expected: "4096 or 5120")
            guard limit == 4096 || limit == 5120 else {
                throw PayloadSettingError(expected: "4096 or 5120", got: value)
            }
            options.apns.broadcastMaxBytes = limit
        },
    ]

    /// A header as `NAME:VALUE` text, or a `[name, value]` pair in JSON.
    private static func header(_ value: PayloadSetting.Value) throws(PayloadSettingError) -> APNs.Request.Header {
        let expected = "NAME:VALUE, e.g. apns-priority:5"
        if case .json(.array(let pair)) = value, pair.count == 2, let name = pair[0].stringValue,
            let headerValue = pair[1].stringValue
        {
            return APNs.Request.Header(name: name, value: headerValue)
        }
        let text = try value.string(expected: expected)
        guard let colon = text.firstIndex(of: ":"), colon != text.startIndex else {
            throw PayloadSettingError(expected: expected, got: value)
        }
        return APNs.Request.Header(
            name: text[..<colon].trimmingSpaces, value: text[text.index(after: colon)...].trimmingSpaces)
    }
}

extension Substring {
    /// The text without leading and trailing spaces and tabs.
    var trimmingSpaces: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
