/// The format specifiers of one localized string, as the platform that formats it reads them:
/// Apple's (`%@`, `%1$@`, `%d`, `%ld`, `%%`, `%#@variable@`, ...) or Java's `Formatter` on Android
/// (`%s`, `%1$s`, `%d`, `%<s`, `%n`, `%%`, ...).
struct FormatString: Sendable, Hashable {
    /// Which platform's syntax a string uses.
    enum Syntax: Sendable, Hashable {
        /// Apple's String Format Specifiers (IEEE printf, `%@`, `n$` positions).
        case apple
        /// `java.util.Formatter`, which Android's `Resources.getString(id, args)` uses.
        case java
    }

    /// What an argument a specifier consumes must be.
    enum ArgumentType: Sendable, Hashable {
        /// An object, printed by its description: Apple's `%@`. A string argument fits.
        case object
        /// Anything, by its text: Java's general conversions `%s`, `%S`, `%b`, `%h`. A string fits.
        case general
        /// A whole number: `%d`, `%i`, `%u`, `%x`, `%o`, `%ld`, ...
        case integer
        /// A floating-point number: `%f`, `%e`, `%g`, `%a`.
        case floatingPoint
        /// A character: `%c`, `%C`.
        case character
        /// A C string (Apple's `%s`, `%S`): a pointer to bytes, not an object.
        case cString
        /// A pointer: Apple's `%p` and `%n`.
        case pointer
        /// A date or time: Java's `%t…`, `%T…`.
        case dateTime
        /// A plural variable of a catalog or `.stringsdict` (`%#@name@`): a number chooses the form.
        case variable

        /// Whether a string argument is what it takes.
        var takesString: Bool { self == .object || self == .general }

        /// How the type is named in a finding.
        var name: String {
            switch self {
            case .object: "an object"
            case .general: "any value"
            case .integer: "an integer"
            case .floatingPoint: "a floating-point number"
            case .character: "a character"
            case .cString: "a C string"
            case .pointer: "a pointer"
            case .dateTime: "a date"
            case .variable: "a number for its plural variable"
            }
        }
    }

    /// One specifier that takes an argument.
    struct Specifier: Sendable, Hashable {
        /// The specifier as written: `%1$d`.
        var text: String
        /// The argument it takes, from 1.
        var argument: Int
        /// What that argument must be.
        var type: ArgumentType
    }

    /// A specifier the platform cannot format, and what happens.
    struct Problem: Sendable, Hashable {
        /// The text from its `%`: `%@` in an Android string, or a `%` that ends the string.
        var text: String
        /// Why it does not format.
        var reason: String
    }

    /// The specifiers that take arguments, in the order written.
    private(set) var specifiers: [Specifier] = []
    /// The specifiers that cannot be formatted.
    private(set) var problems: [Problem] = []

    /// How many arguments the string takes: the highest argument any specifier takes.
    var argumentCount: Int { specifiers.reduce(0) { max($0, $1.argument) } }

    /// Whether the string has no specifier at all (not even `%%`): the platform shows it as written
    /// whatever the arguments.
    private(set) var isPlain = true

    /// Reads the specifiers of `text` in `syntax`.
    init(_ text: String, syntax: Syntax) {
        var specifiers: [Specifier] = []
        var problems: [Problem] = []
        isPlain = !Self.forEach(in: text, syntax: syntax) { item in
            switch item {
            case .specifier(let specifier): specifiers.append(specifier)
            case .problem(let problem): problems.append(problem)
            }
        }
        self.specifiers = specifiers
        self.problems = problems
    }

    /// One thing a string's `%` starts that matters to a check.
    enum Item {
        /// A specifier taking an argument (one for each argument a specifier takes).
        case specifier(Specifier)
        /// A specifier that cannot be formatted.
        case problem(Problem)
    }

