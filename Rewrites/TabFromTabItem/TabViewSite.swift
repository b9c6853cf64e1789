import ModernizeCore
import SwiftSyntax

/// The site for one `TabView { ... }` whose children set `.tabItem`: all children become
/// `Tab`s, or none (a TabView holds either views with tab items or Tabs).
struct TabViewSite {
    let context: RuleContext
    let call: FunctionCallExprSyntax
    let content: ClosureExprSyntax
    /// Where a project type named `Tab` is declared, if any.
    let ownTab: String?

    var selection: ExprSyntax? { call.arguments.first { $0.label?.text == "selection" }?.expression }

    func site() -> Site {
        let anchor = call.calledExpression
        let children = content.statements.map { statement in statement.item.as(ExprSyntax.self).flatMap(TabChild.init) }
        if let ownTab {
            return finding("the project declares its own type `Tab` (\(ownTab)), so `Tab(...)` here would mean that one; write `SwiftUI.Tab` or rename the project's type, then migrate", children)
        }
        for (statement, child) in zip(content.statements, children) where child == nil {
            return finding("`\(Self.firstLine(statement))` (\(context.position(of: statement))) is not a view with `.tabItem { }` and an optional `.tag()` as its last modifiers, and a TabView holds either such views or Tabs, not both; write that child as a Tab by hand", children)
        }
        let tabs = children.compactMap { $0 }
        if let unlabeled = tabs.first(where: { $0.label == nil }) {
            return finding("the tab item at \(context.position(of: unlabeled.tabItem.calledExpression.as(MemberAccessExprSyntax.self)!.declName)) is not a `Label(title, systemImage:)`/`Label(title, image:)` or a `Text` and an `Image`, which is what Tab's title and image take; write its Tab with a label closure (`Tab { content } label: { item }`)", children)
        }
        if selection != nil {
            if let untagged = tabs.first(where: { $0.tag == nil }) {
                return finding("the child at \(context.position(of: untagged.expression)) has no `.tag()` but the TabView has a selection, and each Tab of a selectable TabView needs a value of the selection's type", children)
            }
            let kinds = tabs.map { TabChild.tagKind($0.tag!) }
            if kinds.contains(where: { $0 == nil }) || Set(kinds).count > 1 {
                return finding("the tags (\(tabs.map { "`\($0.tag!.trimmedDescription)`" }.joined(separator: ", "))) are not all literals or cases of one type, and every Tab's value must have the selection's type", children)
            }
        }
        for tab in tabs {
            if let comment = Self.commentOutsideContent(tab) {
                return finding("a comment in the tab item or tag of the child at \(context.position(of: tab.expression)) (`\(comment)`) would be lost; move it, then migrate", children)
            }
            if let badge = Self.badge(in: tab.content) {
                return finding("the content sets `.badge` (\(context.position(of: badge))), which shows on the tab item; inside a Tab it would not: write `.badge` on the Tab (`Tab(...) { ... }.badge(n)`)", children)
            }
            if SyntaxSearch.contains(StringLiteralExprSyntax.self, in: tab.content, where: { $0.openingQuote.tokenKind == .multilineStringQuote }) {
                return finding("the content at \(context.position(of: tab.content)) holds a multi-line string literal, which re-indenting would change", children)
            }
        }
        let edits = tabs.map { tab in
            SourceEdit(range: tab.expression.positionAfterSkippingLeadingTrivia..<tab.expression.endPositionBeforeTrailingTrivia,
                       replacement: tabText(tab, indent: context.indentation(of: tab.expression), newline: context.newline))
        }
        var note = (tabs.count == 1 ? "the child becomes a Tab" : "the \(tabs.count) children become Tabs") + ", so whatever is added to this TabView later must be a Tab too (a TabView holds Tabs or views with .tabItem, not both)"
        if selection == nil, let tagged = tabs.first(where: { $0.tag != nil }) {
            note += "; the `.tag()`s are dropped (e.g. `\(tagged.tag!.trimmedDescription)` at \(context.position(of: tagged.tag!))): this TabView has no selection to read them, and a Tab with a value needs one"
        } else if selection != nil {
            note += "; the `.tag()` values become the Tabs' values, so `\(selection!.trimmedDescription)` keeps selecting the same tabs"
        }
        return .review(at: anchor, edits, because: note)
    }

