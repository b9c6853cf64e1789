import ModernizeCore

/// Rewrites the README blocks that mirror the deprecation table, between
/// `<!-- generated:NAME -->` and `<!-- end:NAME -->` markers.
public enum ReadmeGenerator {
    public static let relativePath = "README.md"

    public enum Problem: Error, CustomStringConvertible {
        case missingBlock(String)
        public var description: String {
            switch self {
            case .missingBlock(let name): "README.md has no <!-- generated:\(name) --> ... <!-- end:\(name) --> block"
            }
        }
    }

    public static func blocks(table: [RuleDescription]) -> [(name: String, body: String)] {
        [
            ("rules-text", "```text\n$ modernize rules\n" + RuleTableRenderer.text(table) + "\n```"),
            ("rules-markdown", RuleTableRenderer.markdown(table)),
        ]
    }

    public static func updated(_ readme: String, table: [RuleDescription]) throws -> String {
        var result = readme
        for (name, body) in blocks(table: table) {
            let start = "<!-- generated:\(name) -->\n"
            let end = "<!-- end:\(name) -->"
            guard let startRange = result.range(of: start),
                  let endRange = result.range(of: end, range: startRange.upperBound..<result.endIndex) else {
                throw Problem.missingBlock(name)
            }
            result.replaceSubrange(startRange.upperBound..<endRange.lowerBound, with: body + "\n")
        }
        return result
    }
}
