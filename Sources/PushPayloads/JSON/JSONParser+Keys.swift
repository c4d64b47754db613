extension JSONParser {
    /// Up to this many earlier keys, duplicates are looked for by scanning fingerprints; beyond it
    /// an index keeps large objects linear.
    static let linearKeyLimit: UInt32 = 32

    /// Compares the key of the member just finished with the object's earlier keys, records a
    /// duplicate, and remembers the key. Keys compare as unescaped bytes, code point by code point;
    /// fingerprints rule out nearly every pair before any byte is compared.
    mutating func checkDuplicate(in frame: UnsafeMutablePointer<FrameStack.Frame>) {
        let key = Int(frame.pointee.keyNode)
        let earlier = frame.pointee.count
        let fingerprint = keyFingerprint(key)
        var first: Int? = nil
        if earlier <= JSONParser.linearKeyLimit {
            var position = Int(frame.pointee.keysStart)
            while position < keys.count {
                let entry = keys[position]
                if entry.fingerprint == fingerprint, keysEqual(Int(entry.node), key) {
                    first = Int(entry.node)
                    break
                }
                position += 1
            }
        } else {
            // Large objects: a hash of every byte (seeded, so crafted keys cannot force collisions).
            let depth = frames.count - 1
            if largeObjectKeys[depth] == nil {
                var index: [KeyBytes: Int32] = [:]
                for position in Int(frame.pointee.keysStart)..<keys.count {
                    index[keyBytes(Int(keys[position].node))] = keys[position].node
                }
                largeObjectKeys[depth] = index
            }
            let entry = keyBytes(key)
            if let found = largeObjectKeys[depth]?[entry] {
                first = Int(found)
            } else {
                largeObjectKeys[depth]?[entry] = Int32(key)
            }
        }
        guard let first else {
            if earlier <= JSONParser.linearKeyLimit {
                keys.append(KeyEntry(fingerprint: fingerprint, node: Int32(key)))
            }
            return
        }
        // The first occurrence's value is built once however often its key repeats, so that many
        // duplicates of one large member stay linear.
        let firstValue = firstValues[first] ?? JSONMaterializer.value(at: first + 1, nodes: nodes.buffer, bytes: bytes)
        firstValues[first] = firstValue
        let same = firstValue == JSONMaterializer.value(at: key + 1, nodes: nodes.buffer, bytes: bytes)
        findings.append(
            JSONFinding(
                kind: .duplicateKey(firstKeyOffset: Int(nodes[first].start), sameValue: same),
                pointer: currentPointer(), byteRange: nodes[key].byteRange
            )
        )
    }

    /// A key's unescaped bytes as a dictionary key (valid while the parse runs).
    private func keyBytes(_ key: Int) -> KeyBytes {
        let node = nodes[key]
        if node.flags & TapeNode.escaped == 0 {
            return .source(UnsafeBufferPointer(rebasing: bytes[(Int(node.start) + 1)..<(Int(node.end) - 1)]))
        }
        return .decoded(JSONMaterializer.unescapedBytes(at: key, nodes: nodes.buffer, bytes: bytes))
    }

    /// Whether two key nodes hold the same code points.
    private func keysEqual(_ a: Int, _ b: Int) -> Bool {
        let left = nodes[a]
        let right = nodes[b]
        if (left.flags | right.flags) & TapeNode.escaped == 0 {
            guard left.end - left.start == right.end - right.start else { return false }
            return bytes[left.byteRange].elementsEqual(bytes[right.byteRange])
        }
        return JSONMaterializer.unescapedBytes(at: a, nodes: nodes.buffer, bytes: bytes)
            == JSONMaterializer.unescapedBytes(at: b, nodes: nodes.buffer, bytes: bytes)
    }

    /// A fingerprint of a key's unescaped bytes: its length and its first and last eight bytes.
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
        if count >= 8 {
            head = UnsafeRawPointer(base).loadUnaligned(as: UInt64.self)
            tail = UnsafeRawPointer(base + count - 8).loadUnaligned(as: UInt64.self)
        } else {
            for offset in 0..<count { head = head << 8 | UInt64(base[offset]) }
        }
        return (head &* 0x9E37_79B9_7F4A_7C15) ^ (tail &* 0xC2B2_AE3D_27D4_EB4F) ^ UInt64(count)
    }
}
