import ModernizeCore
import SwiftSyntax

/// The site for one `UIGraphicsBeginImageContext(WithOptions)` call: the begin, the drawing,
/// the image taken and the end, all statements of one code block, become one
/// `UIGraphicsImageRenderer(size:format:).image { _ in ... }`.
struct ImageContextSite {
    let context: RuleContext
    let begin: FunctionCallExprSyntax
    let beginName: String

    /// Format names earlier sites of the same function already declare.
    let takenNames: Set<String>

    /// What the site consumed, so the rule does not report those calls again.
    private(set) var consumed: [FunctionCallExprSyntax] = []
    /// The format name this site's rewrite declares.
    private(set) var declaredName: String?

    init(context: RuleContext, begin: FunctionCallExprSyntax, beginName: String, takenNames: Set<String>) {
        self.context = context
        self.begin = begin
        self.beginName = beginName
        self.takenNames = takenNames
    }

    mutating func site() -> Site {
        guard let statement = begin.parent?.as(CodeBlockItemSyntax.self), let list = statement.parent?.as(CodeBlockItemListSyntax.self) else {
            return refuse("the call is not a statement of its own (it is part of a larger expression), so where its context ends cannot be told")
        }
        let statements = Array(list)
        let start = statements.firstIndex { $0.id == statement.id }!
        let rest = statements[(start + 1)...]
        guard let getIndex = rest.firstIndex(where: { !ImageContextCalls.calls(in: $0).filter { ImageContextCalls.name(of: $0) == ImageContextCalls.getImage }.isEmpty }) else {
            return refuse("no UIGraphicsGetImageFromCurrentImageContext() follows in the same block: the context is read or ended elsewhere (it escapes this scope), so the drawing cannot be moved into a renderer closure here")
        }
        consumed += ImageContextCalls.calls(in: statements[getIndex]).filter { ImageContextCalls.name(of: $0) == ImageContextCalls.getImage }
        guard let binding = ImageBinding(statements[getIndex]) else {
            return refuse("the image is taken in `\(Self.firstLine(statements[getIndex]))` (\(context.position(of: statements[getIndex]))), not as `let image = UIGraphicsGetImageFromCurrentImageContext()`, `target = ...` or `return ...`, so its uses would change")
        }
        let deferIndex = rest[..<getIndex].firstIndex(where: ImageContextCalls.isDeferredEnd)
        var endIndex: Int?
        if deferIndex == nil {
            guard getIndex + 1 < statements.count, ImageContextCalls.call(named: ImageContextCalls.end, statement: statements[getIndex + 1]) != nil else {
                return refuse("UIGraphicsEndImageContext() does not directly follow the image (\(context.position(of: statements[getIndex]))) in this block (it is elsewhere, conditional or missing), so where the context ends cannot be kept")
            }
            endIndex = getIndex + 1
        }
        if let endIndex { consumed.append(ImageContextCalls.call(named: ImageContextCalls.end, statement: statements[endIndex])!) }
        if let deferIndex, let only = statements[deferIndex].item.as(DeferStmtSyntax.self)?.body.statements.first {
            consumed.append(ImageContextCalls.call(named: ImageContextCalls.end, statement: only)!)
        }
        if binding.prefix == "return " && deferIndex == nil {
            return refuse("the image is returned before UIGraphicsEndImageContext() runs")
        }
        let drawing = ((start + 1)..<getIndex).filter { $0 != deferIndex }.map { statements[$0] }
        if let problem = drawingProblem(drawing, after: Array(statements[getIndex...])) { return refuse(problem) }
        // The begin's leading comments stay outside the edit and the image's go above the renderer.
        let involved = [statement, statements[getIndex]] + (endIndex.map { [statements[$0]] } ?? []) + (deferIndex.map { [statements[$0]] } ?? [])
        if let commented = involved.first(where: { Self.hasComment($0, leading: $0.id != statement.id && $0.id != statements[getIndex].id) }) {
            return refuse("a comment on `\(Self.firstLine(commented))` (\(context.position(of: commented))) would be lost; move it, then migrate")
        }
        guard let format = RendererFormat(begin: begin, name: beginName) else {
            return refuse("its arguments are not `(size)` or `(size, opaque, scale)`")
        }
        let formatName = Self.freeName(["format", "rendererFormat", "imageFormat"], near: statement, taken: takenNames)
        guard let formatName else { return refuse("the names `format`, `rendererFormat` and `imageFormat` are all taken in this scope") }
        if let problem = Self.platforms.problem(at: begin, options: context.options) {
            if problem.onlyThere {
                return context.finding(
                    at: begin.calledExpression, severity: .info,
                    "\(beginName) left as is: this code is compiled only for \(problem.platform) (\(problem.builtBecause)), and UIGraphicsImageRenderer \(problem.lacks): the image context functions are the API to use there")
            }
            let size = begin.arguments.first?.expression.trimmedDescription ?? "size"
            return context.finding(
                at: begin.calledExpression,
                "\(beginName) left as is: this code is also compiled for \(problem.platform) (\(problem.builtBecause)), and UIGraphicsImageRenderer \(problem.lacks); keep the image context for \(problem.platform) and use the renderer for the others under `#if`",
                suggestion: "#if os(\(problem.platform))\n// the image context code as it is\n#else\nlet image = UIGraphicsImageRenderer(size: \(size)).image { context in\n    // the drawing, with context.cgContext for UIGraphicsGetCurrentContext()\n}\n#endif")
        }
        declaredName = formatName
        return rewrite(statement: statement, binding: binding, drawing: drawing, last: statements[endIndex ?? getIndex], deferStatement: deferIndex.map { statements[$0] }, format: format, formatName: formatName)
    }

