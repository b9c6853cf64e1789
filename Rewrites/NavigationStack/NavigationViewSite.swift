import ModernizeCore
import SwiftSyntax

/// The outcome for one `NavigationView { }` call: a review rewrite to `NavigationStack { }`, or
/// the finding saying what keeps it (several columns, binding-driven links, a comment).
struct NavigationViewSite {
    let context: RuleContext
    let call: FunctionCallExprSyntax
    let name: TokenSyntax

    func site() -> Site {
        guard let content = contentClosure else {
            return context.finding(
                at: name,
                "NavigationView left as is: only `NavigationView { }` and `NavigationView(content: { })` are rewritten",
                suggestion: "NavigationStack {\n    // the content\n}")
        }
        if isAvailabilityFallback {
            return context.finding(
                at: name, severity: .info,
                "NavigationView left as is: it is the fallback of an `if #available` check for older systems; when the deployment target reaches iOS 16, delete the check and keep its NavigationStack branch")
        }
        if let target = context.options.otherPlatformTarget {
            return context.finding(
                at: name, severity: .info,
                "NavigationView left as is: the Xcode project builds this file only for \(target), not for iOS; NavigationStack needs that platform's own 2022 release and its layout differs from iOS; migrate it by hand")
        }
        if let platform = otherPlatformClause {
            return context.finding(
                at: name, severity: .info,
                "NavigationView left as is: it is built only under \(platform), where NavigationStack needs that platform's own 2022 release and the layout differs from iOS; migrate it by hand")
        }
        if let problem = Self.platforms.problem(at: call, options: context.options), !problem.onlyThere {
            return context.finding(
                at: name,
                "NavigationView left as is: this code is also compiled for \(problem.platform) (\(problem.builtBecause)), and NavigationStack \(problem.lacks), so it would not compile there; raise that platform's version, or use NavigationStack under `if #available` for it",
                suggestion: ContainerSuggestion(context).stack(content))
        }
        if let comment = keptOnPurposeComment {
            return context.finding(
                at: name,
                "NavigationView left as is: the comment `\(comment)` says why it was kept; if that no longer holds, use NavigationStack (one column) or NavigationSplitView (columns)",
                suggestion: ContainerSuggestion(context).stack(content))
        }
        let inPreview = PushedViews.isPreview(call)
        if !inPreview, let group = Ancestors.enclosingTypeDeclaration(of: call), let owner = Ancestors.enclosingTypeName(of: call),
           let push = PushedViews.firstPush(of: owner, in: context.index), PushedViews.isInPushedContent(call, owner: group, in: context.tree) {
            return context.finding(
                at: name,
                "NavigationView left as is: `\(owner)` is pushed (\(PushedViews.describe(push))), so this NavigationView, which its body shows, may be nested inside another navigation stack, and a NavigationStack inside a NavigationStack is not supported (a second bar, links that push on the wrong stack); where `\(owner)` is only pushed, remove this container and keep its content; where it is also shown on its own (a sheet, a tab, the root), wrap it there in NavigationStack { }",
                suggestion: contentClosure.map { ContainerSuggestion(context).content($0) })
        }
        let chain = StyleModifier.chain(on: call)
        if chain.conditional {
            return context.finding(
                at: name,
                "NavigationView left as is: its navigationViewStyle is set under `#if`, so its layout depends on the build configuration; pick NavigationStack (stack style) or NavigationSplitView (columns) for each configuration by hand")
        }
        if chain.styles.count > 1 {
            return context.finding(
                at: name,
                "NavigationView left as is: navigationViewStyle is set \(chain.styles.count) times (\(chain.styles.map { "`\($0.argument)`" }.joined(separator: ", "))) and the innermost wins; remove the others, then migrate")
        }
        let style = chain.styles.first
        switch style?.kind {
        case .columns?:
            return context.finding(
                at: name,
                "NavigationView left as is: its style `\(style!.argument)` asks for columns, which NavigationStack does not have; use NavigationSplitView",
                suggestion: ContainerSuggestion(context).splitView(content))
        case .other?:
            return context.finding(
                at: name,
                "NavigationView left as is: its style `\(style!.argument)` is not a literal .stack, .automatic or .columns, so whether it shows columns on iPad is not known here; use NavigationStack for a stack, NavigationSplitView for columns")
        case .stack?, .automatic?, nil:
            break
        }
        if let style, style.holdsComments {
            return context.finding(
                at: name,
                "NavigationView left as is: a comment inside `.navigationViewStyle(...)` would be lost with the modifier; move it, then migrate",
                suggestion: ContainerSuggestion(context).stack(content))
        }
        let owner = Ancestors.enclosingTypeDeclaration(of: call)
        switch ContentChildren.count(content.statements, owner: owner) {
        case .unclear(let what):
            return context.finding(
                at: name,
                "NavigationView left as is: its content holds \(what), so it may be several views, which NavigationView shows as columns on iPad and NavigationStack cannot; use NavigationStack if it is one view, NavigationSplitView for columns",
                suggestion: ContainerSuggestion(context).stack(content))
        case .views(let count) where count > 1:
            return context.finding(
                at: name,
                "NavigationView left as is: it has \(count) child views, which it shows as columns on iPad; NavigationStack has one. Use NavigationSplitView with a sidebar and a detail",
                suggestion: ContainerSuggestion(context).splitView(content))
        case .views:
            break
        }
        if let link = ProgrammaticLinks.first(around: call, in: context.tree) {
            return context.finding(
                at: name,
                "NavigationView left as is: `\(ContentChildren.firstLine(link))` at \(context.position(of: link)) drives navigation with a binding (isActive: / tag:selection:), which a NavigationStack replaces with .navigationDestination(isPresented:) or a navigation path; migrate the links and this container together",
                suggestion: ProgrammaticLinks.suggestion(for: link))
        }
        var because = inPreview ? previewNote(style: style) : note(style: style, content: content)
        if !inPreview, let caveat = indirectPushCaveat { because += "; " + caveat }
        return .review(at: name, edits(content: content, style: style), because: because)
    }

