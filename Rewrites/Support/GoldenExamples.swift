import Foundation

/// Finds a rule's golden before/after pair for `modernize explain`. Golden files live in the
/// source checkout (`Golden/<rule-id>/`), located from this file's compile-time path or from
/// `MODERNIZE_GOLDEN_DIR`.
public enum GoldenExamples {
    public static var directory: String? {
        if let override = ProcessInfo.processInfo.environment["MODERNIZE_GOLDEN_DIR"] { return override }
        let checkout = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let golden = checkout.appendingPathComponent("Golden").path
        return FileManager.default.fileExists(atPath: golden) ? golden : nil
    }

    /// The first case (alphabetically) of `ruleID` that has an expected output.
    public static func example(ruleID: String) -> (name: String, before: String, after: String)? {
        guard let directory else { return nil }
        let ruleDirectory = directory + "/" + ruleID
        let names = (try? FileManager.default.contentsOfDirectory(atPath: ruleDirectory)) ?? []
        for input in names.filter({ $0.hasSuffix(".input.swift") }).sorted() {
            let name = String(input.dropLast(".input.swift".count))
            guard let before = try? String(contentsOfFile: ruleDirectory + "/" + input, encoding: .utf8),
                  let after = try? String(contentsOfFile: ruleDirectory + "/" + name + ".expected.swift", encoding: .utf8)
            else { continue }
            return (name, before, after)
        }
        return nil
    }
}