    private func rewrite(
        statement: CodeBlockItemSyntax, binding: ImageBinding, drawing: [CodeBlockItemSyntax], last: CodeBlockItemSyntax,
        deferStatement: CodeBlockItemSyntax?, format: RendererFormat, formatName: String
    ) -> Site {
        let indent = context.indentation(of: statement)
        let unit = context.indentStyle.unit
        // The drawing's text as written (comments included), without the deferred end.
        var bodyText = ""
        for item in drawing {
            bodyText += item.description
        }
        let body = LineBlock.reindented(bodyText, to: indent + unit)
        let imageComments = TriviaLines.comments(in: binding.statement.leadingTrivia).map { indent + $0 }
        let lines = format.lines(named: formatName).map { indent + $0 } + imageComments
            + [indent + binding.prefix + "UIGraphicsImageRenderer(size: \(format.size.trimmedDescription), format: \(formatName)).image { _ in"]
            + body + [indent + "}"]
        let range = statement.positionAfterSkippingLeadingTrivia..<last.endPositionBeforeTrailingTrivia
        let edit = SourceEdit(range: range, replacement: lines.joined(separator: context.newline).dropFirst(indent.count).description)
        var notes = format.notes
        if binding.wasOptional { notes.append("the image is never nil now (it was when the context could not be made)") }
        notes.append("`preferredRange = .standard` keeps the context's 8-bit sRGB; without it the renderer may draw in extended range on wide-color screens")
        return .review(at: begin.calledExpression, [edit], because: notes.joined(separator: "; "))
    }