    /// Calls `body` with each specifier and problem of `text` in `syntax`, in the order written,
    /// keeping none: what a summary of a long string reads without holding all of it. Returns
    /// whether the text has any specifier (`%%` too).
    @discardableResult
    static func forEach(in text: String, syntax: Syntax, _ body: (Item) -> Void) -> Bool {
        var scanner = Scanner(bytes: Array(text.utf8))
        var next = 1
        var previous: Int?
        var any = false
        while let start = scanner.nextPercent() {
            any = true
            let parsed: Parsed =
                switch syntax {
                case .apple: scanner.apple(next: &next)
                case .java: scanner.java(next: &next, previous: &previous)
                }
            switch parsed {
            case .literal: break
            case .takes(let taken):
                let written = scanner.text(from: start)
                for (argument, type) in taken {
                    body(.specifier(Specifier(text: written, argument: argument, type: type)))
                }
            case .invalid(let reason):
                body(.problem(Problem(text: scanner.text(from: start), reason: reason)))
            }
        }
        return any
    }

    /// What one specifier is.
    fileprivate enum Parsed {
        /// `%%` or Java's `%n`: no argument.
        case literal
        /// The arguments it takes (a `*` width or precision takes one before the value).
        case takes([(Int, ArgumentType)])
        /// Not a specifier the platform formats.
        case invalid(String)
    }
}

/// Reads specifiers from a string's UTF-8 bytes.
private struct Scanner {
    let bytes: [UInt8]
    var offset = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    /// Moves past the next `%` and returns its offset.
    mutating func nextPercent() -> Int? {
        while offset < bytes.count {
            if bytes[offset] == UInt8(ascii: "%") {
                offset += 1
                return offset - 1
            }
            offset += 1
        }
        return nil
    }

    func text(from start: Int) -> String { String(decoding: bytes[start..<min(offset, bytes.count)], as: UTF8.self) }

