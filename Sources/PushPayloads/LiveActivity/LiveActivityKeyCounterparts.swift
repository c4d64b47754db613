/// The property an unknown content-state key was probably meant to be: its camelCase or
/// snake_case counterpart, else a near spelling (``KeySuggestion``).
///
/// Built once per object, and only when a finding that shows a suggestion is listed: the
/// spellings are indexed, so a key's counterpart is found without converting every name again.
struct KeyCounterparts {
    private let names: [String]
    private let exact: NameIndex
    private let snakeForms: NameIndex
    private let camelForms: NameIndex

    /// The counterparts among `names`, the first of equal candidates winning.
    init(_ names: [String]) {
        self.names = names
        exact = NameIndex(names)
        snakeForms = NameIndex(names.lazy.map(SnakeCase.toSnakeCase))
        camelForms = NameIndex(names.lazy.map(SnakeCase.toCamelCase))
    }

    /// The name `key` was probably meant to be, if any.
    func counterpart(of key: String) -> String? {
        let camel = SnakeCase.toCamelCase(key)
        if camel != key, let index = exact.find(camel) { return names[index] }
        let bySnake = snakeForms.find(key)
        let byCamel = camelForms.find(camel)
        if let index = [bySnake, byCamel].compactMap({ $0 }).min() { return names[index] }
        return KeySuggestion.suggest(for: key, among: names)
    }
}
