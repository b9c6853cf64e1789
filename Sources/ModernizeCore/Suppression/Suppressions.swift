import SwiftSyntax

/// The `// modernize:` comments of one file, answering "is rule R silenced on line L?".
///
/// - `// modernize:disable-next-line RULE[,RULE]`: the line after the comment;
/// - `// modernize:disable RULE` ... `// modernize:enable RULE`: every line in between
///   (an unclosed `disable` runs to the end of the file);
/// - `// modernize:disable-file [RULE,...]`: the whole file.
///
/// `all` (or no rule at all) stands for every rule. Text after the rule list is a free-form reason.
public struct Suppressions: Sendable {
    /// The directive word that precedes every command.
    public static let marker = "modernize:"
    public static let allRules = "all"

    enum Command: String {
        case disableNextLine = "disable-next-line"
        case disable
        case enable
        case disableFile = "disable-file"
    }

    struct Directive {
        let line: Int
        let command: Command
        let rules: Set<String>
    }

    private var fileWide: Set<String> = []
    private var nextLine: [Int: Set<String>] = [:]
    /// `disable`/`enable` directives in line order, replayed to answer a query.
    private var toggles: [Directive] = []

    public var isEmpty: Bool { fileWide.isEmpty && nextLine.isEmpty && toggles.isEmpty }

    /// Reads the directives from the file's line comments (never from string literals).
    public init(_ parsed: ParsedSource) {
        // Most files have none: skip the token walk unless the marker occurs at all.
        guard FileLimits.hasSuppressionMarker(parsed.source.text) else { return }
        for comment in parsed.comments() where comment.isLineComment {
            record(comment, in: parsed)
        }
    }

    private mutating func record(_ comment: SourceComment, in parsed: ParsedSource) {
        guard let directive = Self.directive(in: comment.text, line: parsed.position(of: comment.offset).line) else { return }
        switch directive.command {
        case .disableFile: fileWide.formUnion(directive.rules)
        case .disableNextLine: nextLine[directive.line + 1, default: []].formUnion(directive.rules)
        case .disable, .enable: toggles.append(directive)
        }
    }

    /// Parses `// modernize:COMMAND [RULE[, RULE]...] [reason]`; nil for any other comment.
    static func directive(in comment: String, line: Int) -> Directive? {
        let body = comment.dropFirst(2).drop { $0 == " " || $0 == "\t" }
        guard body.hasPrefix(marker) else { return nil }
        var words = body.dropFirst(marker.count).split(whereSeparator: { $0 == " " || $0 == "\t" })[...]
        guard let first = words.popFirst(), let command = Command(rawValue: String(first)) else { return nil }
        var rules: Set<String> = []
        // The list ends at the first word not continued by a comma: `a, b reason` -> {a, b}.
        while let word = words.popFirst() {
            rules.formUnion(word.split(separator: ",").map(String.init))
            if !word.hasSuffix(",") { break }
        }
        return Directive(line: line, command: command, rules: rules.isEmpty ? [allRules] : rules)
    }

    public func isSuppressed(rule: String, line: Int) -> Bool {
        if fileWide.contains(rule) || fileWide.contains(Self.allRules) { return true }
        if let rules = nextLine[line], rules.contains(rule) || rules.contains(Self.allRules) { return true }
        var allDisabled = false
        var disabled: Set<String> = []
        var reenabled: Set<String> = []  // enabled one by one inside a `disable all` region
        for toggle in toggles where toggle.line <= line {
            for name in toggle.rules {
                switch (toggle.command, name == Self.allRules) {
                case (.disable, true): allDisabled = true; reenabled = []
                case (.disable, false): disabled.insert(name); reenabled.remove(name)
                case (.enable, true): allDisabled = false; disabled = []; reenabled = []
                case (.enable, false): disabled.remove(name); if allDisabled { reenabled.insert(name) }
                default: break
                }
            }
        }
        return disabled.contains(rule) || (allDisabled && !reenabled.contains(rule))
    }
}
