import PushPayloads

/// A `pushlint --config FILE`: JSON, read with the library's strict reader.
///
/// ```json
/// {"kind": "apns", "pushType": "alert", "strict": false, "maxBytes": 4096, "measure": "as-given",
///  "broadcastLimit": 4096, "rules": {"json.bom": "off", "json.duplicate-key-same-value": "error"}}
/// ```
///
/// Every member is optional; command-line flags given after `--config` win. An unknown member,
/// an unknown rule id or a wrong type is a usage error (exit 2) naming the pointer.
enum LintConfiguration {
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
            switch member.key {
            case "kind":
                guard let name = member.value.stringValue, let kind = PayloadKind(named: name) else {
                    throw bad(pointer, "expected one of \(PayloadKind.allCases.map(\.name).joined(separator: ", "))")
                }
                settings.kind = kind
            case "pushType":
                let types = APNs.PushType.documented + [.accessory]
                guard let name = member.value.stringValue, let type = types.first(where: { $0.rawValue == name }) else {
                    throw bad(pointer, "expected one of \(types.map(\.rawValue).joined(separator: ", "))")
                }
                settings.pushType = type
            case "broadcastLimit":
                guard let limit = member.value.numberValue?.intValue, limit == 4096 || limit == 5120 else {
                    throw bad(pointer, "expected 4096 (the default) or 5120 (apns.broadcastLimit alternative)")
                }
                settings.options.broadcastLimit = limit
            case "strict":
                guard let strict = member.value.boolValue else { throw bad(pointer, "expected true or false") }
                settings.options.strict = strict
            case "maxBytes":
                guard let limit = member.value.numberValue?.intValue, limit >= 0 else {
                    throw bad(pointer, "expected a whole number of bytes")
                }
                settings.options.maxBytes = limit
            case "measure":
                guard let name = member.value.stringValue, let measure = ValidationOptions.Measure(rawValue: name)
                else {
                    throw bad(pointer, "expected \"as-given\" or \"compact\"")
                }
                settings.options.measure = measure
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
                throw bad(pointer, "unknown setting (kind, pushType, strict, maxBytes, measure, broadcastLimit, rules)")
            }
        }
    }
}
