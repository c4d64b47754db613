// libFuzzer target for fit-to-limit, built by Scripts/fuzz-smoke.sh together with
// Sources/PushPayloads. The input chooses the options (limit, fields and their order, word
// boundary, ellipsis, a string or a dictionary alert) and holds the texts; whatever it holds, the
// fitted payload is within its limit with only the allowed fields shortened, each to a prefix that
// ends between two characters followed by the ellipsis, or the fit throws a truncation error and
// changes nothing. The fit leaves no more room than its documentation allows: under the limit by
// less than the cost of the character at the cut of the last field it shortened, or with a word
// boundary, less than the cost of the whitespace and the word that follow the kept text. The same
// payload as the apns.payload of an FCM send request, beside a data entry, fits so the APNs body
// FCM builds is within the limit, and the bytes around the payload stay as they were.

/// The ellipses a fit may be asked for: the default, none, three dots, and one that needs escapes.
private let ellipses = ["…", "", "...", "\"\\\u{1}"]

func fuzzFit(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard bytes.count >= 5 else { return 0 }
    let flags = bytes[0]
    let style = bytes[3]
    let magnitude = Int(bytes[1]) << 8 | Int(bytes[2])
    // Bit 7 asks for a limit no payload meets: negative, down to Int.min.
    let limit = flags & 0x80 == 0 ? magnitude : (magnitude == 0 ? Int.min : -magnitude)
    let texts = bytes[4...].split(separator: 0xFF, maxSplits: 3, omittingEmptySubsequences: false)
        .map { String(decoding: $0, as: UTF8.self) }
    let text = { (index: Int) in index < texts.count ? texts[index] : "" }

    var payload = APNs.Payload(aps: APNs.APS())
    if flags & 0x10 == 0 {
        payload.aps?.alert = .content(APNs.AlertContent(title: text(0), subtitle: text(1), body: text(2)))
    } else {
        payload.aps?.alert = .text(text(2))
    }
    payload.members["pad"] = .string(text(3))

    // The low three bits choose which fields may change, and bit 3 reverses their order.
    var fields = APNs.FitField.allCases.enumerated().filter { flags & (1 << $0.offset) != 0 }.map(\.element)
    if flags & 0x08 != 0 { fields.reverse() }
    let options = APNs.FitOptions(
        maxBytes: limit, fields: fields, wordBoundary: style & 0x04 != 0, ellipsis: ellipses[Int(style & 0x3)])
    check(payload, options)
    checkFCM(payload, data: text(3), options)
    return 0
}

private func checkFCM(_ payload: APNs.Payload, data: String, _ options: APNs.FitOptions) {
    guard let body = try? payload.jsonBytes() else { fatalError("a payload of strings did not encode") }
    let head = Array(#"{"message":{"topic":"t","data":{"k":"#.utf8) + JSONValue.string(data).jsonBytes()
        + Array(#"},"apns":{"payload":"#.utf8)
    let tail = Array("}}}".utf8)
    let fitted: FCM.FittedRequest?
    do {
        fitted = try FCM.fittingAPNsPayload(in: head + body + tail, options: options)
    } catch let error as APNs.TruncationError {
        guard error.excess > 0 else { fatalError("refused an FCM fit that was possible: \(error)") }
        return
    } catch {
        fatalError("FCM fit threw \(error)")
    }
    guard let fitted else { fatalError("no apns.payload found in an FCM request") }
    guard fitted.builtLimit == max(0, options.maxBytes ?? 4096), fitted.builtByteCount <= fitted.builtLimit,
        fitted.bytes.starts(with: head), fitted.bytes.reversed().starts(with: tail.reversed())
    else {
        fatalError("FCM fit: \(fitted.builtByteCount) bytes for \(fitted.builtLimit), or the request changed")
    }
    guard let document = try? JSONReader.read(fitted.bytes), let parts = FCMChecks.appleParts(of: document),
        FCMChecks.builtBody(parts, in: document).compactByteCount == fitted.builtByteCount
    else {
        fatalError("FCM fit: the body FCM builds is not the size the fit says")
    }
}

private func check(_ payload: APNs.Payload, _ options: APNs.FitOptions) {
    guard let original = try? payload.jsonBytes() else { fatalError("a payload of strings did not encode") }
    let limit = max(0, options.maxBytes ?? 4096)
    let fitted: APNs.Fitted
    do {
        fitted = try payload.fitting(options: options)
    } catch let error as APNs.TruncationError {
        guard error.excess > 0, original.count > limit else { fatalError("refused a fit that was possible: \(error)") }
        return
    } catch {
        fatalError("fit threw \(error)")
    }
    guard let written = try? fitted.payload.jsonBytes(), written.count == fitted.byteCount else {
        fatalError("the fitted byte count is not the size of the fitted payload")
    }
    guard fitted.limit == limit, fitted.byteCount <= limit else {
        fatalError("fit returned \(fitted.byteCount) bytes for \(limit), saying \(fitted.limit)")
    }
    guard fitted.payload.members["pad"] == payload.members["pad"], fitted.payload.members.keys == payload.members.keys
    else { fatalError("fit changed a custom key") }
    var changed = 0
    var last: (before: String, kept: String)?
    for field in options.fields {
        guard let before = payload.text(of: field), let after = fitted.payload.text(of: field), before != after else {
            continue
        }
        last = (before, String(decoding: after.utf8.dropLast(options.ellipsis.utf8.count), as: UTF8.self))
    }
    for field in APNs.FitField.allCases {
        let before = payload.text(of: field)
        let after = fitted.payload.text(of: field)
        guard before != after else { continue }
        changed += 1
        guard options.fields.contains(field), let before, let after else { fatalError("fit changed \(field)") }
        // Shorter as written: a control character is one byte of text and six of JSON.
        guard JSONValue.string(after).compactByteCount < JSONValue.string(before).compactByteCount,
            after.utf8.reversed().starts(with: options.ellipsis.utf8.reversed())
        else {
            fatalError("\(field) is not shorter with the ellipsis at its end")
        }
        let kept = after.utf8.dropLast(options.ellipsis.utf8.count)
        guard before.utf8.starts(with: kept) else { fatalError("\(field) is not a prefix of the original") }
        let cut = before.utf8.index(before.utf8.startIndex, offsetBy: kept.count)
        guard cut == before.endIndex || before.indices.contains(cut) else { fatalError("\(field) was cut inside a character") }
    }
    guard changed == fitted.diagnostics.count else { fatalError("\(changed) fields changed, \(fitted.diagnostics.count) findings") }
    if let last { checkSlack(last.before, kept: last.kept, slack: limit - fitted.byteCount, options) }
}

/// The room the last shortened field left: less than the character at the cut costs, or with a
/// word boundary, less than the whitespace and the word after the kept text cost.
private func checkSlack(_ before: String, kept: String, slack: Int, _ options: APNs.FitOptions) {
    let rest = before.utf8.dropFirst(kept.utf8.count)
    let text = Substring(rest)
    guard let next = text.first else { fatalError("the last shortened field kept all its text") }
    let room: Int
    if options.wordBoundary {
        guard kept.last?.isWhitespace != true else { fatalError("a word-boundary cut kept trailing whitespace") }
        let space = text.prefix(while: \.isWhitespace)
        room = TextBudget.cost(space) + TextBudget.cost(text.dropFirst(space.count).prefix { !$0.isWhitespace })
    } else {
        room = TextBudget.cost(String(next))
    }
    guard slack < room else { fatalError("fit left \(slack) bytes unspent, \(room) allowed: \(kept.debugDescription)") }
}
