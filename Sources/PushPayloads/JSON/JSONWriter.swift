/// Where the writer puts bytes: an array, a raw buffer, or a counter that only measures.
protocol JSONOutput: ~Copyable {
    mutating func write(_ byte: UInt8)
    mutating func write(_ bytes: UnsafeBufferPointer<UInt8>)
    /// Writes `"`, the bytes, `"`.
    mutating func writeQuoted(_ bytes: UnsafeBufferPointer<UInt8>)
}

extension JSONOutput where Self: ~Copyable {
    mutating func writeQuoted(_ bytes: UnsafeBufferPointer<UInt8>) {
        write(UInt8(ascii: "\""))
        write(bytes)
        write(UInt8(ascii: "\""))
    }
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

/// The compact JSON writer.
///
/// No insignificant whitespace; members in their stored order; numbers as their literal; strings
/// escaped by ``JSONEscaping``. Nesting is written recursively up to ``recursionLimit`` levels (the
/// reader never produces more than 512); deeper values, which only code can build, continue on an
/// explicit stack, so no value overflows the call stack.
enum JSONWriter {
    static let recursionLimit = 600

    static func write<Output: JSONOutput & ~Copyable>(_ value: JSONValue, to output: inout Output) {
        write(value, depth: 0, to: &output)
    }

    private static func write<Output: JSONOutput & ~Copyable>(_ value: JSONValue, depth: Int, to output: inout Output) {
        switch value {
        case .array(let elements):
            guard depth < recursionLimit else { return writeDeep(value, to: &output) }
            output.write(UInt8(ascii: "["))
            elements.withUnsafeBufferPointer { elements in
                for index in elements.indices {
                    if index > 0 { output.write(UInt8(ascii: ",")) }
                    write(elements[index], depth: depth + 1, to: &output)
                }
            }
            output.write(UInt8(ascii: "]"))
        case .object(let object):
            guard depth < recursionLimit else { return writeDeep(value, to: &output) }
            output.write(UInt8(ascii: "{"))
            object.members.withUnsafeBufferPointer { members in
                for index in members.indices {
                    if index > 0 { output.write(UInt8(ascii: ",")) }
                    writeString(members[index].key, to: &output)
                    output.write(UInt8(ascii: ":"))
                    write(members[index].value, depth: depth + 1, to: &output)
                }
            }
            output.write(UInt8(ascii: "}"))
        case .null: writeStatic("null", to: &output)
        case .bool(true): writeStatic("true", to: &output)
        case .bool(false): writeStatic("false", to: &output)
        case .number(let number): writeRaw(number.literal, to: &output)
        case .string(let string): writeString(string, to: &output)
        }
    }

    private enum Frame {
        case array([JSONValue], next: Int)
        case object([JSONObject.Member], next: Int)
    }