    var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    /// Digits at the offset, read; `nil` (and nothing read) when there is none. Stops growing at a
    /// bound far beyond any argument count, so a long run of digits cannot overflow.
    mutating func number() -> Int? {
        var value: Int?
        while let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
            value = min((value ?? 0) * 10 + Int(byte - UInt8(ascii: "0")), 1_000_000)
            offset += 1
        }
        return value
    }

    /// A position `n$` at the offset: `n`, read; otherwise nothing read.
    mutating func position() -> Int? {
        let start = offset
        if let value = number(), current == UInt8(ascii: "$") {
            offset += 1
            return value
        }
        offset = start
        return nil
    }

    /// Moves over the character at the offset: a whole UTF-8 sequence, so a conversion that is not
    /// ASCII is named whole.
    mutating func moveOverCharacter() {
        offset += 1
        while let byte = current, byte & 0xC0 == 0x80 { offset += 1 }
    }

    /// The character that ends at `end`, moved over by ``moveOverCharacter()``.
    func character(before end: Int) -> String {
        var start = end - 1
        while start > 0, bytes[start] & 0xC0 == 0x80 { start -= 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    mutating func skip(while allowed: (UInt8) -> Bool) {
        while let byte = current, allowed(byte) { offset += 1 }
    }

    /// Apple: `%[n$][flags][width][.precision][length]conversion`, or `%#@name@`.
    mutating func apple(next: inout Int) -> FormatString.Parsed {
        if current == UInt8(ascii: "%") {
            offset += 1
            return .literal
        }
        let explicit = position()
        if explicit == 0 { return .invalid("argument positions start at 1$") }
        var taken: [(Int, FormatString.ArgumentType)] = []
        func argument() -> Int {
            defer { next += 1 }
            return next
        }
        skip { "-+ #0'".utf8.contains($0) }
        if current == UInt8(ascii: "@"), offset >= 1, bytes[offset - 1] == UInt8(ascii: "#") {
            // `%#@name@`: a plural variable of a catalog's substitutions or a `.stringsdict`.
            offset += 1
            skip { $0 != UInt8(ascii: "@") && $0 != UInt8(ascii: "%") }
            guard current == UInt8(ascii: "@") else { return .invalid("a variable `%#@name@` is not closed by `@`") }
            offset += 1
            return .takes([(explicit ?? argument(), .variable)])
        }
        for _ in 0..<2 {  // width, then precision
            if current == UInt8(ascii: "*") {
                offset += 1
                let star = position()
                if star == 0 { return .invalid("argument positions start at 1$") }
                taken.append((star ?? argument(), .integer))
            } else {
                _ = number()
            }
            guard current == UInt8(ascii: ".") else { break }
            offset += 1
        }
        skip { "hlqLztj".utf8.contains($0) }
        guard let conversion = current else { return .invalid("a `%` ends the string") }
        moveOverCharacter()
        let type: FormatString.ArgumentType
        switch conversion {
        case UInt8(ascii: "@"): type = .object
        case UInt8(ascii: "d"), UInt8(ascii: "D"), UInt8(ascii: "i"), UInt8(ascii: "u"), UInt8(ascii: "U"),
            UInt8(ascii: "x"), UInt8(ascii: "X"), UInt8(ascii: "o"), UInt8(ascii: "O"):
            type = .integer
        case UInt8(ascii: "f"), UInt8(ascii: "F"), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "g"),
            UInt8(ascii: "G"), UInt8(ascii: "a"), UInt8(ascii: "A"):
            type = .floatingPoint
        case UInt8(ascii: "c"), UInt8(ascii: "C"): type = .character
        case UInt8(ascii: "s"), UInt8(ascii: "S"): type = .cString
        case UInt8(ascii: "p"), UInt8(ascii: "n"): type = .pointer
        default:
            return .invalid("`\(character(before: offset))` is not one of Apple's conversions")
        }
        taken.append((explicit ?? argument(), type))
        return .takes(taken)
    }

    /// Java: `%[index$][flags][width][.precision]conversion`, `%t`/`%T` with a suffix, `%<` reusing
    /// the previous argument.
    mutating func java(next: inout Int, previous: inout Int?) -> FormatString.Parsed {
        let explicit = position()
        if explicit == 0 { return .invalid("`0$` is not an argument index (IllegalFormatArgumentIndexException)") }
        var reuses = false
        while let byte = current, "-#+ 0,(<".utf8.contains(byte) {
            if byte == UInt8(ascii: "<") { reuses = true }
            offset += 1
        }
        _ = number()
        if current == UInt8(ascii: ".") {
            offset += 1
            guard number() != nil else {
                return .invalid("a `.` without a precision (IllegalFormatPrecisionException)")
            }
        }
        guard let conversion = current else {
            return .invalid("a `%` ends the string (UnknownFormatConversionException)")
        }
        moveOverCharacter()
        let type: FormatString.ArgumentType
        switch conversion {
        case UInt8(ascii: "%"), UInt8(ascii: "n"): return .literal
        case UInt8(ascii: "s"), UInt8(ascii: "S"), UInt8(ascii: "b"), UInt8(ascii: "B"), UInt8(ascii: "h"),
            UInt8(ascii: "H"):
            type = .general
        case UInt8(ascii: "d"), UInt8(ascii: "o"), UInt8(ascii: "x"), UInt8(ascii: "X"): type = .integer
        case UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "f"), UInt8(ascii: "g"), UInt8(ascii: "G"),
            UInt8(ascii: "a"), UInt8(ascii: "A"):
            type = .floatingPoint
        case UInt8(ascii: "c"), UInt8(ascii: "C"): type = .character
        case UInt8(ascii: "t"), UInt8(ascii: "T"):
            guard let suffix = current, "HIklMSLNpzZsQBbhAaCYyjmdeRTrDFc".utf8.contains(suffix) else {
                return .invalid("a date conversion needs a known suffix (UnknownFormatConversionException)")
            }
            offset += 1
            type = .dateTime
        default:
            return .invalid(
                "`\(character(before: offset))` is not a Formatter conversion (UnknownFormatConversionException)")
        }
        let argument: Int
        if reuses {
            guard let previous else {
                return .invalid("`<` with no previous argument (MissingFormatArgumentException)")
            }
            argument = previous
        } else if let index = explicit {
            argument = index
        } else {
            argument = next
            next += 1
        }
        previous = argument
        return .takes([(argument, type)])
    }
}
