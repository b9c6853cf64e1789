import SwiftSyntax

/// Findings for `// modernize:` comments that silence nothing, as SwiftLint reports invalid
/// disable commands: a misspelled directive (`disable-nextline`) or a rule id the tool does not
/// know (`reconfigure-item`). Without them a typo silently lets the site be rewritten.
public enum SuppressionLint {
    public static let ruleID = "modernize-suppression"

    /// `knownRuleIDs`: every rule a comment may name (nil: rule ids are not checked).
    public static func findings(in parsed: ParsedSource, knownRuleIDs: Set<String>?) -> [Finding] {
        guard FileLimits.mayHoldSuppressionComment(parsed.source.text) else { return [] }
        return parsed.comments().flatMap { comment in
            comment.isLineComment ? check(comment.text, at: comment.offset, in: parsed, knownRuleIDs: knownRuleIDs) : otherForm(comment, in: parsed)
        }
    }

    /// A directive written as a doc comment (`/// modernize:...`) or a block comment
    /// (`/* modernize:... */`, `/** */`): only `//` comments are read, so it silences nothing.
    private static func otherForm(_ comment: SourceComment, in parsed: ParsedSource) -> [Finding] {
        let text = comment.text
        let opening = ["///", "/**", "/*"].first { text.hasPrefix($0) } ?? ""
        var body = text.dropFirst(opening.count)
        if opening != "///", body.hasSuffix("*/") { body = body.dropLast(2) }
        body = body.drop { $0 == " " || $0 == "\t" || $0 == "*" || $0.isNewline }
        guard body.hasPrefix(Suppressions.marker) else { return [] }
        var directive = body.prefix { !$0.isNewline }
        while directive.last == " " || directive.last == "\t" { directive = directive.dropLast() }
        let form = opening == "///" ? "a `///` doc comment" : "a `\(opening) */` block comment"
        return [Finding(
            ruleID: ruleID, path: parsed.source.path, position: parsed.position(of: comment.offset), severity: .warning,
            message: "`\(directive)` in \(form) is not read as a suppression comment (write it as a line comment: `// \(directive)`); it silences nothing")]
    }

    private static func check(_ comment: String, at offset: Int, in parsed: ParsedSource, knownRuleIDs: Set<String>?) -> [Finding] {
        let body = comment.dropFirst(2).drop { $0 == " " || $0 == "\t" }
        let known = ["disable-next-line", "disable", "enable", "disable-file"]
        let position = parsed.position(of: offset)
        func finding(_ message: String) -> Finding {
            Finding(ruleID: ruleID, path: parsed.source.path, position: position, severity: .warning, message: message)
        }
        guard body.hasPrefix(Suppressions.marker) else {
            return lookalike(body, directives: known).map { [finding($0)] } ?? []
        }
        let words = body.dropFirst(Suppressions.marker.count).split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard let command = words.first.map(String.init), known.contains(command) else {
            let written = words.first.map { "'\($0)'" } ?? "nothing"
            let guess = words.first.flatMap { word in known.min { distance($0, String(word)) < distance($1, String(word)) } }
            let hint = guess.map { distance($0, String(words.first!)) <= 3 ? " (did you mean '\($0)'?)" : "" } ?? ""
            return [finding("unknown directive \(written) after `modernize:`\(hint); it silences nothing (directives: \(known.joined(separator: ", ")))")]
        }
        guard let knownRuleIDs, let directive = Suppressions.directive(in: comment, line: position.line) else { return [] }
        return directive.rules.subtracting(knownRuleIDs).subtracting([Suppressions.allRules]).sorted().map {
            finding("unknown rule '\($0)' in `modernize:\(command)`; it silences nothing (see `modernize rules`)")
        }
    }

    /// A comment meant as a directive but not read as one: another case (`MODERNIZE:`), the
    /// British spelling, or no colon (`modernize disable-next-line`), followed by a word close
    /// to a directive. The message, or nil for ordinary prose ("Modernize the view").
    private static func lookalike(_ body: Substring, directives: [String]) -> String? {
        let prefix = body.prefix { $0.isLetter }
        guard ["modernize", "modernise"].contains(prefix.lowercased()) else { return nil }
        let rest = body.dropFirst(prefix.count)
        let word = rest.drop { $0 == ":" || $0 == " " || $0 == "\t" }.prefix { $0.isLetter || $0 == "-" }.lowercased()
        guard let guess = directives.min(by: { distance($0, word) < distance($1, word) }), distance(guess, word) <= 2 else { return nil }
        let written = body.prefix(prefix.count + rest.prefix { $0 == ":" || $0 == " " || $0 == "\t" }.count + word.count)
            .trimmingCharacters(in: .whitespaces)
        return "`\(written)` is not read as a suppression comment (write `modernize:\(guess)`, lowercase, with the colon); it silences nothing"
    }

    /// Edit distance, for "did you mean".
    static func distance(_ a: String, _ b: String) -> Int { NearestName.distance(a, b) }
}
