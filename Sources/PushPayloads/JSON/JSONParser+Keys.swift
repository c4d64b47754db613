extension JSONParser {
    /// Up to this many earlier keys, a possible duplicate is looked for by walking the object's
    /// members on the tape; beyond it an index keeps large objects linear.
    static let linearKeyLimit: UInt32 = 32

    /// Compares the key of the member just finished with the object's earlier keys and records a
    /// duplicate. Keys compare as unescaped bytes, code point by code point; a Bloom filter of
    /// fingerprints rules out nearly every key before any byte is compared.
    @inline(__always)
    mutating func checkDuplicate(in frame: UnsafeMutablePointer<FrameStack.Frame>) {
        let key = Int(frame.pointee.keyNode)
        let earlier = frame.pointee.count
        guard earlier <= JSONParser.linearKeyLimit else {
            findDuplicateInLargeObject(frame, key: key)
            return
        }
        let fingerprint = keyFingerprint(key)
        // The high bits of a multiplicative hash depend on every input bit; the low ones do not.
        let bits = (UInt64(1) << (fingerprint >> 58), UInt64(1) << ((fingerprint >> 52) & 63))
        let filter = frame.pointee.keyFilter
        frame.pointee.keyFilter = (filter.0 | bits.0, filter.1 | bits.1)
        if filter.0 & bits.0 != 0, filter.1 & bits.1 != 0 {
            findDuplicate(frame, key: key)
        }
    }

    /// Walks the object's earlier members on the tape for one with the same key.
    private mutating func findDuplicate(_ frame: UnsafeMutablePointer<FrameStack.Frame>, key: Int) {
        var member = Int(frame.pointee.node) + 1
        for _ in 0..<frame.pointee.count where member != key {
            if keysEqual(member, key) {
                recordDuplicate(of: member, key: key)
                return
            }
            member = Int(nodes[member + 1].next)
        }
    }

    /// Large objects: a ``KeyIndex`` of the keys so far, hashed from every byte.
    private mutating func findDuplicateInLargeObject(_ frame: UnsafeMutablePointer<FrameStack.Frame>, key: Int) {
        let depth = frames.count - 1
        // Taken out of the table while it changes, so that it is not copied.
        if largeObjectKeys.count <= depth {
            largeObjectKeys.append(contentsOf: repeatElement(nil, count: depth + 1 - largeObjectKeys.count))
        }
        var index: KeyIndex
        if let existing = largeObjectKeys[depth].take() {
            index = existing
        } else {
            index = KeyIndex(capacity: Int(frame.pointee.count) * 2)
            var member = Int(frame.pointee.node) + 1
            for _ in 0..<frame.pointee.count {
                _ = add(member, to: &index)
                member = Int(nodes[member + 1].next)
            }
        }
        let found = add(key, to: &index)
        largeObjectKeys[depth] = index
        if let found { recordDuplicate(of: found, key: key) }
    }

    /// Adds the key at `key` to `index` unless an equal key is there: returns that key's node.
    private func add(_ key: Int, to index: inout KeyIndex) -> Int? {
        index.insert(key, hash: { keyHash($0) }, equals: { keysEqual($0, key) })
    }

    /// Records that `key` repeats the key of the member at `first`.
    private mutating func recordDuplicate(of first: Int, key: Int) {
        // The first occurrence's value is built once however often its key repeats, so that many
        // duplicates of one large member stay linear.
        let firstValue = firstValues[first] ?? JSONMaterializer.value(at: first + 1, nodes: nodes.buffer, bytes: bytes)
        firstValues[first] = firstValue
        let same = firstValue == JSONMaterializer.value(at: key + 1, nodes: nodes.buffer, bytes: bytes)
        record(
            JSONFinding(
                kind: .duplicateKey(firstKeyOffset: Int(nodes[first].start), sameValue: same),
                node: key, byteRange: nodes[key].byteRange
            )
        )
    }

    /// The hash of a key's unescaped bytes, with the process's seed.
    private func keyHash(_ key: Int) -> Int {
        StringTokens.hash(at: key, nodes: nodes.buffer, bytes: bytes)
    }

    /// Whether two key nodes hold the same code points.
    private func keysEqual(_ a: Int, _ b: Int) -> Bool {
        StringTokens.equal(a, b, nodes: nodes.buffer, bytes: bytes)
    }

    /// A fingerprint of a key's unescaped bytes: its length and its first and last eight bytes.
    @inline(__always)
    private func keyFingerprint(_ key: Int) -> UInt64 {
        let node = nodes[key]
        if node.flags & TapeNode.escaped == 0 {
            return JSONParser.fingerprint(
                UnsafeBufferPointer(rebasing: bytes[(Int(node.start) + 1)..<(Int(node.end) - 1)]))
        }
        return JSONMaterializer.unescapedBytes(at: key, nodes: nodes.buffer, bytes: bytes).withUnsafeBufferPointer {
            JSONParser.fingerprint($0)
        }
    }

    @inline(__always)
    static func fingerprint(_ content: UnsafeBufferPointer<UInt8>) -> UInt64 {
        let count = content.count
        var head: UInt64 = 0
        var tail: UInt64 = 0
        guard let base = content.baseAddress, count > 0 else { return 0 }
        let raw = UnsafeRawPointer(base)
        if count >= 8 {
            head = raw.loadUnaligned(as: UInt64.self)
            tail = raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
        } else if count >= 4 {
            // Two overlapping four-byte loads cover every byte of a short key, without a loop.
            head = UInt64(raw.loadUnaligned(as: UInt32.self))
            tail = UInt64(raw.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self))
        } else if count >= 2 {
            head = UInt64(raw.loadUnaligned(as: UInt16.self))
            tail = UInt64(raw.loadUnaligned(fromByteOffset: count - 2, as: UInt16.self))
        } else {
            head = UInt64(base[0])
        }
        return (head &* 0x9E37_79B9_7F4A_7C15) ^ (tail &* 0xC2B2_AE3D_27D4_EB4F) ^ UInt64(count)
    }
}
