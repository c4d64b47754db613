extension LiveActivity {
    /// What the `liveactivity.*` rules need besides the body: `options.liveActivity`.
    ///
    /// The push type is always `liveactivity`; the request context and the clock are the APNs
    /// group's and the shared ``ValidationOptions/now``.
    public struct Options: FamilyOptions {
        /// The app's types, for the `[schema]` rules; `nil` skips them.
        public var schema: Schema?
        /// The app's `Decodable` types, for the `[schema]` rules decided by decoding; `nil` skips
        /// them. Given with ``schema``, both run.
        public var types: DecodableTypes?

        /// Options with every setting at its default.
        public init() {}

        /// Options with a schema document.
        public init(schema: Schema?) {
            self.schema = schema
        }
    }
}

extension ValidationOptions {
    /// The Live Activity options group: the app's schema.
    public var liveActivity: LiveActivity.Options {
        get { self[group: LiveActivity.Options.self] }
        set { self[group: LiveActivity.Options.self] = newValue }
    }
}

extension LiveActivity.Options {
    /// The settings of `options.liveActivity`, as flags and configuration members.
    static let settings: [PayloadSetting] = [
        PayloadSetting(
            name: "schema", valueName: "FILE",
            help: "the app's ContentState and attributes as a schema document (JSON)",
            readsFile: true
        ) { value, options throws(PayloadSettingError) in
            guard case .json(let document) = value else {
                throw PayloadSettingError(expected: "a schema document", got: value)
            }
            do throws(LiveActivity.SchemaError) {
                options.liveActivity.schema = try LiveActivity.Schema(json: document)
            } catch {
                throw PayloadSettingError(.invalidDocument, "not a Live Activity schema: \(error)")
            }
        }
    ]
}
