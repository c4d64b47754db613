extension APNs.APS: Codable {
    /// Decodes `aps`, keeping what the typed properties cannot hold (see ``extra``).
    public init(from decoder: any Decoder) throws {
        self.init()
        var reader = try MemberReader(decoder)
        for key in reader.keys {
            guard let known = APNs.APSKey(name: key.stringValue) else {
                try reader.keep(key)
                continue
            }
            switch known {
            case .alert: alert = try reader.typed(APNs.Alert.self, key)
            case .badge: badge = try reader.number(Int.self, key)
            case .sound: sound = try reader.typed(APNs.Sound.self, key)
            case .threadID: threadID = try reader.typed(String.self, key)
            case .category: category = try reader.typed(String.self, key)
            case .contentAvailable: contentAvailable = try reader.flag(key)
            case .mutableContent: mutableContent = try reader.flag(key)
            case .targetContentID: targetContentID = try reader.typed(String.self, key)
            case .interruptionLevel: interruptionLevel = try reader.typed(APNs.InterruptionLevel.self, key)
            case .relevanceScore: relevanceScore = try reader.number(Double.self, key)
            case .filterCriteria: filterCriteria = try reader.typed(String.self, key)
            case .contentChanged: contentChanged = try reader.typed(Bool.self, key)
            case .urlArgs: urlArgs = try reader.typed([String].self, key)
            case .event: event = try reader.typed(APNs.APS.Event.self, key)
            case .timestamp: timestamp = try reader.number(Int64.self, key)
            case .contentState: contentState = try reader.typed(JSONValue.self, key)
            case .staleDate: staleDate = try reader.number(Int64.self, key)
            case .dismissalDate: dismissalDate = try reader.number(Int64.self, key)
            case .attributesType: attributesType = try reader.typed(String.self, key)
            case .attributes: attributes = try reader.typed(JSONValue.self, key)
            case .inputPushToken: inputPushToken = try reader.flag(key)
            case .inputPushChannel: inputPushChannel = try reader.typed(String.self, key)
            }
        }
        kept = reader.extra
        memo = reader.memo
    }

    /// Encodes `aps` in the order it was decoded with, typed members set in code after those.
    public func encode(to encoder: any Encoder) throws {
        try encode(to: encoder, contentState: nil)
    }

    /// Encodes `aps`, with `contentState` writing the `content-state` member in its place when
    /// given (a Live Activity's content state of the app's type, written without a `JSONValue`
    /// in between).
    func encode(to encoder: any Encoder, contentState writeState: ((inout MemberWriter) throws -> Void)?) throws {
        var writer = MemberWriter(encoder)
        var present: [String] = []
        present.reserveCapacity(APNs.APSKey.table.keys.count)
        for key in APNs.APSKey.table.keys where has(key) || (key == .contentState && writeState != nil) {
            present.append(key.name)
        }
        for name in MemberWriter.order(remembered: memo.order, present: present, extra: kept) {
            // A kept member under a typed key was set after the typed property (see `extra`).
            if let value = kept[name] {
                try writer.write(value, name)
            } else if let key = APNs.APSKey(name: name) {
                if key == .contentState, let writeState {
                    try writeState(&writer)
                } else if has(key) {
                    try write(key, to: &writer)
                }
            }
        }
    }

    /// Whether the typed property of `key` is set.
    private func has(_ key: APNs.APSKey) -> Bool {
        switch key {
        case .alert: alert != nil
        case .badge: badge != nil
        case .sound: sound != nil
        case .threadID: threadID != nil
        case .category: category != nil
        case .contentAvailable: contentAvailable != nil
        case .mutableContent: mutableContent != nil
        case .targetContentID: targetContentID != nil
        case .interruptionLevel: interruptionLevel != nil
        case .relevanceScore: relevanceScore != nil
        case .filterCriteria: filterCriteria != nil
        case .contentChanged: contentChanged != nil
        case .urlArgs: urlArgs != nil
        case .event: event != nil
        case .timestamp: timestamp != nil
        case .contentState: contentState != nil
        case .staleDate: staleDate != nil
        case .dismissalDate: dismissalDate != nil
        case .attributesType: attributesType != nil
        case .attributes: attributes != nil
        case .inputPushToken: inputPushToken != nil
        case .inputPushChannel: inputPushChannel != nil
        }
    }

    private func write(_ key: APNs.APSKey, to writer: inout MemberWriter) throws {
        let name = key.name
        switch key {
        case .alert: if let alert { try writer.write(alert, name) }
        case .badge: if let badge { try writer.writeNumber(badge, name, memo: memo) }
        case .sound: if let sound { try writer.write(sound, name) }
        case .threadID: if let threadID { try writer.write(threadID, name) }
        case .category: if let category { try writer.write(category, name) }
        case .contentAvailable: if let contentAvailable { try writer.writeFlag(contentAvailable, name, memo: memo) }
        case .mutableContent: if let mutableContent { try writer.writeFlag(mutableContent, name, memo: memo) }
        case .targetContentID: if let targetContentID { try writer.write(targetContentID, name) }
        case .interruptionLevel: if let interruptionLevel { try writer.write(interruptionLevel, name) }
        case .relevanceScore: if let relevanceScore { try writer.writeNumber(relevanceScore, name, memo: memo) }
        case .filterCriteria: if let filterCriteria { try writer.write(filterCriteria, name) }
        case .contentChanged: if let contentChanged { try writer.write(contentChanged, name) }
        case .urlArgs: if let urlArgs { try writer.write(urlArgs, name) }
        case .event: if let event { try writer.write(event, name) }
        case .timestamp: if let timestamp { try writer.writeNumber(timestamp, name, memo: memo) }
        case .contentState: if let contentState { try writer.write(contentState, name) }
        case .staleDate: if let staleDate { try writer.writeNumber(staleDate, name, memo: memo) }
        case .dismissalDate: if let dismissalDate { try writer.writeNumber(dismissalDate, name, memo: memo) }
        case .attributesType: if let attributesType { try writer.write(attributesType, name) }
        case .attributes: if let attributes { try writer.write(attributes, name) }
        case .inputPushToken: if let inputPushToken { try writer.writeFlag(inputPushToken, name, memo: memo) }
        case .inputPushChannel: if let inputPushChannel { try writer.write(inputPushChannel, name) }
        }
    }
}

extension APNs.APS: UntypedMembers {
    static func namesTypedMember(_ key: String) -> Bool { APNs.APSKey(name: key) != nil }
}
