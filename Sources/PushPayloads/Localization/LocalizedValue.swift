/// One localized string of one language.
///
/// Kept small (48 bytes, nothing allocated for a string of one form whose specifiers take
/// strings): a server holds one per key and language of the app.
struct LocalizedValue: Sendable, Hashable {
    /// What kind of resource holds it.
    enum Resource: UInt8, Sendable, Hashable {
        /// A string: a catalog's `stringUnit`, a `.strings` entry, an Android `<string>`.
        case string
        /// Android's `<plurals>`.
        case plurals
        /// Android's `<string-array>`.
        case stringArray
    }

    /// The first text; `nil` only for a `<plurals>` or `<string-array>` of no item.
    private var first: String?
    /// The texts of the other plural or device variations, or items.
    private var others: [String]
    /// What a check reads: no text, so reading it copies no reference but the format's box.
    struct Traits: Sendable, Hashable {
        /// What its forms' specifiers take, read once when the file is read.
        let format: FormatSummary
        var resource: Resource = .string
        /// Whether it is meant to be translated (`shouldTranslate`, `translatable`).
        var isTranslatable = true
    }

    private(set) var traits: Traits
    private let fileIndex: UInt32
    private let lineNumber: UInt32

    /// A string of `forms` read from the file numbered `file` at `line`, whose specifiers in
    /// `syntax` are summarized once here. `StringResources.add` refuses what would not fit the
    /// 32-bit file and line numbers.
    init(forms: [String], file: Int, line: Int, syntax: FormatString.Syntax) {
        first = forms.first
        others = forms.count > 1 ? Array(forms.dropFirst()) : []
        traits = Traits(format: FormatSummary(forms, syntax: syntax))
        fileIndex = UInt32(file)
        lineNumber = UInt32(line)
    }

    /// The text, or one text per plural or device variation.
    var forms: [String] { first.map { [$0] + others } ?? [] }

    /// The file it was read from: an index into the resources' paths.
    var file: Int { Int(fileIndex) }

    /// Its line in that file, from 1.
    var line: Int { Int(lineNumber) }

    /// What its forms' specifiers take.
    var format: FormatSummary { traits.format }

    /// What kind of resource holds it.
    var resource: Resource {
        get { traits.resource }
        set { traits.resource = newValue }
    }

    /// Whether it is meant to be translated (`shouldTranslate`, `translatable`).
    var isTranslatable: Bool {
        get { traits.isTranslatable }
        set { traits.isTranslatable = newValue }
    }
}
