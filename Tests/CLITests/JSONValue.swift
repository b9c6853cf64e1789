import Foundation

/// The JSON type of a value `JSONSerialization` produced, named as JSON Schema names it.
enum JSONType: String {
    case null, boolean, integer, number, string, array, object

    init?(of value: Any) {
        // Swift types first: on Linux, asking whether a large array is an NSNumber costs as much
        // as bridging it, which made validating a log quadratic.
        switch value {
        case is String: self = .string
        case is [String: Any]: self = .object
        case is [Any]: self = .array
        case let number as NSNumber: self = Self.numeric(number)
        case is NSNull: self = .null
        default: return nil
        }
    }

    /// `JSONSerialization` gives booleans and numbers alike as NSNumber, and `as? Bool` accepts
    /// 0 and 1. Booleans are the char-typed ones ("c": CFBoolean on Darwin, __NSCFBoolean on
    /// Linux); JSON numbers never come back char-typed. Like draft-04, an integer is a number
    /// written without fraction or exponent, which the parser stores as an integer type.
    private static func numeric(_ number: NSNumber) -> JSONType {
        switch String(cString: number.objCType) {
        case "c": .boolean
        case "f", "d": .number
        default: .integer
        }
    }

    /// Whether a value of this type satisfies the schema type `name`: an integer is a number too.
    func matches(_ name: String) -> Bool {
        name == rawValue || (name == "number" && self == .integer)
    }
}

enum JSONValue {
    /// JSON equality, for `enum` and `uniqueItems`: `true` is not `1`, but `1` is `1.0`.
    static func equal(_ left: Any, _ right: Any) -> Bool {
        guard let leftType = JSONType(of: left), let rightType = JSONType(of: right) else { return false }
        switch (leftType, rightType) {
        case (.null, .null): return true
        case (.boolean, .boolean), (.integer, .integer), (.number, .number), (.integer, .number), (.number, .integer):
            return (left as! NSNumber) == (right as! NSNumber)
        case (.string, .string): return left as! String == right as! String
        case (.array, .array):
            let (leftItems, rightItems) = (left as! [Any], right as! [Any])
            return leftItems.count == rightItems.count && zip(leftItems, rightItems).allSatisfy { equal($0, $1) }
        case (.object, .object):
            let (leftObject, rightObject) = (left as! [String: Any], right as! [String: Any])
            return leftObject.count == rightObject.count
                && leftObject.allSatisfy { key, value in rightObject[key].map { equal(value, $0) } ?? false }
        default: return false
        }
    }

    /// Compact JSON for messages, shortened so a violation stays one readable line.
    static func rendered(_ value: Any) -> String {
        guard let data = try? JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed, .sortedKeys, .withoutEscapingSlashes]) else {
            return "\(value)"
        }
        let text = String(decoding: data, as: UTF8.self)
        return text.count > 60 ? text.prefix(57) + "..." : text
    }
}
