import Foundation
import TestSupport
import Testing

/// The SARIF the tool writes conforms to the SARIF 2.1.0 JSON schema, checked against the
/// vendored schema so CI needs nothing installed.
@Suite struct SARIFSchemaTests {
    static let schemaURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/SARIF/sarif-schema-2.1.0.json")

    /// A project giving every kind of SARIF content the tool writes: safe rewrites and a nested
    /// one (no fix), a review rewrite (a fix with `--include-review`, a finding with its
    /// suggestion without), a warning for a misspelled suppression, %-encoded URIs, a file that
    /// does not parse (a `parse-error` result, a rule the driver does not list) and a skipped
    /// binary file (a notification with a location). Internal rule errors and `apply`'s
    /// ownership warnings are notifications of the same shape that a test cannot provoke
    /// portably (they need a rule bug, a failed chown).
    static func project() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try directory.write("Inbox.swift", SafetyTierTests.mixed.replacingOccurrences(
            of: "        snapshot.reloadItems(ids)",
            with: "        // modernize:disable-nextline reconfigure-items\n        snapshot.reloadItems(ids)"))
        try directory.write("Header.swift", """
            import UIKit

            final class HeaderView: UIView {
                private let avatarView = UIImageView()

                func setUpConstraints() {
                    NSLayoutConstraint(item: avatarView, attribute: .leading, relatedBy: .equal, toItem: self, attribute: .leading, multiplier: 1, constant: 16).isActive = true
                    NSLayoutConstraint(item: avatarView, attribute: .top, relatedBy: .equal, toItem: self, attribute: .top, multiplier: 1, constant: 8).isActive = true
                }
            }

            """)
        try directory.write("Café List.swift", Fixtures.legacy)
        try directory.write("Broken.swift", BadInputTests.broken)
        try directory.write("Binary.swift", bytes: [0x61, 0, 0x62])
        return directory
    }

    static func validator() throws -> JSONSchemaValidator {
        try JSONSchemaValidator(schemaAt: schemaURL)
    }

    static func parsed(_ text: String) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(text.utf8), options: .fragmentsAllowed)
    }

    /// `diff --format sarif` over `project()` plus a missing path (a notification without a location).
    static func diffLog(includeReview: Bool) throws -> [String: Any] {
        let directory = try project()
        let review = includeReview ? ["--include-review"] : []
        let result = try ModernizeBinary.run(
            ["diff", "--format", "sarif"] + review + ["--min-ios", "17", ".", "Missing.swift"], in: directory.path, review: false)
        #expect(result.status == 2, "the binary file and the missing path fail the run: \(result.stderr)")
        return try #require(parsed(result.stdout) as? [String: Any])
    }

    @Test(arguments: [false, true])
    func diffSARIFConformsToTheSchema(includeReview: Bool) throws {
        let log = try Self.diffLog(includeReview: includeReview)
        let results = try #require(JSONPointer.value(in: log, at: "/runs/0/results") as? [[String: Any]])
        let texts = results.compactMap { ($0["message"] as? [String: Any])?["text"] as? String }
        // The content this test is meant to cover is really there.
        #expect(results.contains { $0["fixes"] != nil && $0["level"] as? String == "warning" && JSONPointer.value(in: $0, at: "/properties/tier") as? String == "safe" }, "a safe rewrite pending")
        #expect(texts.contains { $0.contains("(nested rewrite;") }, "a nested rewrite")
        #expect(results.contains { $0["ruleId"] as? String == "modernize-suppression" && $0["level"] as? String == "warning" })
        #expect(results.contains { $0["ruleId"] as? String == "parse-error" && $0["level"] as? String == "error" && $0["ruleIndex"] == nil })
        let review = results.first { $0["ruleId"] as? String == "reconfigure-items" && $0["level"] as? String == "warning" }
        #expect((review?["fixes"] != nil) == includeReview, "a review rewrite is a fix only when included")
        #expect(includeReview || texts.contains { $0.contains("\nSuggested:\n") }, "a held-back review rewrite carries its suggestion")
        let uris = results.compactMap { JSONPointer.value(in: $0, at: "/locations/0/physicalLocation/artifactLocation/uri") as? String }
        #expect(uris.contains("Caf%C3%A9%20List.swift"))
        let notifications = try #require(JSONPointer.value(in: log, at: "/runs/0/invocations/0/toolExecutionNotifications") as? [[String: Any]])
        #expect(notifications.contains { $0["locations"] == nil } && notifications.contains { $0["locations"] != nil })

        let violations = try Self.validator().validate(log)
        #expect(violations.isEmpty, "\(violations.map(\.description).joined(separator: "\n"))")
    }

    @Test func batchSARIFConformsToTheSchema() throws {
        let directory = try TemporaryDirectory()
        let project = try Self.project()
        let result = try ModernizeBinary.run(["batch", project.path, "--out", directory.path + "/out", "--format", "sarif", "--quiet"], in: directory.path)
        #expect(result.status == 0, "\(result.stderr)")
        let name = URL(fileURLWithPath: project.path).lastPathComponent
        let log = try Self.parsed(directory.readText("out/\(name).sarif"))
        let notifications = try #require(JSONPointer.value(in: log, at: "/runs/0/invocations/0/toolExecutionNotifications") as? [[String: Any]])
        #expect(!notifications.isEmpty, "the skipped file is reported")

        let violations = try Self.validator().validate(log)
        #expect(violations.isEmpty, "\(violations.map(\.description).joined(separator: "\n"))")
    }

    /// The validator catches each break at the value that is wrong: proof the tests above can fail.
    @Test func brokenLogsFailAtTheBrokenValue() throws {
        let log = try Self.diffLog(includeReview: true)
        let validator = try Self.validator()
        #expect(validator.validate(log).isEmpty)
        let last = try #require(JSONPointer.value(in: log, at: "/runs/0/results") as? [Any]).count - 1
        let result = "/runs/0/results/\(last)"
        let zero = try Self.parsed("0")
        let cases: [(pointer: String, value: Any?, violation: String)] = [
            ("/version", nil, #"(root): required property "version" is missing"#),
            ("/unexpected", "x", "/unexpected: property not allowed (additionalProperties is false)"),
            (result + "/locations/0/physicalLocation/region/startLine", zero,
             result + "/locations/0/physicalLocation/region/startLine: 0 is below minimum 1"),
            (result + "/level", "fatal", result + #"/level: "fatal" is not one of ["none","note","warning","error"]"#),
        ]
        for (pointer, value, expected) in cases {
            let broken = try JSONPointer.editing(log, at: pointer, to: value)
            #expect(validator.validate(broken).map(\.description) == [expected], "\(pointer)")
        }
    }
}
