extension Altcraft {
    /// The numbering of the SDK's event codes: the guide's, or one of the SDK's own releases,
    /// which number the success, failure and retry codes differently.
    public enum EventNumbering: String, Sendable, Hashable, CaseIterable {
        /// Altcraft's guide (the default): 230–232 subscribe, suspend, unsubscribe; 234 status.
        case seed
        /// The SDK's first public release: 230 subscribe, 231 token update, 232 push event,
        /// 233 unsuspend, 234 status.
        case sdk10 = "sdk-1.0"
        /// The SDK's later numbering: 230 subscribe, 231 token update, 232 unsuspend, 233 status,
        /// 234 push event, 235 mobile event.
        case sdkHead = "sdk-head"

        /// The codes of this numbering besides the common ones, with their meanings.
        var ownCodes: [Int: String] {
            switch self {
            case .seed:
                [
                    230: "subscribe succeeded", 231: "suspend succeeded", 232: "unsubscribe succeeded",
                    234: "status request succeeded", 430: "subscribe failed", 431: "suspend failed",
                    432: "unsubscribe failed", 434: "status request failed", 530: "subscribe failed; retrying",
                    531: "suspend failed; retrying", 532: "unsubscribe failed; retrying",
                ]
            case .sdk10:
                [
                    230: "subscribe succeeded", 231: "token update succeeded", 232: "push event sent",
                    233: "unsuspend succeeded", 234: "status request succeeded", 430: "subscribe failed",
                    431: "token update failed", 432: "push event failed", 433: "unsuspend failed",
                    434: "status request failed", 439: "unknown request", 530: "subscribe failed; retrying",
                    531: "token update failed; retrying", 532: "push event failed; retrying",
                    539: "unknown request; retrying",
                ]
            case .sdkHead:
                [
                    230: "subscribe succeeded", 231: "token update succeeded", 232: "unsuspend succeeded",
                    233: "status request succeeded", 234: "push event sent", 235: "mobile event sent",
                    430: "subscribe failed", 431: "token update failed", 432: "unsuspend failed",
                    433: "status request failed", 434: "push event failed", 435: "mobile event failed",
                    439: "unknown request", 530: "subscribe failed; retrying", 531: "token update failed; retrying",
                    534: "push event failed; retrying", 535: "mobile event failed; retrying",
                    539: "unknown request; retrying",
                ]
            }
        }
    }

    /// An SDK event code. Its meaning depends on the ``EventNumbering``; codes outside it are kept.
    public struct EventCode: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
        /// The code.
        public let rawValue: Int

        /// A code by its number.
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// The codes every numbering shares.
        static let common: Set<Int> = Set(
            [200, 201, 203, 204, 205, 206, 207, 422, 423, 520, 521, 524, 525, 529, 540, 541, 543, 561, 562]
                + Array(401...408) + Array(450...457) + Array(471...476) + Array(501...506) + Array(571...574))

        /// What the code means in a numbering; `nil` when the numbering has no such code.
        public func meaning(in numbering: EventNumbering = .seed) -> String? {
            if let own = numbering.ownCodes[rawValue] { return own }
            return Self.common.contains(rawValue) ? "SDK event \(rawValue)" : nil
        }

        /// A success code (23x).
        public var isSuccess: Bool { (230...239).contains(rawValue) }

        /// A failure the SDK retries (53x, after an HTTP 5xx).
        public var isRetry: Bool { (530...539).contains(rawValue) }

        /// The number.
        public var description: String { String(rawValue) }
    }

    /// What the `altcraft.*` rules need besides the document: `options.altcraft`.
    public struct Options: FamilyOptions {
        /// The event-code numbering `altcraft.event-code-unknown` checks against.
        public var eventCodes: EventNumbering = .seed

        /// Options with every setting at its default.
        public init() {}
    }
}

extension ValidationOptions {
    /// The Altcraft options group: the event-code numbering.
    public var altcraft: Altcraft.Options {
        get { self[group: Altcraft.Options.self] }
        set { self[group: Altcraft.Options.self] = newValue }
    }
}

extension Altcraft.Options {
    /// The settings of `options.altcraft`, as flags and configuration members.
    static let settings: [PayloadSetting] = [
        PayloadSetting(
            name: "eventCodes", valueName: "NUMBERING",
            help: "Altcraft event-code numbering: seed (the guide's, default), sdk-1.0 or sdk-head"
        ) { value, options throws(PayloadSettingError) in
            options.altcraft.eventCodes = try value.choice(
                from: Altcraft.EventNumbering.allCases.map { (name: $0.rawValue, value: $0) })
        }
    ]
}
