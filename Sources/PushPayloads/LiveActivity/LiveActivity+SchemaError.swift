extension LiveActivity {
    /// A schema document, or a type name of its grammar, that cannot be read: what was expected,
    /// and where.
    ///
    /// Its ``code`` has an id of the form `liveactivity.schema.*` (the scheme of every error's
    /// codes is ``CodedError``'s). ``pointer`` names the member of the schema document that does
    /// not fit (`nil` when a type name was parsed on its own) and ``byteOffset`` the place in a type
    /// name where parsing stopped. `description` reads
    /// `/contentState/eta: expected a type … at character 1 of 'Dte'`. Two errors are equal when
    /// their codes are.
    public struct SchemaError: CodedError {
        /// What does not fit.
        public struct Code: Sendable, Hashable, CaseIterable, CustomStringConvertible {
            private enum Base: String, Sendable, Hashable, CaseIterable {
                case notAnObject = "liveactivity.schema.not-an-object"
                case attributesTypeNotAString = "liveactivity.schema.attributes-type-not-a-string"
                case unknownMember = "liveactivity.schema.unknown-member"
                case propertiesNotAnObject = "liveactivity.schema.properties-not-an-object"
                case invalidProperty = "liveactivity.schema.invalid-property"
                case structsTooDeep = "liveactivity.schema.structs-too-deep"
                case typeSyntax = "liveactivity.schema.type-syntax"
                case typeTooDeep = "liveactivity.schema.type-too-deep"
            }

            private let base: Base
            private init(_ base: Base) { self.base = base }

            /// `liveactivity.schema.not-an-object`: thrown for a schema document that is not a JSON
            /// object.
            public static let notAnObject = Code(.notAnObject)
            /// `liveactivity.schema.attributes-type-not-a-string`: thrown when `attributesType` is
            /// not a string.
            public static let attributesTypeNotAString = Code(.attributesTypeNotAString)
            /// `liveactivity.schema.unknown-member`: thrown for a top-level member other than
            /// `attributesType`, `attributes`, `contentState` and `attributesSample`.
            public static let unknownMember = Code(.unknownMember)
            /// `liveactivity.schema.properties-not-an-object`: thrown when `attributes`,
            /// `contentState` or a nested struct is not an object of property names and types.
            public static let propertiesNotAnObject = Code(.propertiesNotAnObject)
            /// `liveactivity.schema.invalid-property`: thrown for a property that is neither a type
            /// name, a nested object, nor a one-element array holding one.
            public static let invalidProperty = Code(.invalidProperty)
            /// `liveactivity.schema.structs-too-deep`: thrown when nested structs go deeper than the
            /// reader's nesting limit.
            public static let structsTooDeep = Code(.structsTooDeep)
            /// `liveactivity.schema.type-syntax`: thrown for a type name outside the grammar of
            /// ``LiveActivity/SchemaType``.
            public static let typeSyntax = Code(.typeSyntax)
            /// `liveactivity.schema.type-too-deep`: thrown for a type name that nests deeper than
            /// ``LiveActivity/SchemaType/maximumNesting``.
            public static let typeTooDeep = Code(.typeTooDeep)

            /// Every code, in the order declared.
            public static let allCases: [Code] = Base.allCases.map(Code.init)

            /// The code's stable id, e.g. `liveactivity.schema.type-syntax`.
            public var description: String { base.rawValue }
        }

        /// What does not fit.
        public var code: Code
        /// What was expected, or what is wrong: `expected a type … at character 1 of 'Dte'`.
        public var message: String
        /// The member of the schema document that does not fit (`""` for the whole document), or
        /// `nil` for a type name parsed on its own.
        public var pointer: JSONPointer?
        /// For a type name that does not parse, the UTF-8 offset in the name where parsing stopped.
        public var byteOffset: Int?

        /// An error of `code`.
        init(_ code: Code, _ message: String, at pointer: JSONPointer? = nil, byteOffset: Int? = nil) {
            self.code = code
            self.message = message
            self.pointer = pointer
            self.byteOffset = byteOffset
        }

        /// The pointer, unless it is the whole document or unknown, then the message:
        /// `/contentState/eta: expected a type … at character 1 of 'Dte'`.
        public var description: String {
            guard let pointer, !pointer.tokens.isEmpty else { return message }
            return "\(pointer): \(message)"
        }

        /// Errors are equal when their codes are.
        public static func == (lhs: SchemaError, rhs: SchemaError) -> Bool {
            lhs.code == rhs.code
        }

        /// Hashes the code.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(code)
        }
    }
}