    /// `NavigationView { }`, `NavigationView() { }`, `NavigationView(content: { })`.
    private var contentClosure: ClosureExprSyntax? {
        if let closure = call.trailingClosure {
            return call.arguments.isEmpty && call.additionalTrailingClosures.isEmpty ? closure : nil
        }
        guard call.arguments.count == 1, let argument = call.arguments.first, argument.label?.text == "content" else { return nil }
        return argument.expression.as(ClosureExprSyntax.self)
    }

    private func edits(content: ClosureExprSyntax, style: StyleModifier?) -> [SourceEdit] {
        var edits = [SourceEdit(range: name.positionAfterSkippingLeadingTrivia..<name.endPositionBeforeTrailingTrivia, replacement: "NavigationStack")]
        if let label = call.arguments.first?.label {
            edits.append(SourceEdit(range: label.positionAfterSkippingLeadingTrivia..<label.endPositionBeforeTrailingTrivia, replacement: "root"))
        }
        if let style {
            let range = style.deletion(in: SourceBytes(context))
            edits.append(SourceEdit(range: AbsolutePosition(utf8Offset: range.lowerBound)..<AbsolutePosition(utf8Offset: range.upperBound), replacement: ""))
        }
        return edits
    }

    /// A preview's container changes only what the canvas shows.
    private func previewNote(style: StyleModifier?) -> String {
        let layout = style?.kind == .stack ? "the same one-column stack" : "one full-width stack, without the sidebar column of regular-width previews"
        return "in a preview: the canvas shows \(layout); the app does not change"
    }

    /// What may change at this site: the iPad layout when the style was the default; with an
    /// explicit stack, binding-driven links in views this file does not show.
    /// The rule sees pushes that create the view directly (`NavigationLink { Owner() }`); one
    /// that reaches it through another view or a helper (`NavigationLink { makeOwner() }`) would
    /// nest the new stack in the pushing one. Said where the container is what the body shows.
    private var indirectPushCaveat: String? {
        guard let group = Ancestors.enclosingTypeDeclaration(of: call), let owner = Ancestors.enclosingTypeName(of: call),
              PushedViews.isInPushedContent(call, owner: group, in: context.tree) else { return nil }
        return "no NavigationLink or navigationDestination in the project creates `\(owner)` directly, but if one reaches it through another view or a helper function, this NavigationStack would be nested in that stack, which is not supported (a second bar, links that push on the wrong stack): there, remove the container instead"
    }

