/// A proto3 JSON object of the FCM API: a model that keeps its members (its fields) as given, in
/// order, under their snake_case names, and typed accessors read and write them.
///
/// Proto3 JSON lets each field be written in snake_case (the REST reference) or lowerCamelCase
/// (the discovery document); a decoded object holds every field under its snake_case name, so it
/// encodes the way the REST reference writes it. Map fields (`data`, `headers`) and free-form
/// objects (`apns.payload`, `webpush.notification`) are values of a field and keep their keys as
/// written. Nothing is lost: fields the models do not know, and known fields with values of
/// another type, stay in ``KeptMembers/members``.
protocol ProtoObject: KeptMembers {
    /// The type of a field that holds another proto object, by its snake_case name.
    static func objectType(of field: String) -> (any ProtoObject.Type)?
}

extension ProtoObject {
    /// Decodes any object, naming each field, and each field of its nested proto objects, in
    /// snake_case (each model's `init(from:)`).
    init(protoFrom decoder: any Decoder) throws {
        self.init(members: Self.named(try JSONObject.decodeObject(from: decoder)))
    }

    /// The object with its fields named in snake_case, nested proto objects too (map fields and
    /// free-form objects keep their keys). A member keeps its own name when its snake_case
    /// spelling is given too, or was already taken by an earlier member (`pushToStartToken` and
    /// `PushToStartToken`), so no key is written twice and naming again changes nothing.
    static func named(_ object: JSONObject) -> JSONObject {
        renamed(object) ?? object
    }

    /// ``named(_:)``, or `nil` when every field, nested ones too, already has its snake_case name
    /// (the usual case: nothing is copied). The set of taken names is built at the first rename.
    static func renamed(_ object: JSONObject) -> JSONObject? {
        var result: [JSONObject.Member]?
        var taken: Set<String>?
        for (index, member) in object.members.enumerated() {
            var name = FCM.fieldName(member.key)
            if name != member.key {
                taken = taken ?? Set(object.members.map(\.key))
                if taken?.contains(name) == true { name = member.key } else { taken?.insert(name) }
            }
            var value: JSONValue?
            if let nested = objectType(of: name), case .object(let inner) = member.value,
                let changed = nested.renamed(inner)
            {
                value = .object(changed)
            }
            guard name != member.key || value != nil else { continue }
            if result == nil { result = object.members }
            result?[index] = JSONObject.Member(key: name, value: value ?? member.value)
        }
        return result.map(JSONObject.init)
    }

    /// A field that is another proto object.
    func object<T: ProtoObject>(_ name: String, as type: T.Type) -> T? {
        members[name]?.objectValue.map { T(members: T.named($0)) }
    }

    /// A map field (`data`, `headers`) as strings, when every value is a string.
    func stringMap(_ name: String) -> [String: String]? {
        guard let object = members[name]?.objectValue else { return nil }
        var map: [String: String] = [:]
        for member in object.members {
            guard let text = member.value.stringValue else { return nil }
            if map[member.key] == nil { map[member.key] = text }
        }
        return map
    }

    /// Sets or removes a map field, its keys sorted so the bytes do not depend on hashing.
    mutating func setStringMap(_ name: String, _ value: [String: String]?) {
        members[name] = value.map { map in
            .object(JSONObject(map.keys.sorted().map { JSONObject.Member(key: $0, value: .string(map[$0] ?? "")) }))
        }
    }
}

extension FCM {
    /// A field's snake_case name, from either proto3 spelling: `fcmOptions` → `fcm_options`.
    static func fieldName(_ key: String) -> String {
        // Decided on the bytes for ASCII keys (an underscore, or no A-Z: the name is the key);
        // other keys ask `Character`, whose uppercase letters are not only A-Z.
        var isASCII = true
        var hasUppercase = false
        for byte in key.utf8 {
            if byte == UInt8(ascii: "_") { return key }
            if byte >= 0x80 { isASCII = false } else if byte &- UInt8(ascii: "A") < 26 { hasUppercase = true }
        }
        if isASCII && !hasUppercase { return key }
        return key.allSatisfy({ !$0.isUppercase }) ? key : SnakeCase.toSnakeCase(key)
    }
}
