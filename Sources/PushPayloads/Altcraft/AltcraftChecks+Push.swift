/// The push `userInfo`: the marker, the message id, buttons, media and links.
extension AltcraftChecks {
    static func checkPush(_ run: inout ValidationRun, body: APNsBody) {
        let document = run.document
        let member = { (name: String) in document.member(named: name, in: 0) }
        let marker = member("_ac_push")
        if marker == nil {
            for key in ["_as_push", "ac_push", "_ac-push"] {
                guard let typo = member(key) else { continue }
                run.report(
                    .altcraft.pushMarkerTypo, "\"\(key)\" is not the SDK's marker: it recognises only \"_ac_push\"",
                    pointer: JSONPointer(tokens: [key]), node: typo.key, suggestion: "_ac_push")
            }
        } else if let uid = member("_uid") {
            if !document.isNonEmptyString(uid.value) {
                run.report(
                    .altcraft.pushUID,
                    "_uid is \(document.text(of: uid.value)); the SDK needs the message id as a string",
                    pointer: JSONPointer(tokens: ["_uid"]), node: uid.value)
            }
        } else {
            run.report(
                .altcraft.pushUID, "no _uid: the SDK sends no delivery or open events (event 451)",
                pointer: JSONPointer(), node: 0)
        }
        if let buttons = member("_buttons") { checkButtons(&run, buttons.value) }
        if let media = member("_media") {
            if !isURLString(media.value, in: document) {
                run.report(
                    .altcraft.pushMedia, "_media \(document.text(of: media.value)) is not a URL string",
                    pointer: JSONPointer(tokens: ["_media"]), node: media.value)
            }
            if !body.flag(.mutableContent, is: 1) {
                let place = body.mutableContentPlace
                run.report(
                    .altcraft.pushMediaNeedsMutableContent,
                    "_media is set but aps.mutable-content is not 1: the service extension does not run",
                    pointer: place.pointer, node: place.node)
            }
        }
        if let click = member("_click-url") {
            if !isURLString(click.value, in: document) {
                run.report(
                    .altcraft.pushClickURL, "_click-url \(document.text(of: click.value)) is not a URL string",
                    pointer: JSONPointer(tokens: ["_click-url"]), node: click.value)
            }
        } else if let click = member("_click_url") {
            run.report(
                .altcraft.pushClickURL, "_click_url: the iOS SDK reads only _click-url",
                pointer: JSONPointer(tokens: ["_click_url"]),
                node: click.key, suggestion: "_click-url")
        }
        for child in document.nodes.children(of: 0) {
            let key = document.string(at: child.key)
            guard Altcraft.androidOnlyKeys.contains(key) else { continue }
            run.report(
                .altcraft.androidOnlyKey, "\(key) is read only by the Android SDK", pointer: JSONPointer(tokens: [key]),
                node: child.key)
        }
    }

    /// `_buttons`: a string holding a JSON array of `{"label", "link"}` objects, at most three.
    private static func checkButtons(_ run: inout ValidationRun, _ node: Int) {
        let document = run.document
        let pointer = JSONPointer(tokens: ["_buttons"])
        guard document.kind(of: node) == .string else {
            run.report(
                .altcraft.pushButtonsType,
                "_buttons is \(document.kind(of: node).article); the SDK reads a string holding a JSON array",
                pointer: pointer, node: node)
            return
        }
        guard let entries = document.withStringBytes(node, { Altcraft.buttonsDocument($0) }) else {
            run.report(
                .altcraft.pushButtonsJSON,
                "_buttons does not hold a JSON array of objects with string values (event 454)", pointer: pointer,
                node: node)
            return
        }
        var count = 0
        for entry in entries.nodes.children(of: 0) {
            if entries.member(named: "label", in: entry.value) == nil {
                run.report(
                    .altcraft.pushButtonLabel, "_buttons[\(count)] has no label: no action is created",
                    pointer: pointer,
                    node: node)
            }
            count += 1
        }
        if count > Altcraft.maxButtons {
            run.report(
                .altcraft.pushButtonsCount,
                "_buttons has \(count) entries; taps beyond the third are not handled (event 457)",
                pointer: pointer, node: node)
        }
    }

    /// A string that is an http(s) URL.
    private static func isURLString(_ node: Int, in document: JSONDocument) -> Bool {
        document.kind(of: node) == .string && URLFormat.isWebURL(document.string(at: node))
    }
}
