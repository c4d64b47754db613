extension LiveActivity {
    /// The app's `ContentState` and attributes as a schema document describes them, for the
    /// `[schema]` rules when the Swift types are not at hand (the `pushlint --schema FILE` input):
    ///
    /// ```json
    /// {"attributesType": "PizzaDeliveryAttributes",
    ///  "attributes": {"numberOfPizzas": "Int", "totalAmount": "String"},
    ///  "contentState": {"driverName": "String", "estimatedDeliveryTime": "ClosedRange<Date>"},
    ///  "attributesSample": {"numberOfPizzas": 1, "totalAmount": "$99"}}
    /// ```
    ///
    /// Each member maps property names to a type of ``SchemaType``'s grammar, to a nested object (a
    /// nested struct), or to a one-element array holding one (an array of a nested struct).
    public struct Schema: Sendable, Hashable {
        /// The `ActivityAttributes` type name a start's `attributes-type` must equal.
        public var attributesType: String?
        /// The attributes' properties.
        public var attributes: [SchemaType.Property]?
        /// The content state's properties.
        public var contentState: [SchemaType.Property]?
        /// Attributes as a start sends them, for `liveactivity.combined-size` on updates.
        public var attributesSample: JSONValue?

        /// A schema of the types' properties.
        public init(
            attributesType: String? = nil, attributes: [SchemaType.Property]? = nil,
            contentState: [SchemaType.Property]? = nil, attributesSample: JSONValue? = nil
        ) {
            self.attributesType = attributesType
            self.attributes = attributes
            self.contentState = contentState
            self.attributesSample = attributesSample
        }

        /// Reads a schema document.
        ///
        /// - Throws: ``SchemaError`` naming the member that does not fit.
        public init(json: JSONValue) throws(SchemaError) {
            guard case .object(let root) = json else {
                throw SchemaError(.notAnObject, "the schema must be a JSON object", at: JSONPointer())
            }
            self.init()
            for member in root.members {
                switch member.key {
                case "attributesType":
                    guard let name = member.value.stringValue else {
                        throw SchemaError(
                            .attributesTypeNotAString, "expected a type name string",
                            at: JSONPointer(tokens: ["attributesType"]))
                    }
                    attributesType = name
                case "attributes":
                    attributes = try Self.properties(member.value, at: JSONPointer(tokens: ["attributes"]), depth: 1)
                case "contentState":
                    contentState = try Self.properties(
                        member.value, at: JSONPointer(tokens: ["contentState"]), depth: 1)
                case "attributesSample":
                    attributesSample = member.value
                default:
                    throw SchemaError(
                        .unknownMember, "unknown member (attributesType, attributes, contentState, attributesSample)",
                        at: JSONPointer(tokens: [member.key]))
                }
            }
        }

        /// Reads a schema document from JSON text.
        ///
        /// - Throws: ``JSONReadError`` for text that is not JSON, ``SchemaError`` for a document
        ///   that is not a schema.
        public init(jsonBytes bytes: some Collection<UInt8>) throws {
            try self.init(json: try JSONValue(parsing: bytes))
        }

        /// The deepest nested struct a schema document may describe: the reader's nesting limit, so
        /// a document built in code is held to what a text could give.
        static let maximumStructDepth = JSONParser.maxDepth

        /// The properties of the struct described at `pointer`, `depth` structs deep.
        private static func properties(_ value: JSONValue, at pointer: JSONPointer, depth: Int) throws(SchemaError)
            -> [SchemaType.Property]
        {
            guard depth <= maximumStructDepth else {
                throw SchemaError(
                    .structsTooDeep, "the structs nest deeper than \(maximumStructDepth) levels", at: pointer)
            }
            guard case .object(let object) = value else {
                throw SchemaError(.propertiesNotAnObject, "expected an object of property names and types", at: pointer)
            }
            var properties: [SchemaType.Property] = []
            for member in object.members {
                let path = pointer.appending(key: member.key)
                let type: SchemaType
                switch member.value {
                case .string(let name):
                    do {
                        type = try SchemaType(parsing: name)
                    } catch {
                        var error = error
                        error.pointer = path
                        throw error
                    }
                case .object:
                    type = .object(try Self.properties(member.value, at: path, depth: depth + 1))
                case .array(let elements) where elements.count == 1 && elements[0].objectValue != nil:
                    type = .array(
                        .object(try Self.properties(elements[0], at: path.appending(index: 0), depth: depth + 1)))
                default:
                    throw SchemaError(
                        .invalidProperty,
                        "expected a type name, a nested object, or [object] for an array of a nested struct", at: path)
                }
                properties.append(SchemaType.Property(name: member.key, type: type))
            }
            return properties
        }
    }
}
