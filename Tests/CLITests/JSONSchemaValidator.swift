import Foundation

/// A JSON Schema draft-04 validator for exactly the keywords the vendored SARIF 2.1.0 schema
/// uses (Fixtures/SARIF), working on `JSONSerialization` output. The whole schema is vetted
/// when the validator is made: a keyword it does not implement throws then, so a newer schema
/// cannot pass by being half understood.
///
/// `format` checks are light: "uri" is a scheme, ":" and the rest; "uri-reference" is any
/// reference; both without whitespace and with only well-formed %-escapes. "date-time" is
/// RFC 3339's date, "T", time, optional fraction and a zone; field ranges are not checked.
struct JSONSchemaValidator {
    struct Violation: CustomStringConvertible {
        /// JSON pointer (RFC 6901) to the offending value in the instance; "" is the root.
        let path: String
        let message: String
        var description: String { "\(path.isEmpty ? "(root)" : path): \(message)" }
    }

    struct UnsupportedSchema: Error, CustomStringConvertible {
        /// JSON pointer into the schema.
        let path: String
        let reason: String
        var description: String { "schema \(path): \(reason)" }
    }

    /// Keywords that assert nothing; everything else must be implemented below.
    static let annotations: Set<String> = ["description", "default", "title", "$schema", "id"]

    private static let formats: [String: NSRegularExpression] = {
        let reference = #"([^\s%]|%[0-9A-Fa-f]{2})*"#
        let expressions = [
            "uri": "^[A-Za-z][A-Za-z0-9+.-]*:" + reference + "$",
            "uri-reference": "^" + reference + "$",
            "date-time": #"^[0-9]{4}-[0-9]{2}-[0-9]{2}[Tt][0-9]{2}:[0-9]{2}:[0-9]{2}(\.[0-9]+)?([Zz]|[+-][0-9]{2}:[0-9]{2})$"#,
        ]
        return expressions.mapValues { try! NSRegularExpression(pattern: $0) }
    }()

    /// What vetting prepares so that validating parses nothing: compiled patterns, resolved `$ref`s.
    private struct Prepared {
        var patterns: [String: NSRegularExpression] = [:]
        var references: [String: [String: Any]] = [:]
    }

    private let root: [String: Any]
    private let prepared: Prepared

    init(schemaAt url: URL) throws {
        try self.init(schema: JSONSerialization.jsonObject(with: Data(contentsOf: url)))
    }

    init(schema: Any) throws {
        guard let root = schema as? [String: Any] else { throw UnsupportedSchema(path: "", reason: "not an object") }
        var prepared = Prepared()
        try Self.vet(root, at: "", root: root, prepared: &prepared)
        self.root = root
        self.prepared = prepared
    }

    func validate(_ instance: Any) -> [Violation] {
        var violations: [Violation] = []
        check(instance, against: root, at: "", into: &violations)
        return violations
    }

    // MARK: Vetting the schema

    private static func vet(_ node: Any, at path: String, root: [String: Any], prepared: inout Prepared) throws {
        guard let schema = node as? [String: Any] else { throw UnsupportedSchema(path: path, reason: "a schema must be an object") }
        for (keyword, value) in schema where !annotations.contains(keyword) {
            let here = path + "/" + escaped(keyword)
            func require(_ condition: Bool, _ reason: String) throws {
                if !condition { throw UnsupportedSchema(path: here, reason: reason) }
            }
            let type = JSONType(of: value)
            switch keyword {
            case "$ref":
                guard let reference = value as? String, let target = resolve(reference, in: root) else {
                    throw UnsupportedSchema(path: here, reason: "not a local reference to a schema")
                }
                prepared.references[reference] = target
                // Draft-04 ignores keywords beside $ref; refuse rather than look as if they were checked.
                let beside = Set(schema.keys).subtracting(annotations).subtracting(["$ref", "definitions"])
                try require(beside.isEmpty, "keywords beside $ref: \(beside.sorted())")
            case "properties", "definitions":
                guard let members = value as? [String: Any] else { throw UnsupportedSchema(path: here, reason: "not an object") }
                for (name, member) in members { try vet(member, at: here + "/" + escaped(name), root: root, prepared: &prepared) }
            case "additionalProperties":
                if type != .boolean { try vet(value, at: here, root: root, prepared: &prepared) }
            case "items":
                // Only the single-schema form; an array of schemas (tuple form) is not implemented.
                try vet(value, at: here, root: root, prepared: &prepared)
            case "type":
                let names = (value as? [String]) ?? (value as? String).map { [$0] } ?? []
                try require(!names.isEmpty && names.allSatisfy { JSONType(rawValue: $0) != nil }, "unknown type")
            case "required": try require(value is [String], "not a list of names")
            case "enum": try require(type == .array, "not an array")
            case "minItems": try require(type == .integer, "not an integer")
            case "uniqueItems": try require(type == .boolean, "not a boolean")
            case "minimum", "maximum": try require(type == .integer || type == .number, "not a number")
            case "pattern":
                guard let pattern = value as? String, let expression = try? NSRegularExpression(pattern: pattern) else {
                    throw UnsupportedSchema(path: here, reason: "not a regular expression")
                }
                prepared.patterns[pattern] = expression
            case "format": try require((value as? String).map { formats[$0] != nil } == true, "format not implemented")
            default: throw UnsupportedSchema(path: here, reason: "keyword not implemented")
            }
        }
    }