    /// Why the drawing statements cannot move into a closure, if they cannot.
    private func drawingProblem(_ drawing: [CodeBlockItemSyntax], after: [CodeBlockItemSyntax]) -> String? {
        for item in drawing {
            if let exit = SyntaxSearch.first(Syntax.self, in: item, skipping: .closuresAndFunctions, where: {
                $0.is(ReturnStmtSyntax.self) || $0.is(ThrowStmtSyntax.self) || $0.is(BreakStmtSyntax.self) || $0.is(ContinueStmtSyntax.self)
            }) {
                return "`\(Self.firstLine(exit))` (\(context.position(of: exit))) leaves the function between the begin and the end, and the renderer's closure cannot return from it: restructure the early exit, then migrate"
            }
            if let tryExpression = SyntaxSearch.first(TryExprSyntax.self, in: item, skipping: .closuresAndFunctions, where: { $0.questionOrExclamationMark == nil }) {
                return "`\(Self.firstLine(tryExpression))` (\(context.position(of: tryExpression))) throws, and the renderer's closure does not"
            }
            if let awaitExpression = SyntaxSearch.first(AwaitExprSyntax.self, in: item, skipping: .closuresAndFunctions) {
                return "`\(Self.firstLine(awaitExpression))` (\(context.position(of: awaitExpression))) suspends, and the renderer's closure is synchronous"
            }
            if let nested = ImageContextCalls.calls(in: item).first {
                return "`\(Self.firstLine(nested))` (\(context.position(of: nested))) is another image-context call inside the drawing"
            }
        }
        let declared = Set(drawing.flatMap(Self.declaredNames))
        for item in after {
            if let use = SyntaxSearch.first(DeclReferenceExprSyntax.self, in: item, where: { declared.contains($0.baseName.text) }) {
                return "`\(use.baseName.text)`, declared in the drawing code, is used after the image is taken (\(context.position(of: use))), and would be inside the renderer's closure"
            }
        }
        return nil
    }

    private static func declaredNames(_ item: CodeBlockItemSyntax) -> [String] {
        guard let variable = item.item.as(VariableDeclSyntax.self) else {
            if let function = item.item.as(FunctionDeclSyntax.self) { return [function.name.text] }
            return []
        }
        return variable.bindings.flatMap { SyntaxSearch.all(IdentifierPatternSyntax.self, in: $0.pattern).map(\.identifier.text) }
    }

    /// The first of `candidates` no identifier in the enclosing function mentions and no
    /// earlier rewrite in it declares.
    static func freeName(_ candidates: [String], near node: some SyntaxProtocol, taken: Set<String> = []) -> String? {
        let scope = scope(of: node)
        let used = Set((scope ?? Syntax(node)).tokens(viewMode: .sourceAccurate).map(\.text))
        return candidates.first { !used.contains($0) && !taken.contains($0) }
    }

    /// The function, accessor, closure or file whose body holds `node`.
    static func scope(of node: some SyntaxProtocol) -> Syntax? {
        Ancestors.nearest(above: node) { $0.is(FunctionDeclSyntax.self) || $0.is(InitializerDeclSyntax.self) || $0.is(AccessorDeclSyntax.self) || $0.is(SourceFileSyntax.self) || $0.is(ClosureExprSyntax.self) }
    }

    private static func hasComment(_ item: CodeBlockItemSyntax, leading: Bool) -> Bool {
        item.tokens(viewMode: .sourceAccurate).enumerated().contains { index, token in
            (index > 0 || leading ? token.leadingTrivia : []).contains(where: \.isComment) || token.trailingTrivia.contains(where: \.isComment)
        }
    }

    /// UIGraphicsImageRenderer is iOS / tvOS / visionOS only; the image context functions are on watchOS too.
    static let platforms = PlatformAvailability(requirements: ["watchOS": .unavailable])

    private func refuse(_ reason: String) -> Site {
        context.finding(
            at: begin.calledExpression,
            "\(beginName) left as is: \(reason)",
            suggestion: "let renderer = UIGraphicsImageRenderer(size: \(begin.arguments.first?.expression.trimmedDescription ?? "size"))\nlet image = renderer.image { context in\n    // the drawing, with context.cgContext for UIGraphicsGetCurrentContext()\n}")
    }

    static func firstLine(_ node: some SyntaxProtocol) -> String {
        String(node.trimmedDescription.split(separator: "\n").first ?? "")
    }
}
