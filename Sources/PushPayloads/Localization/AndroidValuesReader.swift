/// Reads an Android values resource file (`res/values*/*.xml`): `<string name>` (and `<item
/// type="string">`), `<plurals>` and `<string-array>` with their `<item>`s, inside `<resources>`.
/// Other resources (colors, dimensions, ...) are not strings and are passed over.
///
/// A value is its text as `Resources.getString` returns it: markup such as `<xliff:g>` or `<b>`
/// dropped but its text kept, CDATA as text, the resource escapes (`\n`, `\t`, `\'`, `\"`, `\@`,
/// `\?`, `\uXXXX`) applied, double quotes removed, and whitespace outside them collapsed.
enum AndroidValuesReader {
    static func read(_ raw: [UInt8], into sink: inout ResourceSink) throws(StringResourceError) {
        var text = try ResourceText(raw, allowsUTF16: false, sink: sink)
        var scanner = XMLScanner(bytes: text.bytes)
        sink.noteLanguage(sink.path.language)
        var current: Element?
        do throws(XMLScanner.Failure) {
            while let token = try scanner.next() {
                let depth = scanner.depth
                switch token {
                case .start(let name, let attributes, let isEmpty):
                    let tagDepth = isEmpty ? depth + 1 : depth
                    if tagDepth == 1 {
                        guard name == "resources" else {
                            throw XMLScanner.Failure(
                                offset: scanner.offset, message: "the root element is <\(name)>, not <resources>",
                                code: .structure)
                        }
                    } else if tagDepth == 2 {
                        current = try Element(name: name, attributes: attributes, at: scanner.offset)
                        if isEmpty, let element = current {
                            try finish(element, &text, sink)
                            current = nil
                        }
                    } else if tagDepth == 3, current?.hasItems == true, name == "item" {
                        current?.forms.append([])
                    }
                case .end:
                    if depth == 1, let element = current {
                        try finish(element, &text, sink)
                        current = nil
                    }
                case .text(let bytes):
                    guard var element = current else { continue }
                    current = nil
                    if element.hasItems {
                        if depth >= 3, !element.forms.isEmpty { element.forms[element.forms.count - 1] += bytes }
                    } else {
                        element.forms[0] += bytes
                    }
                    current = element
                }
            }
        } catch {
            let place = text.position(of: error.offset)
            throw sink.error(error.code, error.message, line: place.line, column: place.column)
        }
    }

    /// A resource being read.
    private struct Element {
        var name: String
        var resource: LocalizedValue.Resource
        var translatable: Bool
        var offset: Int
        /// The raw text of the value, or of each item.
        var forms: [[UInt8]]
        var hasItems: Bool { resource != .string }

        /// `nil` for an element that is no string resource.
        init?(name tag: String, attributes: [(name: String, value: String)], at offset: Int) throws(XMLScanner.Failure)
        {
            func attribute(_ name: String) -> String? { attributes.first { $0.name == name }?.value }
            switch tag {
            case "string": resource = .string
            case "item" where attribute("type") == "string": resource = .string
            case "plurals": resource = .plurals
            case "string-array": resource = .stringArray
            default: return nil
            }
            guard let name = attribute("name"), !name.isEmpty else {
                throw XMLScanner.Failure(offset: offset, message: "<\(tag)> has no name", code: .structure)
            }
            self.name = name
            translatable = attribute("translatable")?.lowercased() != "false"
            self.offset = offset
            forms = resource == .string ? [[]] : []
        }
    }

    private static func finish(_ element: Element, _ text: inout ResourceText, _ sink: ResourceSink)
        throws(XMLScanner.Failure)
    {
        var value = sink.value(element.forms.map(unescape), line: text.position(of: element.offset).line)
        value.resource = element.resource
        value.isTranslatable = element.translatable
        sink.add(element.name, value)
    }

    /// A resource's raw text as the app reads it.
    static func unescape(_ raw: [UInt8]) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(raw.count)
        var quoted = false
        var pendingSpace = false
        var index = 0
        func emit(_ bytes: some Sequence<UInt8>) {
            if pendingSpace && !output.isEmpty { output.append(0x20) }
            pendingSpace = false
            output.append(contentsOf: bytes)
        }
        while index < raw.count {
            let byte = raw[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\\"):
                guard index < raw.count else { break }
                let escaped = raw[index]
                index += 1
                switch escaped {
                case UInt8(ascii: "n"): emit([0x0A])
                case UInt8(ascii: "t"): emit([0x09])
                case UInt8(ascii: "u"):
                    var scalar: UInt32 = 0
                    var digits = 0
                    while digits < 4, index < raw.count, let value = ResourceText.hexValue(raw[index]) {
                        scalar = scalar * 16 + value
                        index += 1
                        digits += 1
                    }
                    var encoded: [UInt8] = []
                    UTF8.encode(Unicode.Scalar(scalar) ?? "\u{FFFD}") { encoded.append($0) }
                    emit(encoded)
                default: emit([escaped])
                }
            case UInt8(ascii: "\""):
                quoted.toggle()
            case 0x20, 0x09, 0x0A, 0x0D:
                if quoted { emit([byte]) } else { pendingSpace = true }
            default:
                emit([byte])
            }
        }
        return String(decoding: output, as: UTF8.self)
    }
}