    private func note(style: StyleModifier?, content: ClosureExprSyntax) -> String {
        let views = ProgrammaticLinks.otherFileViews(in: content, context: context).prefix(3)
        let others = views.joined(separator: ", ")
        if style?.kind == .stack {
            let unseen = views.isEmpty ? "in a view pushed from another file" : "in \(others), declared in other files and not checked,"
            return "`.navigationViewStyle(\(style!.argument))` removed: the layout stays one stack on iPad too; what can still behave differently is navigation driven by bindings: none in this view's code in this file, but a NavigationLink(isActive:) or (tag:selection:) \(unseen) is deprecated inside a NavigationStack (use .navigationDestination(isPresented:))"
        }
        let given = style.map { " (style `\($0.argument)`)" } ?? ""
        let unchecked = views.isEmpty ? "" : "; \(others) (declared in other files) \(views.count == 1 ? "was" : "were") not checked for NavigationLink(isActive:) or (tag:selection:)"
        return "on iPad, Mac and large iPhones in landscape (regular width; never on Apple Watch) NavigationView\(given) showed this content as a sidebar column beside the pushed views, NavigationStack shows one full-width stack: use NavigationSplitView if the columns matter (nothing changes if a .navigationViewStyle(.stack) on an enclosing view already made it a stack)" + unchecked
    }

    /// The old-system branch of an availability check whose other branch uses NavigationStack
    /// (`if #available { } else { here }`, `guard #available else { here }`, `if #unavailable
    /// { here } else { }`): kept on purpose.
    private var isAvailabilityFallback: Bool {
        func availability(_ conditions: ConditionElementListSyntax) -> TokenSyntax? {
            conditions.lazy.compactMap { $0.condition.as(AvailabilityConditionSyntax.self)?.availabilityKeyword }.first
        }
        func holds(_ branch: (some SyntaxProtocol)?) -> Bool {
            guard let branch else { return false }
            return call.position >= branch.position && call.endPosition <= branch.endPosition
        }
        func usesStack(_ node: (some SyntaxProtocol)?) -> Bool {
            node?.tokens(viewMode: .sourceAccurate).contains { $0.hasText("NavigationStack") } ?? false
        }
        return Ancestors.all(above: call).contains { ancestor in
            if let ifExpression = ancestor.as(IfExprSyntax.self), let keyword = availability(ifExpression.conditions) {
                return keyword.tokenKind == .poundAvailable
                    ? holds(ifExpression.elseBody) && usesStack(ifExpression.body)
                    : holds(ifExpression.body) && usesStack(ifExpression.elseBody)
            }
            if let guardStatement = ancestor.as(GuardStmtSyntax.self), availability(guardStatement.conditions)?.tokenKind == .poundAvailable {
                return holds(guardStatement.body) && usesStack(guardStatement.parent)
            }
            return false
        }
    }

    /// An enclosing `#if` clause built only for other platforms: its condition names another
    /// platform positively (`#if os(macOS)`), or an earlier clause of its `#if` already took iOS
    /// (`#else` after `#if os(iOS)`).
    private var otherPlatformClause: String? {
        for clause in Ancestors.all(above: call).compactMap({ $0.as(IfConfigClauseSyntax.self) }) {
            if let condition = clause.condition?.trimmedDescription, Self.namesOnlyOtherPlatforms(condition) {
                return "`\(clause.poundKeyword.text) \(condition)`"
            }
            guard let clauses = clause.parent?.as(IfConfigClauseListSyntax.self) else { continue }
            let earlier = clauses.prefix { $0.id != clause.id }.compactMap { $0.condition?.trimmedDescription }
            if let iOS = earlier.first(where: Self.includesAllOfIOS) {
                return "the `\(clause.poundKeyword.text)` of `#if \(iOS)`"
            }
        }
        return nil
    }

    /// NavigationStack's releases beside iOS 16.
    static let platforms = PlatformAvailability(requirements: [
        "macOS": .since(IOSVersion(13)), "macCatalyst": .since(IOSVersion(16)), "tvOS": .since(IOSVersion(16)),
        "watchOS": .since(IOSVersion(9)), "visionOS": .since(IOSVersion(1)),
    ])

    private static let otherPlatforms = ["os(macOS)", "os(watchOS)", "os(tvOS)", "os(visionOS)"]

