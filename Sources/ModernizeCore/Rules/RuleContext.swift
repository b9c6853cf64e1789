import SwiftSyntax

/// Everything a rule sees of one file, plus helpers to build sites.
public struct RuleContext {
    public let parsed: ParsedSource
    public let options: RuleOptions
    public let ruleID: String
    /// Cross-file facts about the project this file belongs to.
    public let index: ProjectIndex
    /// The file's indentation and line break, detected when a rule first asks.
    let conventions: TextConventions

    /// The file's indentation unit (tab or N spaces).
    public var indentStyle: IndentationStyle { conventions.indentation }

    /// The file's line break ("\n" or "\r\n"); inserted lines must use it.
    public var newline: String { conventions.lineBreak.rawValue }

    public init(
        parsed: ParsedSource, options: RuleOptions, ruleID: String, index: ProjectIndex = .empty,
        indentStyle: IndentationStyle? = nil, lineEnding: LineEnding? = nil
    ) {
        self.init(
            parsed: parsed, options: options, ruleID: ruleID, index: index,
            conventions: TextConventions(parsed.source.text, indentStyle: indentStyle, lineEnding: lineEnding))
    }

    /// A context whose file shares `conventions` with other rule runs on it.
    init(parsed: ParsedSource, options: RuleOptions, ruleID: String, index: ProjectIndex, conventions: TextConventions) {
        self.parsed = parsed
        self.options = options
        self.ruleID = ruleID
        self.index = index
        self.conventions = conventions
    }

    /// Types of expressions in this file, from its syntax, the project index and the SDK facts.
    public var types: ExpressionTypeResolver { ExpressionTypeResolver(index: index) }

    public var tree: SourceFileSyntax { parsed.tree }
    public var path: String { parsed.source.path }
    public var text: String { parsed.source.text }

    /// 1-based line:column of a node's first non-trivia character.
    public func position(of node: some SyntaxProtocol) -> SourcePosition {
        parsed.position(of: node.positionAfterSkippingLeadingTrivia.utf8Offset)
    }

    /// The indentation of the line on which `node` starts (its first non-trivia character).
    public func indentation(of node: some SyntaxProtocol) -> String {
        parsed.lines.indentation(ofLineContaining: node.positionAfterSkippingLeadingTrivia.utf8Offset)
    }

    /// A finding site: no edit, a message saying what blocks and what to do.
    public func finding(
        at node: some SyntaxProtocol, severity: Severity = .warning, _ message: String, suggestion: String? = nil
    ) -> Site {
        Site.finding(at: node, severity: severity, message, suggestion: suggestion)
    }
}
