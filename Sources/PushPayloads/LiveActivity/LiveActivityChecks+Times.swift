/// The Unix times of `aps`: `timestamp` (T), `stale-date` (S) and `dismissal-date` (D).
struct LiveActivityTimes {
    /// T, when it is a number in seconds (a millisecond value is reported and left out here, so
    /// no comparison uses it).
    var timestamp: Double?
    /// S, likewise.
    var staleDate: Double?
    /// D, likewise.
    var dismissalDate: Double?

    /// Above this a time is in milliseconds (10^11 seconds is the year 5138).
    static let millisecondsThreshold = 100_000_000_000.0
    /// How far a number may be from T to be taken for the same moment: 5 years.
    static let window = 157_680_000.0
}

extension LiveActivityChecks {
    /// The time rules: missing timestamp, milliseconds, fractions, the clock and the order of T,
    /// S and D.
    static func checkTimes(
        _ run: inout ValidationRun, body: APNsBody, aps: APNsBody.Member, event: CheckedEvent?, now: Int64?
    ) -> LiveActivityTimes {
        let document = body.document
        var times = LiveActivityTimes()
        if body[.timestamp] == nil {
            run.report(
                .liveActivity.timestampMissing, "\"aps\" has no \"timestamp\": the Unix seconds of sending",
                pointer: body.apsPointer, node: aps.value)
        }
        for key in [APNs.APSKey.timestamp, .staleDate, .dismissalDate] {
            guard let member = body[key], let value = document.double(at: member.value) else { continue }
            if value > LiveActivityTimes.millisecondsThreshold {
                if key == .timestamp {
                    run.report(
                        .liveActivity.timestampMilliseconds,
                        "\"timestamp\" \(document.text(of: member.value)) is in milliseconds; later updates in seconds will look older and be ignored. Send \(Self.whole(value / 1000))",
                        pointer: body.pointer(key), node: member.value)
                } else {
                    run.report(
                        .liveActivity.milliseconds,
                        "\"\(key.name)\" \(document.text(of: member.value)) is in milliseconds; send Unix seconds (\(Self.whole(value / 1000)))",
                        pointer: body.pointer(key), node: member.value)
                }
                continue
            }
            if value.rounded(.towardZero) != value {
                run.report(
                    .liveActivity.timestampFraction,
                    "\"\(key.name)\" \(document.text(of: member.value)) has a fraction; send whole Unix seconds",
                    pointer: body.pointer(key), node: member.value)
            }
            switch key {
            case .timestamp: times.timestamp = value
            case .staleDate: times.staleDate = value
            default: times.dismissalDate = value
            }
        }
        checkClock(&run, body: body, times: times, now: now)
        checkOrder(&run, body: body, times: times, event: event)
        return times
    }

    /// `liveactivity.timestamp-stale` and `-future`: T against the clock.
    private static func checkClock(_ run: inout ValidationRun, body: APNsBody, times: LiveActivityTimes, now: Int64?) {
        guard let now, let timestamp = times.timestamp, let member = body[.timestamp] else { return }
        let clock = Double(now)
        if timestamp < clock - 3600 {
            run.report(
                .liveActivity.timestampStale,
                "\"timestamp\" is \(Self.duration(clock - timestamp)) before now; pushes with an old timestamp may not be shown",
                pointer: body.pointer(.timestamp), node: member.value)
        } else if timestamp > clock + 300 {
            run.report(
                .liveActivity.timestampFuture,
                "\"timestamp\" is \(Self.duration(timestamp - clock)) after now; later pushes with the real time will look older",
                pointer: body.pointer(.timestamp), node: member.value)
        }
    }

    /// The rules on S and D: which events take them, and their order with T.
    private static func checkOrder(
        _ run: inout ValidationRun, body: APNsBody, times: LiveActivityTimes, event: CheckedEvent?
    ) {
        if let member = body[.dismissalDate] {
            if let event, event != .end {
                run.report(
                    .liveActivity.dismissalDateNotEnd,
                    "\"dismissal-date\" applies only to an end; this \(event) ignores it",
                    pointer: body.pointer(.dismissalDate), node: member.key)
            } else if event == .end, let timestamp = times.timestamp, let dismissal = times.dismissalDate {
                if dismissal <= timestamp {
                    run.report(
                        .liveActivity.dismissalDateImmediate,
                        "\"dismissal-date\" is not after \"timestamp\": the activity is removed at once",
                        pointer: body.pointer(.dismissalDate), node: member.value)
                } else if dismissal > timestamp + Double(LiveActivity.dismissalWindow) {
                    run.report(
                        .liveActivity.dismissalDateWindow,
                        "\"dismissal-date\" is \(Self.duration(dismissal - timestamp)) after \"timestamp\"; the system removes an ended activity after 4 hours at most",
                        pointer: body.pointer(.dismissalDate), node: member.value)
                }
            }
        }
        // An end may carry one too: ActivityKit's end takes content with a stale date, which the
        // ended activity shows until it is dismissed.
        guard let member = body[.staleDate] else { return }
        if let timestamp = times.timestamp, let stale = times.staleDate {
            if stale <= timestamp {
                run.report(
                    .liveActivity.staleDateBeforeTimestamp,
                    "\"stale-date\" is not after \"timestamp\": the activity is stale on arrival",
                    pointer: body.pointer(.staleDate), node: member.value)
            } else if stale > timestamp + Double(LiveActivity.activeLifetime) {
                run.report(
                    .liveActivity.staleDateAfterLifetime,
                    "\"stale-date\" is \(Self.duration(stale - timestamp)) after \"timestamp\", beyond the 8-hour active lifetime",
                    pointer: body.pointer(.staleDate), node: member.value)
            }
        }
    }

    /// A number for a message, in whole units: never a trap, however large (a literal like
    /// `1e400` reads as infinity).
    static func whole(_ value: Double) -> String {
        guard value.isFinite, abs(value) < 9e18 else { return "\(value)" }
        return "\(Int64(value.rounded(.down)))"
    }

    /// A number of seconds in words: `2 h 5 min`, `40 s`, `3 days`.
    static func duration(_ seconds: Double) -> String {
        let whole = Int64(max(0, min(seconds, 9e15)))
        if whole >= 172_800 { return "\(whole / 86_400) days" }
        if whole >= 3600 { return "\(whole / 3600) h" + (whole % 3600 >= 60 ? " \(whole % 3600 / 60) min" : "") }
        if whole >= 60 { return "\(whole / 60) min" }
        return "\(whole) s"
    }
}
