/// Compact JSON text written value by value, for the package's other targets that walk object
/// graphs of their own (the `userInfo` of PushPayloadsFoundation) and want bytes without building
/// a ``JSONValue`` first. Commas and colons are placed by the builder; strings are escaped and
/// numbers written exactly as ``JSONWriter`` writes them.
package struct JSONTextBuilder: ~Copyable {
    private var sink = ByteSink(capacity: 4096)
    /// Whether the next value or key needs a comma before it.
    private var needsComma = false

    /// An empty builder.
    package init() {}

    @inline(__always)
    private mutating func separate() {
        if needsComma { sink.write(UInt8(ascii: ",")) }
        needsComma = true
    }

    /// Writes `null`.
    package mutating func writeNull() {
        separate()
        JSONWriter.writeStatic("null", to: &sink)
    }

    /// Writes `true` or `false`.
    package mutating func writeBool(_ value: Bool) {
        separate()
        JSONWriter.writeStatic(value ? "true" : "false", to: &sink)
    }

    /// Writes a string, escaped.
    package mutating func writeString(_ value: String) {
        separate()
        JSONWriter.writeString(value, to: &sink)
    }

    /// Writes an integer.
    package mutating func writeInteger(_ value: some BinaryInteger) {
        separate()
        JSONWriter.writeInteger(value, to: &sink)
    }

    /// Writes a finite `Double` as the library writes it (its shortest round-tripping form).
    package mutating func writeDouble(_ value: Double) {
        separate()
        JSONWriter.writeDouble(value, to: &sink)
    }

    /// Opens an object; members follow as ``writeKey(_:)`` and a value each.
    package mutating func beginObject() {
        separate()
        sink.write(UInt8(ascii: "{"))
        needsComma = false
    }

    /// Writes the key of the next member and its colon.
    package mutating func writeKey(_ key: String) {
        separate()
        JSONWriter.writeString(key, to: &sink)
        sink.write(UInt8(ascii: ":"))
        needsComma = false
    }

    /// Closes the innermost object.
    package mutating func endObject() {
        sink.write(UInt8(ascii: "}"))
        needsComma = true
    }

    /// Opens an array.
    package mutating func beginArray() {
        separate()
        sink.write(UInt8(ascii: "["))
        needsComma = false
    }

    /// Closes the innermost array.
    package mutating func endArray() {
        sink.write(UInt8(ascii: "]"))
        needsComma = true
    }

    /// The text written.
    package var bytes: [UInt8] { sink.array() }
}