    /// `Tab(title, systemImage: image, value: tag) {` + the content + `}`.
    private func tabText(_ tab: TabChild, indent: String, newline: String) -> String {
        let label = tab.label!
        var head = "Tab(\(label.title.trimmedDescription), \(label.imageLabel): \(label.image.trimmedDescription)"
        if selection != nil, let tag = tab.tag { head += ", value: \(tag.trimmedDescription)" }
        let body = contentLines(tab, indent: indent + context.indentStyle.unit)
        return ([head + ") {"] + body + [indent + "}"]).joined(separator: newline)
    }

    /// The content's lines at `indent`, keeping their indentation relative to the child's line.
    private func contentLines(_ tab: TabChild, indent: String) -> [String] {
        let original = context.indentation(of: tab.expression)
        let lines = tab.content.trimmedDescription.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
        return lines.enumerated().map { index, line in
            if index == 0 { return indent + line }
            if line.allSatisfy({ $0 == " " || $0 == "\t" }) { return "" }
            return indent + (line.hasPrefix(original) ? line.dropFirst(original.count) : line)
        }
    }

    /// The suggestion: the TabView's children as Tabs, where they can be read.
    private func finding(_ reason: String, _ children: [TabChild?]) -> Site {
        let tabs = children.compactMap { $0 }.map { tab -> String in
            let value = selection != nil ? tab.tag?.trimmedDescription ?? "value" : nil
            let content = contentLines(tab, indent: "        ").joined(separator: "\n").dropFirst(8)
            guard let label = tab.label else {
                let item = (tab.tabItem.trailingClosure ?? tab.tabItem.arguments.first?.expression.as(ClosureExprSyntax.self))
                    .map { Self.firstLine($0.statements) } ?? "// the item"
                return "    Tab\(value.map { "(value: \($0))" } ?? "") {\n        \(content)\n    } label: {\n        \(item)\n    }"
            }
            let head = "\(label.title.trimmedDescription), \(label.imageLabel): \(label.image.trimmedDescription)" + (value.map { ", value: \($0)" } ?? "")
            return "    Tab(\(head)) {\n        \(content)\n    }"
        }
        let head = "TabView" + (selection.map { "(selection: \($0.trimmedDescription))" } ?? "")
        return context.finding(
            at: call.calledExpression, severity: .info,
            "TabView with .tabItem left as is: \(reason)",
            suggestion: ([head + " {"] + tabs + ["}"]).joined(separator: "\n"))
    }

    /// A comment in the child outside its content (in the tab item, the tag or between them).
    private static func commentOutsideContent(_ tab: TabChild) -> String? {
        for token in tab.expression.tokens(viewMode: .sourceAccurate) {
            let inContent = token.position >= tab.content.position && token.endPosition <= tab.content.endPosition
            let trivia = inContent ? (token.id == tab.content.lastToken(viewMode: .sourceAccurate)?.id ? token.trailingTrivia : []) : token.leadingTrivia + token.trailingTrivia
            if let comment = trivia.first(where: \.isComment) {
                var text = ""
                comment.write(to: &text)
                return text
            }
        }
        return nil
    }

    /// A `.badge(...)` in the content's own modifier chain.
    private static func badge(in content: ExprSyntax) -> TokenSyntax? {
        var current: ExprSyntax? = content
        while let call = current?.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            if member.declName.baseName.text == "badge" { return member.declName.baseName }
            current = member.base
        }
        return nil
    }

    static func firstLine(_ node: some SyntaxProtocol) -> String {
        String(node.trimmedDescription.split(separator: "\n").first ?? "")
    }
}
