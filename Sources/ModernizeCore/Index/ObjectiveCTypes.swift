/// An Objective-C property or result type as Swift imports it, written as Swift
/// (`UILabel *` -> `UILabel!`, `nullable NSString *` -> `String?`, `id<P>` -> `P`,
/// `NSArray<Row *> *` -> `[Row]!`). Nil for what it does not map (blocks, C structs it does not
/// know, `id` alone): the resolver then answers unknown.
enum ObjectiveCTypes {
    /// Value types that import as themselves or a Swift standard type.
    static let scalars: [String: String] = [
        "BOOL": "Bool", "bool": "Bool", "NSInteger": "Int", "NSUInteger": "UInt", "int": "Int32", "CGFloat": "CGFloat", "double": "Double",
        "float": "Float", "CGRect": "CGRect", "CGSize": "CGSize", "CGPoint": "CGPoint", "UIEdgeInsets": "UIEdgeInsets",
        "NSTimeInterval": "TimeInterval", "void": "Void", "instancetype": "Self",
    ]
    /// Foundation classes imported as Swift value types.
    static let bridged: [String: String] = [
        "NSString": "String", "NSURL": "URL", "NSDate": "Date", "NSData": "Data", "NSUUID": "UUID", "NSIndexPath": "IndexPath",
        "NSAttributedString": "NSAttributedString", "NSNumber": "NSNumber",
    ]
    /// Qualifiers and attributes that do not change the imported type.
    static let ignored: Set<String> = [
        "const", "__kindof", "nullable", "nonnull", "_Nullable", "_Nonnull", "__nullable", "__nonnull", "null_unspecified",
        "_Null_unspecified", "__weak", "__strong", "__unsafe_unretained", "__autoreleasing", "IBOutlet", "IBInspectable", "readonly",
    ]

    static func swiftType(of tokens: [String], nullable: Bool, nonnull: Bool) -> String? {
        var tokens = tokens.filter { !ignored.contains($0) }
        guard let first = tokens.first else { return nil }
        let isPointer = tokens.last == "*"
        if isPointer { tokens.removeLast() }
        let wrap = { (type: String) -> String in nullable ? type + "?" : nonnull ? type : type + "!" }
        if first == "id" {
            // `id<P>` is `any P`, as a value of protocol type P; `id` alone is `Any`.
            guard tokens.count >= 4, tokens[1] == "<", tokens.last == ">" else { return nil }
            let protocols = tokens[2..<(tokens.count - 1)].filter { $0 != "," }
            guard protocols.count == 1, let only = protocols.first else { return nil }
            return wrap(only)
        }
        if !isPointer {
            guard tokens.count == 1, let scalar = scalars[first] else { return nil }
            return scalar
        }
        if tokens.count == 1 { return wrap(bridged[first] ?? first) }
        // `NSArray<Row *>`, `NSDictionary<NSString *, Row *>`, `NSSet<Row *>`.
        guard tokens.count >= 4, tokens[1] == "<", tokens.last == ">" else { return nil }
        let arguments = splitArguments(Array(tokens[2..<(tokens.count - 1)]))
        let elements = arguments.compactMap { swiftType(of: $0, nullable: false, nonnull: true) }
        guard elements.count == arguments.count else { return nil }
        switch (first, elements.count) {
        case ("NSArray", 1), ("NSMutableArray", 1): return wrap("[\(elements[0])]")
        case ("NSDictionary", 2), ("NSMutableDictionary", 2): return wrap("[\(elements[0]): \(elements[1])]")
        case ("NSSet", 1), ("NSMutableSet", 1): return wrap("Set<\(elements[0])>")
        default: return wrap("\(first)<\(elements.joined(separator: ", "))>")
        }
    }

    /// Generic arguments split at top-level commas.
    private static func splitArguments(_ tokens: [String]) -> [[String]] {
        var result: [[String]] = [[]]
        var depth = 0
        for token in tokens {
            if token == "<" { depth += 1 }
            if token == ">" { depth -= 1 }
            if token == ",", depth == 0 { result.append([]); continue }
            result[result.count - 1].append(token)
        }
        return result
    }
}
