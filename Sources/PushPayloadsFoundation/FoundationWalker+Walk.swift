import PushPayloads

/// What a walk of Foundation objects produces, told one event at a time in document order.
protocol FoundationVisitor: ~Copyable {
    /// A value that is not a container.
    mutating func scalar(_ value: FoundationValue)
    /// An array with `count` elements opens.
    mutating func beginArray(count: Int)
    /// An object with `count` members opens.
    mutating func beginObject(count: Int)
    /// The key of the member whose value comes next.
    mutating func key(_ key: String)
    /// The innermost open container closes.
    mutating func end()
}

extension FoundationWalker {
    /// Walks `root` and its containers, one level at a time and without recursion, telling
    /// `visitor` each value. A container deeper than the reader's nesting limit, or one that holds
    /// itself, is refused.
    ///
    /// - Throws: ``UserInfoConversionError`` naming the key path of the first value with no JSON
    ///   form.
    func walk<Visitor: FoundationVisitor & ~Copyable>(_ root: Any, into visitor: inout Visitor) throws {
        // The containers around the one being walked, outermost first.
        var open: [FoundationCursor] = []
        var cursor: FoundationCursor?
        do {
            cursor = try visit(root, &visitor)
            while cursor != nil {
                if let child = try cursor!.advance(self, &visitor) {
                    guard open.count + 1 < JSONTapeBuilder.maxDepth else {
                        throw refusal(.tooDeep, child, "more than \(JSONTapeBuilder.maxDepth) levels of nesting")
                    }
                    if let identity = child.identity,
                        cursor!.identity == identity || open.contains(where: { $0.identity == identity })
                    {
                        throw refusal(.cycle, child, "the container holds itself (a cycle)")
                    }
                    open.append(cursor.take()!)
                    cursor = child
                } else {
                    visitor.end()
                    cursor = open.popLast()
                }
            }
        } catch var error as UserInfoConversionError {
            // The cursors name the path down to the child that failed; the error's own pointer
            // goes on from there (a repeated key names its member in the dictionary that failed).
            error.pointer = JSONPointer(
                tokens: open.map(\.token) + (cursor.map { [$0.token] } ?? []) + error.pointer.tokens)
            throw error
        }
    }

    private func refusal(
        _ code: UserInfoConversionError.Code, _ container: FoundationCursor, _ message: String
    ) -> UserInfoConversionError {
        UserInfoConversionError(
            code: code, pointer: JSONPointer(tokens: []), typeName: container.typeName, message: message)
    }

    /// Tells `visitor` one value: a scalar whole, a container by its opening, returning the
    /// container's cursor for the walk to go on with. A dictionary's keys are checked, and its
    /// members put in ``FoundationMemberOrder``, before any of its values is looked at.
    ///
    /// - Throws: ``UserInfoConversionError`` for a value with no JSON form, or a dictionary whose
    ///   keys are not distinct strings.
    func visit<Visitor: FoundationVisitor & ~Copyable>(
        _ value: Any, _ visitor: inout Visitor
    ) throws -> FoundationCursor? {
        switch try classify(value) {
        case .array(let array):
            visitor.beginArray(count: array.count)
            return FoundationCursor(array)
        case .object(let object):
            let cursor = try FoundationCursor(object, self)
            visitor.beginObject(count: object.count)
            return cursor
        case let scalar:
            visitor.scalar(scalar)
            return nil
        }
    }
}