    /// `os(macOS)`, `os(watchOS) || os(tvOS)`: no iOS. `#if !os(watchOS)` includes iOS: only a
    /// positive condition excludes it.
    private static func namesOnlyOtherPlatforms(_ condition: String) -> Bool {
        otherPlatforms.contains { condition.contains($0) } && !condition.contains("os(iOS)") && !condition.contains("!")
    }

    /// `os(iOS)`, `os(iOS) || os(macOS)`: every iOS build takes this clause.
    private static func includesAllOfIOS(_ condition: String) -> Bool {
        condition.contains("os(iOS)") && !condition.contains("!") && !condition.contains("&&")
    }

    /// A comment next to the NavigationView (above it, on its line, after its braces or on its
    /// style) that says why it is still here.
    private var keptOnPurposeComment: String? {
        var trivia: [Trivia] = [name.leadingTrivia, name.trailingTrivia]
        if let statement = Ancestors.nearest(CodeBlockItemSyntax.self, above: call), let first = statement.firstToken(viewMode: .sourceAccurate) {
            trivia.append(first.leadingTrivia)
        }
        if let closure = contentClosure {
            trivia += [closure.leftBrace.trailingTrivia, closure.rightBrace.trailingTrivia]
        }
        for style in StyleModifier.chain(on: call).styles {
            if let last = style.call.lastToken(viewMode: .sourceAccurate) { trivia.append(last.trailingTrivia) }
            if let access = style.call.calledExpression.as(MemberAccessExprSyntax.self) { trivia.append(access.period.leadingTrivia) }
        }
        let comments = trivia.flatMap { $0.pieces }.compactMap(Self.commentText)
        return comments.first { comment in
            let lowered = comment.lowercased()
            return Self.keepWords.contains { lowered.contains($0) }
        }
    }

    private static let keepWords = [
        "navigationstack", "navigation stack", "on purpose", "intentional", "deliberate", "keep", "kept", "still", "legacy", "deprecat",
        "ios 13", "ios 14", "ios 15", "ios13", "ios14", "ios15",
    ]

    private static func commentText(_ piece: TriviaPiece) -> String? {
        switch piece {
        case .lineComment(let text), .blockComment(let text), .docLineComment(let text), .docBlockComment(let text): text
        default: nil
        }
    }
}

/// Code for the findings: the content in a NavigationStack or a NavigationSplitView, each
/// block re-indented from the original lines.
struct ContainerSuggestion {
    let bytes: SourceBytes

    init(_ context: RuleContext) { bytes = SourceBytes(context) }

    /// The content alone, for a view that must lose its container.
    func content(_ content: ClosureExprSyntax) -> String {
        lines(of: content.statements, indent: "")
    }

    /// `NavigationStack { content }`.
    func stack(_ content: ClosureExprSyntax) -> String {
        "NavigationStack {\n" + lines(of: content.statements) + "\n}"
    }

    /// `NavigationSplitView { sidebar } detail: { detail }` (with `content:` for three views).
    func splitView(_ content: ClosureExprSyntax) -> String {
        // Filtered as an array: a filtered syntax collection is detached from the tree.
        let columns = Array(content.statements).filter { !$0.item.is(DeclSyntax.self) }.map { lines(of: $0) }
        switch columns.count {
        case 2:
            return "NavigationSplitView {\n\(columns[0])\n} detail: {\n\(columns[1])\n}"
        case 3:
            return "NavigationSplitView {\n\(columns[0])\n} content: {\n\(columns[1])\n} detail: {\n\(columns[2])\n}"
        default:
            return "NavigationSplitView {\n" + lines(of: content.statements) + "\n} detail: {\n    Text(\"Select an item\")\n}"
        }
    }

    /// The node's whole lines, indented one level.
    private func lines(of node: some SyntaxProtocol, indent: String = "    ") -> String {
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        let lineStart = bytes.lineStart(start)
        let end = node.endPositionBeforeTrailingTrivia.utf8Offset
        // From its line's start when it starts the line, so its first line keeps its indentation.
        let text = bytes.isBlank(lineStart..<start) ? "\n" + bytes.text(lineStart..<end) : bytes.text(start..<end)
        return LineBlock.reindented(text, to: indent).joined(separator: "\n")
    }
}
