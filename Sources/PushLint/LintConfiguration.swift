import PushPayloads

/// A `pushlint --config FILE`: JSON, read with the library's strict reader.
///
/// ```json
/// {"kind": "apns", "pushType": "alert", "strict": false, "maxBytes": 4096, "measure": "as-given",
///  "broadcastLimit": 4096, "rules": {"json.bom": "off", "json.duplicate-key-same-value": "error"}}
/// ```
///
/// Every member is optional; its members are the settings of the family table by name, plus
/// `kind` and `rules`. Command-line flags win over the file, wherever they stand. An unknown member,
/// an unknown rule id or a wrong type is a usage error (exit 2) naming the pointer.
enum LintConfiguration {
    /// The members a configuration file may have.
    static let keys: [String] = ["kind"] + PayloadFamily.allSettings.map(\.name) + ["rules"]

    static func apply(_ bytes: [UInt8], path: String, to settings: inout LintSettings) throws(UsageError) {
        let root: JSONValue
        do {
            root = try JSONValue(parsing: bytes)
        } catch {
            throw UsageError("bad config '\(path)': \(error.message) (at byte \(error.byteOffset))")
        }
        guard case .object(let object) = root else {
            throw UsageError("bad config '\(path)': the root must be an object")
        }
        func bad(_ pointer: String, _ problem: String) -> UsageError {
            UsageError("bad config '\(path)' at \(pointer): \(problem)")
        }
        for member in object.members {
            let pointer = JSONPointer(tokens: [member.key]).description
            if let setting = PayloadFamily.allSettings.first(where: { $0.name == member.key }) {
                var value = member.value
                if setting.readsFile, let file = value.stringValue {
                    // A path, relative to the configuration file.
                    let base = path.lastIndex(of: "/").map { String(path[...$0]) } ?? ""
                    value = try LintSettings.document(at: file.hasPrefix("/") ? file : base + file, for: setting)
                }
                try settings.apply(setting, .json(value), source: "config '\(path)' at \(pointer)") {
                    bad(pointer, $0.message).message
                }
                continue
            }
            switch member.key {
            case "kind":
                guard let name = member.value.stringValue, let kind = PayloadKind(named: name) else {
                    throw bad(pointer, "expected one of \(PayloadKind.allCases.map(\.name).joined(separator: ", "))")
                }
                settings.kind = kind
            case "rules":
                guard case .object(let rules) = member.value else {
                    throw bad(pointer, "expected an object of rule ids")
                }
                for rule in rules.members {
                    let rulePointer = JSONPointer(tokens: ["rules", rule.key]).description
                    guard RuleRegistry.rule(id: rule.key) != nil else {
                        throw bad(rulePointer, "no rule has this id (see 'pushlint rules')")
                    }
                    switch rule.value.stringValue {
                    case "off": settings.options.disabledRules.insert(rule.key)
                    case let name? where Severity(rawValue: name) != nil:
                        settings.options.disabledRules.remove(rule.key)
                        settings.options.severityOverrides[rule.key] = Severity(rawValue: name)
                    default: throw bad(rulePointer, "expected \"off\", \"info\", \"warning\" or \"error\"")
                    }
                }
            default:
                throw bad(pointer, "unknown setting (\(keys.joined(separator: ", ")))")
            }
        }
    }
}
