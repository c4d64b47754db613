extension MTPush {
    /// What the `mtpush.*` rules need besides the document: `options.mtpush`, the limits whose
    /// sources disagree.
    public struct Options: FamilyOptions {
        /// The limit of all tags' bytes in one call: 5000 (the default, "5 K bytes"), 5120 ("5K" as
        /// KiB) or 7000 (the text of client error 6008).
        public var tagTotalMaxBytes = MTPush.tagTotalMaxBytes
        /// The limit of a `liveActivityId` in bytes: 24 (the default); `nil` for none.
        public var liveActivityIDMaxBytes: Int? = MTPush.liveActivityIDMaxBytes
        /// The limit of a `userInfo` as the JPush `ios` object: 2000 (the default); `nil` for none.
        public var iosObjectMaxBytes: Int? = MTPush.iosObjectMaxBytes
        /// Whether device requests are the server's Device API bodies (`POST /v3/devices/{id}` on
        /// JPush, `/v4` on EngageLab) even without the form's markers (`tags` as an object or
        /// `""`, `mobile`): then `"alias": ""` deletes the alias (a warning) instead of being the
        /// SDK's empty alias (an error). Off by default.
        public var deviceAPI = false

        /// Options with every setting at its default.
        public init() {}
    }
}

extension ValidationOptions {
    /// The MTPush options group: the tag total, `liveActivityId` and `ios` object limits.
    public var mtpush: MTPush.Options {
        get { self[group: MTPush.Options.self] }
        set { self[group: MTPush.Options.self] = newValue }
    }
}

extension MTPush.Options {
    /// The settings of `options.mtpush`, as flags and configuration members.
    static let settings: [PayloadSetting] = [
        PayloadSetting(
            name: "tagTotalMaxBytes", valueName: "N",
            help: "MTPush limit of all tags' bytes in one call: 5000 (default), 5120 or 7000"
        ) { value, options throws(PayloadSettingError) in
            let limit = try value.integer(Int.self, in: 5000...7000, expected: "5000, 5120 or 7000")
            guard [5000, 5120, 7000].contains(limit) else {
                throw PayloadSettingError(expected: "5000, 5120 or 7000", got: value)
            }
            options.mtpush.tagTotalMaxBytes = limit
        },
        PayloadSetting(
            name: "liveActivityIDMaxBytes", flag: "--live-activity-id-max-bytes", valueName: "N|none",
            help: "MTPush liveActivityId limit in bytes: 24 (default) or none"
        ) { value, options throws(PayloadSettingError) in
            options.mtpush.liveActivityIDMaxBytes = try value.limitOrNone(word: "none")
        },
        PayloadSetting(
            name: "deviceAPI", valueName: nil,
            help: "MTPush device requests are Device API bodies: alias \"\" deletes the alias (a warning, not an error)"
        ) { value, options throws(PayloadSettingError) in
            options.mtpush.deviceAPI = try value.bool()
        },
        PayloadSetting(
            name: "iosObjectMaxBytes", valueName: "N|off",
            help: "MTPush userInfo limit as the JPush ios object: 2000 (default) or off"
        ) { value, options throws(PayloadSettingError) in
            options.mtpush.iosObjectMaxBytes = try value.limitOrNone(word: "off")
        },
    ]
}

extension PayloadSetting.Value {
    /// A byte limit from 1 to 1 MB, or `word` (`none`, `off`) for no limit.
    func limitOrNone(word: String) throws(PayloadSettingError) -> Int? {
        if case .text(word) = self { return nil }
        if case .json(.string(word)) = self { return nil }
        do {
            return try integer(Int.self, in: 1...1_048_576, expected: "a byte count or \(word)")
        } catch {
            throw PayloadSettingError(expected: "a byte count from 1 to 1048576, or \(word)", got: self)
        }
    }
}
