// libFuzzer target "userinfo" (FuzzEntry.swift) for Scripts/fuzz-smoke.sh, compiled together with
// Sources/PushPayloads and Sources/PushPayloadsFoundation. The input is a program that builds a userInfo dictionary out of
// Swift and Foundation containers and values (cycles, deep nesting, NaN, keys that are not strings
// among them). Whatever it builds, the two walks (to a JSONValue and onto the decoder's tape) must
// both succeed with the same value, to the byte (members in one order), or both fail at the same
// key path, and a value that converts must come back unchanged from its Foundation form.
import Foundation

/// A container the program is filling: a Foundation object (which can be made to hold an
/// ancestor) or a Swift one (added to its parent when it closes).
private enum Building {
    case nsDictionary(NSMutableDictionary)
    case nsArray(NSMutableArray)
    case dictionary([String: Any])
    case array([Any])
}

/// Reads the program one byte at a time.
private struct Program {
    let bytes: [UInt8]
    var position = 0

    mutating func next() -> UInt8? {
        guard position < bytes.count else { return nil }
        position += 1
        return bytes[position - 1]
    }
}

func fuzzUserInfo(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var program = Program(bytes: Array(UnsafeBufferPointer(start: data, count: size)))
    var open: [Building] = [.dictionary([:])]
    // Every Foundation container made, emptied at the end so cycles do not leak.
    var made: [AnyObject] = []
    var keyCount = 0

    func add(_ value: Any) {
        keyCount += 1
        let key = "k\(keyCount % 7)"
        switch open[open.count - 1] {
        case .nsDictionary(let dictionary): dictionary.setObject(value, forKey: NSString(string: key))
        case .nsArray(let array): array.add(value)
        case .dictionary(var dictionary):
            dictionary[key] = value
            open[open.count - 1] = .dictionary(dictionary)
        case .array(var array):
            array.append(value)
            open[open.count - 1] = .array(array)
        }
    }

    func close() {
        guard open.count > 1 else { return }
        switch open.removeLast() {
        case .nsDictionary(let dictionary): add(dictionary)
        case .nsArray(let array): add(array)
        case .dictionary(let dictionary): add(dictionary)
        case .array(let array): add(array)
        }
    }

    while let operation = program.next() {
        let argument = Int(program.next() ?? 0)
        switch operation % 16 {
        case 0:
            let dictionary = NSMutableDictionary()
            made.append(dictionary)
            open.append(.nsDictionary(dictionary))
        case 1:
            let array = NSMutableArray()
            made.append(array)
            open.append(.nsArray(array))
        case 2: open.append(.dictionary([:]))
        case 3: open.append(.array([]))
        case 4: close()
        case 5:
            // A Foundation ancestor added inside itself: a cycle.
            let ancestors = open.compactMap { building -> AnyObject? in
                switch building {
                case .nsDictionary(let dictionary): dictionary
                case .nsArray(let array): array
                default: nil
                }
            }
            if !ancestors.isEmpty { add(ancestors[argument % ancestors.count]) }
        case 6: add(NSNumber(value: argument - 128))
        case 7: add(NSNumber(value: Double(argument) / 7))
        case 8: add(NSNumber(value: argument % 2 == 0))
        case 9: add(NSString(string: String(repeating: "é", count: argument % 5)))
        case 10: add(argument % 3 == 0 ? Double.nan : Double(argument) * 1e300)
        case 11: add(NSNull())
        case 12: add(Date(timeIntervalSince1970: Double(argument)))
        case 13: add(Data(repeating: UInt8(argument), count: argument % 4))
        case 14: add(argument % 2 == 0 ? UInt64.max - UInt64(argument) : Int64.min + Int64(argument))
        default:
            // A key that is not a string, or a value with no JSON form.
            if argument % 2 == 0 {
                if case .nsDictionary(let dictionary) = open[open.count - 1] {
                    dictionary.setObject(NSString(string: "v"), forKey: NSNumber(value: argument))
                }
            } else {
                add(NSObject())
            }
        }
    }
    while open.count > 1 { close() }
    guard case .dictionary(let userInfo) = open[0] else { return 0 }
    check(userInfo)
    for object in made {
        (object as? NSMutableDictionary)?.removeAllObjects()
        (object as? NSMutableArray)?.removeAllObjects()
    }
    return 0
}

/// The two walks agree, and a converted value survives its Foundation form.
private func check(_ dictionary: [String: Any]) {
    let userInfo: [AnyHashable: Any] = dictionary
    // Dates are refused unless a strategy is chosen; the program's dates are whole seconds, which
    // every number strategy writes exactly and a Foundation form keeps.
    let strategy = JSONValue.FoundationValueStrategy(dates: .secondsSince1970)
    let converted: Result<JSONValue, UserInfoConversionError> = Result {
        try JSONValue(userInfo: userInfo, strategy: strategy)
    }.mapError { $0 as! UserInfoConversionError }
    let decoded: Result<JSONValue, UserInfoConversionError> = Result {
        try PayloadDecoder().decode(JSONValue.self, fromUserInfo: userInfo, strategy: strategy)
    }.mapError { error in
        guard let conversion = error as? UserInfoConversionError else {
            fatalError("the decoder failed with \(error), not a conversion error")
        }
        return conversion
    }
    switch (converted, decoded) {
    case (.success(let value), .success(let other)):
        // Both walks put members in one order: the same value, and the same bytes.
        guard value == other, value.jsonBytes() == other.jsonBytes() else {
            fatalError("the two walks disagree")
        }
        guard let back = try? JSONValue(foundationObject: value.foundationObject), back == value else {
            fatalError("a converted value changed through its Foundation form")
        }
    case (.failure(let error), .failure(let other)):
        guard error.code == other.code, error.pointer == other.pointer, error.message == other.message else {
            fatalError("the two walks fail differently: \(error) / \(other)")
        }
    default:
        fatalError("one walk failed and the other did not")
    }
}
