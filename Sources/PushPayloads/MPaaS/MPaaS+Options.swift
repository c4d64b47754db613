extension MPaaS {
    /// What the `mpaas.*` rules need besides the body: `options.mpaas`.
    public struct Options: FamilyOptions {
        /// The limit of a Live Activity body: ``MPaaS/liveActivityMaxBytes`` (4096, the default) or
        /// ``MPaaS/channelMessageMaxBytes`` (2048).
        public var liveActivityMaxBytes: Int

        /// Options with every setting at its default.
        public init() {
            liveActivityMaxBytes = MPaaS.liveActivityMaxBytes
        }

        /// Options with a Live Activity limit.
        public init(liveActivityMaxBytes: Int) {
            self.liveActivityMaxBytes = liveActivityMaxBytes
        }
    }
}

extension ValidationOptions {
    /// The mPaaS options group: the Live Activity limit.
    public var mpaas: MPaaS.Options {
        get { self[group: MPaaS.Options.self] }
        set { self[group: MPaaS.Options.self] = newValue }
    }
}

extension MPaaS.Options {
    /// The settings of `options.mpaas`, as flags and configuration members.
    static let settings: [PayloadSetting] = [
        PayloadSetting(
            name: "liveActivityMaxBytes", valueName: "N",
            help: "mPaaS Live Activity limit: 4096 (default) or 2048 (the iOS channel message limit)"
        ) { value, options throws(PayloadSettingError) in
            let limit = try value.integer(Int.self, in: 2048...4096, expected: "4096 or 2048")
            guard limit == MPaaS.liveActivityMaxBytes || limit == MPaaS.channelMessageMaxBytes else {
                throw PayloadSettingError(expected: "4096 or 2048", got: value)
            }
            options.mpaas.liveActivityMaxBytes = limit
        }
    ]
}
