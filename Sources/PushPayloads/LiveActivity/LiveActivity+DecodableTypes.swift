extension LiveActivity {
    /// The app's own `ContentState` (and, for starts, attributes) types: the `[schema]` rules are
    /// then decided by decoding with them, as ActivityKit does, so custom `init(from:)` and
    /// `CodingKeys` are honoured and every value decoded as a `Date` is known to be one.
    ///
    /// Decoding stops at the first value that does not fit, so one such finding is reported per
    /// member; unknown keys are reported when the decode succeeds. For every problem at once, give
    /// a ``Schema`` as well.
    ///
    /// ```swift
    /// var options = ValidationOptions()
    /// options.liveActivity.types = .init(contentState: DeliveryAttributes.ContentState.self)
    /// let report = PayloadValidator.validate(bytes, as: .liveActivity, options: options)
    /// ```
    public struct DecodableTypes: Sendable, Hashable {
        /// The `ContentState` type.
        let contentState: DecodableType
        /// The attributes type, for starts.
        let attributes: DecodableType?

        /// The app's `ContentState`, and its attributes type when starts are checked.
        public init<ContentState: Decodable>(contentState: ContentState.Type) {
            self.contentState = DecodableType(ContentState.self, owner: "ContentState")
            attributes = nil
        }

        /// The app's attributes and `ContentState` types.
        public init<Attributes: Decodable, ContentState: Decodable>(
            attributes: Attributes.Type, contentState: ContentState.Type
        ) {
            self.contentState = DecodableType(ContentState.self, owner: "ContentState")
            self.attributes = DecodableType(Attributes.self, owner: "attributes")
        }
    }

    /// One `Decodable` type and how to check a value against it.
    struct DecodableType: Sendable, Hashable {
        private let id: ObjectIdentifier
        private let checker: any DecodableChecking

        init<T: Decodable>(_ type: T.Type, owner: String) {
            id = ObjectIdentifier(type)
            checker = DecodableChecker<T>(owner: owner)
        }

        /// Checks the value at a node: decodes it and reports what the decode met.
        func check(_ run: inout ValidationRun, _ node: Int, _ walk: SchemaWalk) {
            checker.check(&run, node, walk)
        }

        static func == (lhs: DecodableType, rhs: DecodableType) -> Bool { lhs.id == rhs.id }

        func hash(into hasher: inout Hasher) { hasher.combine(id) }
    }
}

/// Checks values against one type, named by its generic parameter (a metatype is not `Sendable`).
protocol DecodableChecking: Sendable {
    func check(_ run: inout ValidationRun, _ node: Int, _ walk: SchemaWalk)
}

private struct DecodableChecker<T: Decodable>: DecodableChecking {
    let owner: String

    func check(_ run: inout ValidationRun, _ node: Int, _ walk: SchemaWalk) {
        LiveActivityChecks.conform(&run, T.self, node: node, walk: walk, owner: owner)
    }
}
