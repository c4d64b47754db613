/// The settings every kind shares: limits, measuring, strictness, the clock and the app's strings.
extension PayloadSetting {
    /// The largest byte limit a caller may set: far above any push service's, small enough that
    /// arithmetic on it cannot overflow.
    static let largestLimit = 1 << 40

    /// `maxBytes`, `measure`, `strict`, `maxFindings`, `now` and `strings`, in help order.
    package static let common: [PayloadSetting] = [
        PayloadSetting(
            name: "maxBytes", valueName: "N",
            help: "a byte limit for any kind (json.max-bytes), besides the kind's own"
        ) { value, options throws(PayloadSettingError) in
            options.maxBytes = try value.integer(Int.self, in: 0...largestLimit, expected: "a whole number of bytes")
        },
        PayloadSetting(
            name: "measure", valueName: "MODE", help: "size of files: as-given|compact (default as-given)"
        ) { value, options throws(PayloadSettingError) in
            options.measure = try value.choice(
                from: ValidationOptions.Measure.allCases.map { ($0.rawValue, $0) })
        },
        PayloadSetting(name: "strict", valueName: nil, help: "report every warning as an error") {
            value, options throws(PayloadSettingError) in
            options.strict = try value.bool()
        },
        PayloadSetting(
            name: "maxFindings", valueName: "N",
            help: "show at most N findings a file (default \(ValidationOptions.defaultMaxFindings)); all are counted"
        ) { value, options throws(PayloadSettingError) in
            options.maxFindings = try value.integer(Int.self, in: 1...largestLimit, expected: "a positive number")
        },
        PayloadSetting(
            name: "now", valueName: "SECONDS",
            help:
                "the current time, Unix seconds, for the rules that compare with it (default: none, and they do not run)"
        ) { value, options throws(PayloadSettingError) in
            options.now = try value.integer(Int64.self, in: 0...Int64(Int32.max) * 4, expected: "Unix seconds")
        },
        StringResources.setting,
    ]
}