    // MARK: Validating an instance

    private func check(_ value: Any, against schema: [String: Any], at path: String, into violations: inout [Violation]) {
        if let reference = schema["$ref"] as? String {
            return check(value, against: prepared.references[reference]!, at: path, into: &violations)
        }
        // Rendered only for a violation: rendering every value visited would serialize the log once per level.
        var shown: String { JSONValue.rendered(value) }
        guard let type = JSONType(of: value) else {
            return violations.append(Violation(path: path, message: "\(shown) is not a JSON value"))
        }
        if let expected = schema["type"] {
            let names = (expected as? [String]) ?? [expected as! String]
            guard names.contains(where: type.matches) else {
                return violations.append(Violation(path: path, message: "\(shown) is \(type.rawValue), not \(names.joined(separator: " or "))"))
            }
        }
        if let allowed = schema["enum"] as? [Any], !allowed.contains(where: { JSONValue.equal($0, value) }) {
            violations.append(Violation(path: path, message: "\(shown) is not one of \(JSONValue.rendered(allowed))"))
        }
        switch type {
        case .object: checkObject(value as! [String: Any], against: schema, at: path, into: &violations)
        case .array: checkArray(value as! [Any], against: schema, at: path, into: &violations)
        case .integer, .number: checkNumber(value as! NSNumber, against: schema, at: path, into: &violations)
        case .string: checkString(value as! String, against: schema, at: path, into: &violations)
        case .boolean, .null: break
        }
    }

    private func checkObject(_ object: [String: Any], against schema: [String: Any], at path: String, into violations: inout [Violation]) {
        for name in schema["required"] as? [String] ?? [] where object[name] == nil {
            violations.append(Violation(path: path, message: "required property \"\(name)\" is missing"))
        }
        let properties = schema["properties"] as? [String: Any] ?? [:]
        let additional = schema["additionalProperties"]
        for (name, member) in object.sorted(by: { $0.key < $1.key }) {
            let memberPath = path + "/" + Self.escaped(name)
            if let subschema = (properties[name] ?? additional) as? [String: Any] {
                check(member, against: subschema, at: memberPath, into: &violations)
            } else if (additional as? NSNumber)?.boolValue == false {
                violations.append(Violation(path: memberPath, message: "property not allowed (additionalProperties is false)"))
            }
        }
    }

    private func checkArray(_ items: [Any], against schema: [String: Any], at path: String, into violations: inout [Violation]) {
        if let minimum = (schema["minItems"] as? NSNumber)?.intValue, items.count < minimum {
            violations.append(Violation(path: path, message: "\(items.count) items, fewer than minItems \(minimum)"))
        }
        if (schema["uniqueItems"] as? NSNumber)?.boolValue == true {
            for later in items.indices {
                if let earlier = items[..<later].firstIndex(where: { JSONValue.equal($0, items[later]) }) {
                    violations.append(Violation(path: path, message: "items \(earlier) and \(later) are equal (uniqueItems)"))
                }
            }
        }
        if let itemSchema = schema["items"] as? [String: Any] {
            for (index, item) in items.enumerated() { check(item, against: itemSchema, at: path + "/\(index)", into: &violations) }
        }
    }

    private func checkNumber(_ number: NSNumber, against schema: [String: Any], at path: String, into violations: inout [Violation]) {
        if let minimum = schema["minimum"] as? NSNumber, number.doubleValue < minimum.doubleValue {
            violations.append(Violation(path: path, message: "\(number) is below minimum \(minimum)"))
        }
        if let maximum = schema["maximum"] as? NSNumber, number.doubleValue > maximum.doubleValue {
            violations.append(Violation(path: path, message: "\(number) is above maximum \(maximum)"))
        }
    }

    private func checkString(_ string: String, against schema: [String: Any], at path: String, into violations: inout [Violation]) {
        // JSON Schema patterns are unanchored: a match anywhere in the string is enough.
        func found(_ expression: NSRegularExpression) -> Bool {
            expression.firstMatch(in: string, range: NSRange(string.startIndex..., in: string)) != nil
        }
        if let pattern = schema["pattern"] as? String, !found(prepared.patterns[pattern]!) {
            violations.append(Violation(path: path, message: "\(JSONValue.rendered(string)) does not match pattern \(pattern)"))
        }
        if let format = schema["format"] as? String, !found(Self.formats[format]!) {
            violations.append(Violation(path: path, message: "\(JSONValue.rendered(string)) is not a valid \(format)"))
        }
    }

    // MARK: JSON pointers

    private static func escaped(_ token: String) -> String {
        token.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
    }

    /// A local reference: "#" and a JSON pointer into this schema.
    private static func resolve(_ reference: String, in root: [String: Any]) -> [String: Any]? {
        guard let pointer = reference.removingPercentEncoding, pointer.hasPrefix("#") else { return nil }
        let tokens = pointer.dropFirst().split(separator: "/", omittingEmptySubsequences: false)
        guard tokens.first == "" else { return nil }
        var node: Any = root
        for token in tokens.dropFirst() {
            let name = token.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
            guard let child = (node as? [String: Any])?[name] else { return nil }
            node = child
        }
        return node as? [String: Any]
    }
}
