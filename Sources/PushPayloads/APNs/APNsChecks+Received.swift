/// The APNs rules on a `userInfo` as an app receives it (FCM's, FingerPush's, Altcraft's, MTPush's):
/// the body rules without a request context or push type, and APNs' limit.
extension APNsChecks {
    /// Runs every `apns.*` body rule on the document's root object and measures it against APNs'
    /// 4096-byte limit; the carrying family adds its own rules on the returned body.
    static func checkReceived(_ run: inout ValidationRun, size: BodySize) -> (body: APNsBody, outcome: FamilyOutcome) {
        let options = run.options.apns
        let body = APNsBody(&run, root: 0, isSimulatorFile: options.isSimulatorFile)
        let context = APNsCheckContext(pushType: nil, request: nil, now: run.options.now)
        APNsChecks.run(&run, body: body, context: context)
        return (body, measure(body: body, context: context, options: options, size: size))
    }
}

extension APNsBody {
    /// Where a "needs `mutable-content`" finding points: `aps.mutable-content` when present, else
    /// `aps`, else the body's root.
    var mutableContentPlace: (pointer: JSONPointer, node: Int) {
        if let member = self[.mutableContent] { return (pointer(.mutableContent), member.value) }
        if let aps { return (apsPointer, aps.value) }
        return (base, root)
    }
}
