import Foundation
import Testing

/// The validator itself: JSON typing from `JSONSerialization`, each keyword, and refusal of
/// schemas it does not understand.
@Suite struct JSONSchemaValidatorTests {
    func violations(of instance: String, against schema: String) throws -> [String] {
        try JSONSchemaValidator(schema: SARIFSchemaTests.parsed(schema))
            .validate(SARIFSchemaTests.parsed(instance)).map(\.description)
    }

    static let typedTexts: [(text: String, type: JSONType)] = [
        ("true", .boolean), ("false", .boolean), ("0", .integer), ("1", .integer), ("-1", .integer),
        ("9223372036854775807", .integer), ("1.5", .number), ("1.0", .number), ("1e2", .number),
        (#""1""#, .string), ("null", .null), ("[]", .array), ("{}", .object),
    ]

    @Test(arguments: typedTexts)
    func jsonTypesComeFromTheParsedText(text: String, type: JSONType) throws {
        #expect(JSONType(of: try SARIFSchemaTests.parsed(text)) == type)
    }

    @Test func integerNumberAndBooleanAreTold() throws {
        #expect(try violations(of: "[1, -1, 0]", against: #"{"items": {"type": "integer"}}"#).isEmpty)
        #expect(try violations(of: "[1.5, true, false, \"1\"]", against: #"{"items": {"type": "integer"}}"#) == [
            "/0: 1.5 is number, not integer", "/1: true is boolean, not integer",
            "/2: false is boolean, not integer", #"/3: "1" is string, not integer"#,
        ])
        #expect(try violations(of: "[1, 1.5, true]", against: #"{"items": {"type": "number"}}"#) == ["/2: true is boolean, not number"])
        #expect(try violations(of: "[true, 0, 1]", against: #"{"items": {"type": "boolean"}}"#) == [
            "/1: 0 is integer, not boolean", "/2: 1 is integer, not boolean",
        ])
        #expect(try violations(of: #"["a", null, 2]"#, against: #"{"items": {"type": ["string", "null"]}}"#) == ["/2: 2 is integer, not string or null"])
    }

    @Test func enumAndUniqueItemsUseJSONEquality() throws {
        #expect(try violations(of: "[1, 1.0, true]", against: #"{"items": {"enum": [1]}}"#) == [#"/2: true is not one of [1]"#])
        #expect(try violations(of: "[0, false, {\"a\": [1]}, {\"a\": [1.0]}]", against: #"{"uniqueItems": true}"#) == [
            "(root): items 2 and 3 are equal (uniqueItems)",
        ])
    }

    @Test func objectsFollowRefsAndAdditionalProperties() throws {
        let schema = #"""
            {"$ref": "#/definitions/node", "definitions": {"node": {
                "type": "object", "required": ["id"], "additionalProperties": false,
                "properties": {"id": {"type": "integer", "minimum": 1, "maximum": 9},
                               "tags": {"type": "object", "additionalProperties": {"type": "string"}},
                               "children": {"type": "array", "minItems": 1, "items": {"$ref": "#/definitions/node"}}}}}}
            """#
        #expect(try violations(of: #"{"id": 1, "tags": {"a": "b"}, "children": [{"id": 2}]}"#, against: schema).isEmpty)
        #expect(try violations(of: #"{"id": 10, "tags": {"a/b": 1}, "children": [{"id": 0, "x~": 1}, {}], "z": 1}"#, against: schema) == [
            "/children/0/id: 0 is below minimum 1",
            "/children/0/x~0: property not allowed (additionalProperties is false)",
            #"/children/1: required property "id" is missing"#,
            "/id: 10 is above maximum 9",
            "/tags/a~1b: 1 is integer, not string",
            "/z: property not allowed (additionalProperties is false)",
        ])
        #expect(try violations(of: #"{"id": 1, "children": []}"#, against: schema) == ["/children: 0 items, fewer than minItems 1"])
    }

    @Test func patternsMatchAnywhereAndFormatsAreChecked() throws {
        #expect(try violations(of: #"["a1b", "ab"]"#, against: #"{"items": {"pattern": "[0-9]"}}"#) == [#"/1: "ab" does not match pattern [0-9]"#])
        #expect(try violations(of: #"["ab", "ba"]"#, against: #"{"items": {"pattern": "^a"}}"#) == [#"/1: "ba" does not match pattern ^a"#])
        #expect(try violations(of: #"["file:///tmp/a%20b/", "Sources/A.swift", "https://x y"]"#, against: #"{"items": {"format": "uri"}}"#) == [
            #"/1: "Sources/A.swift" is not a valid uri"#, #"/2: "https://x y" is not a valid uri"#,
        ])
        #expect(try violations(of: #"["Caf%C3%A9%20List.swift", "a b", "100%"]"#, against: #"{"items": {"format": "uri-reference"}}"#) == [
            #"/1: "a b" is not a valid uri-reference"#, #"/2: "100%" is not a valid uri-reference"#,
        ])
        #expect(try violations(of: #"["2024-01-02T03:04:05.123Z", "2024-01-02T03:04:05+01:00", "2024-01-02"]"#, against: #"{"items": {"format": "date-time"}}"#) == [
            #"/2: "2024-01-02" is not a valid date-time"#,
        ])
    }

    static let unsupportedSchemas: [(schema: String, error: String)] = [
        (#"{"properties": {"a": {"exclusiveMinimum": true}}}"#, "schema /properties/a/exclusiveMinimum: keyword not implemented"),
        (#"{"anyOf": [{"type": "string"}]}"#, "schema /anyOf: keyword not implemented"),
        (#"{"items": [{"type": "string"}]}"#, "schema /items: a schema must be an object"),
        (#"{"format": "email"}"#, "schema /format: format not implemented"),
        (#"{"type": "text"}"#, "schema /type: unknown type"),
        (##"{"$ref": "#/definitions/missing"}"##, "schema /$ref: not a local reference to a schema"),
        (##"{"$ref": "other.json#/a"}"##, "schema /$ref: not a local reference to a schema"),
        (##"{"definitions": {"a": {}}, "$ref": "#/definitions/a", "minItems": 1}"##, #"schema /$ref: keywords beside $ref: ["minItems"]"#),
    ]

    @Test(arguments: unsupportedSchemas)
    func schemasWithUnimplementedKeywordsAreRefused(schema: String, error: String) throws {
        let thrown = #expect(throws: JSONSchemaValidator.UnsupportedSchema.self) {
            try JSONSchemaValidator(schema: SARIFSchemaTests.parsed(schema))
        }
        #expect(thrown?.description == error)
    }

    @Test func annotationsAloneAreAccepted() throws {
        let schema = #"{"$schema": "http://json-schema.org/draft-04/schema#", "id": "x", "title": "t", "description": "d", "default": 1}"#
        #expect(try violations(of: #"{"anything": [1, true]}"#, against: schema).isEmpty)
    }
}
