/// Where the writer puts bytes: an array, or a counter that only measures.
protocol JSONOutput {
    mutating func write(_ byte: UInt8)
    mutating func write(_ bytes: UnsafeBufferPointer<UInt8>)
}

extension Array: JSONOutput where Element == UInt8 {
    @inline(__always) mutating func write(_ byte: UInt8) { append(byte) }
    @inline(__always) mutating func write(_ bytes: UnsafeBufferPointer<UInt8>) { append(contentsOf: bytes) }
}

/// Counts what would be written.
struct ByteCounter: JSONOutput {
    var count = 0
    @inline(__always) mutating func write(_ byte: UInt8) { count += 1 }
    @inline(__always) mutating func write(_ bytes: UnsafeBufferPointer<UInt8>) { count += bytes.count }
}

/// The compact JSON writer (RULES.md §4.2).
///
/// No insignificant whitespace; members in their stored order; numbers as their literal; strings
/// escaped by ``JSONEscaping``. Nesting is walked with an explicit stack, so a value of any depth is
/// written without recursion.
enum JSONWriter {
    private enum Frame {
        case array([JSONValue], next: Int)
        case object([JSONObject.Member], next: Int)
    }

    static func write<Output: JSONOutput>(_ root: JSONValue, to output: inout Output) {
        var stack: [Frame] = []
        var pending: JSONValue? = root
        while true {
            if let value = pending {
                pending = nil
                switch value {
                case .array(let elements):
                    output.write(UInt8(ascii: "["))
                    stack.append(.array(elements, next: 0))
                case .object(let object):
                    output.write(UInt8(ascii: "{"))
                    stack.append(.object(object.members, next: 0))
                default:
                    writeScalar(value, to: &output)
                }
            }
            guard let top = stack.last else { return }
            switch top {
            case .array(let elements, let next):
                if next == elements.count {
                    output.write(UInt8(ascii: "]"))
                    stack.removeLast()
                } else {
                    if next > 0 { output.write(UInt8(ascii: ",")) }
                    stack[stack.count - 1] = .array(elements, next: next + 1)
                    pending = elements[next]
                }
            case .object(let members, let next):
                if next == members.count {
                    output.write(UInt8(ascii: "}"))
                    stack.removeLast()
                } else {
                    if next > 0 { output.write(UInt8(ascii: ",")) }
                    stack[stack.count - 1] = .object(members, next: next + 1)
                    writeString(members[next].key, to: &output)
                    output.write(UInt8(ascii: ":"))
                    pending = members[next].value
                }
            }
        }
    }

    @inline(__always)
    private static func writeScalar<Output: JSONOutput>(_ value: JSONValue, to output: inout Output) {
        switch value {
        case .null: writeStatic("null", to: &output)
        case .bool(true): writeStatic("true", to: &output)
        case .bool(false): writeStatic("false", to: &output)
        case .number(let number): writeRaw(number.literal, to: &output)
        case .string(let string): writeString(string, to: &output)
        case .array, .object: break
        }
    }

    private static func writeStatic<Output: JSONOutput>(_ text: StaticString, to output: inout Output) {
        output.write(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    private static func writeRaw<Output: JSONOutput>(_ text: String, to output: inout Output) {
        var text = text
        text.withUTF8 { output.write($0) }
    }

    /// Writes a quoted, escaped string, copying runs of bytes that need no escape in one go.
    static func writeString<Output: JSONOutput>(_ string: String, to output: inout Output) {
        output.write(UInt8(ascii: "\""))
        var string = string
        string.withUTF8 { utf8 in
            var runStart = 0
            for index in utf8.indices where JSONEscaping.needsEscape(utf8[index]) {
                if runStart < index { output.write(UnsafeBufferPointer(rebasing: utf8[runStart..<index])) }
                JSONEscaping.sequences[Int(utf8[index])].withUnsafeBufferPointer { output.write($0) }
                runStart = index + 1
            }
            if runStart < utf8.count { output.write(UnsafeBufferPointer(rebasing: utf8[runStart...])) }
        }
        output.write(UInt8(ascii: "\""))
    }
}

extension JSONValue {
    /// The compact UTF-8 JSON text of this value (RULES.md §4.2): exactly the bytes that are sent.
    public func jsonBytes() -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(256)
        JSONWriter.write(self, to: &output)
        return output
    }

    /// Appends the compact JSON text of this value to `buffer`.
    public func writeJSON(into buffer: inout [UInt8]) {
        JSONWriter.write(self, to: &buffer)
    }

    /// The number of bytes ``jsonBytes()`` returns, measured without building them.
    public var compactByteCount: Int {
        var counter = ByteCounter()
        JSONWriter.write(self, to: &counter)
        return counter.count
    }
}