    /// Writes a value of any depth with an explicit stack, its subtrees recursively again.
    private static func writeDeep<Output: JSONOutput & ~Copyable>(_ root: JSONValue, to output: inout Output) {
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
                    write(value, depth: 0, to: &output)
                }
            }
            guard let top = stack.last else { return }
            switch top {
            case .array(let elements, let next):
                if next == elements.count {
                    output.write(UInt8(ascii: "]"))
                    stack.removeLast()
                    continue
                }
                if next > 0 { output.write(UInt8(ascii: ",")) }
                stack[stack.count - 1] = .array(elements, next: next + 1)
                pending = elements[next]
            case .object(let members, let next):
                if next == members.count {
                    output.write(UInt8(ascii: "}"))
                    stack.removeLast()
                    continue
                }
                if next > 0 { output.write(UInt8(ascii: ",")) }
                stack[stack.count - 1] = .object(members, next: next + 1)
                writeString(members[next].key, to: &output)
                output.write(UInt8(ascii: ":"))
                pending = members[next].value
            }
        }
    }

    static func writeStatic<Output: JSONOutput & ~Copyable>(_ text: StaticString, to output: inout Output) {
        output.write(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    static func writeRaw<Output: JSONOutput & ~Copyable>(_ text: String, to output: inout Output) {
        withUTF8Bytes(of: text) { output.write($0) }
    }

    /// Writes an integer in plain decimal, digits straight into the output.
    @inline(__always)
    static func writeInteger<Output: JSONOutput & ~Copyable, T: BinaryInteger>(_ value: T, to output: inout Output) {
        if let small = Int64(exactly: value) {
            writeDigits(small.magnitude, negative: small < 0, to: &output)
        } else {
            writeDigits(UInt64(truncatingIfNeeded: value), negative: false, to: &output)
        }
    }

    /// Writes `magnitude` in decimal, with a point before its last `fractionDigits` digits (zeros
    /// added in front as needed) and a minus sign when `negative`.
    static func writeDigits<Output: JSONOutput & ~Copyable>(
        _ magnitude: UInt64, fractionDigits: Int = 0, negative: Bool, to output: inout Output
    ) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 40) { buffer in
            var position = 40
            var rest = magnitude
            for _ in 0..<fractionDigits {
                position -= 1
                buffer[position] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10)
                rest /= 10
            }
            if fractionDigits > 0 {
                position -= 1
                buffer[position] = UInt8(ascii: ".")
            }
            repeat {
                position -= 1
                buffer[position] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10)
                rest /= 10
            } while rest > 0
            if negative {
                position -= 1
                buffer[position] = UInt8(ascii: "-")
            }
            output.write(UnsafeBufferPointer(rebasing: buffer[position...]))
        }
    }

    /// Writes a quoted, escaped string. Nearly every string needs no escape: it is found so
    /// (eight bytes at a time) and copied with its quotes in one write.
    static func writeString<Output: JSONOutput & ~Copyable>(_ string: String, to output: inout Output) {
        withUTF8Bytes(of: string) { utf8 in
            let first = firstEscape(in: utf8)
            guard first < utf8.count else { return output.writeQuoted(utf8) }
            output.write(UInt8(ascii: "\""))
            var runStart = 0
            var index = first
            while index < utf8.count {
                let byte = utf8[index]
                if JSONEscaping.needsEscape(byte) {
                    if runStart < index { output.write(UnsafeBufferPointer(rebasing: utf8[runStart..<index])) }
                    JSONEscaping.sequences[Int(byte)].withUnsafeBufferPointer { output.write($0) }
                    runStart = index + 1
                }
                index += 1
            }
            if runStart < utf8.count { output.write(UnsafeBufferPointer(rebasing: utf8[runStart...])) }
            output.write(UInt8(ascii: "\""))
        }
    }

    /// The index of the first byte that needs an escape, or the count when none does.
    @inline(__always)
    private static func firstEscape(in utf8: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = utf8.baseAddress else { return 0 }
        let count = utf8.count
        var index = 0
        while index &+ 8 <= count {
            let flags = JSONEscaping.escapeFlags(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
            if flags != 0 { return index &+ flags.trailingZeroBitCount &>> 3 }
            index &+= 8
        }
        if index < count, count >= 8 {
            // The last eight bytes, overlapping clean ones: the lowest flag is the first escape.
            let flags = JSONEscaping.escapeFlags(UnsafeRawPointer(base + count - 8).loadUnaligned(as: UInt64.self))
            return flags == 0 ? count : count &- 8 &+ flags.trailingZeroBitCount &>> 3
        }
        while index < count, !JSONEscaping.needsEscape(base[index]) { index &+= 1 }
        return index
    }
}

extension JSONValue {
    /// The compact UTF-8 JSON text of this value: exactly the bytes that are sent.
    public func jsonBytes() -> [UInt8] {
        var sink = ByteSink(capacity: 1024)
        JSONWriter.write(self, to: &sink)
        return sink.array()
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
