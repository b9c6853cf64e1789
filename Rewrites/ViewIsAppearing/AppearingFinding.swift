import ModernizeCore
import SwiftSyntax

/// The finding for one method: what it reads where, why that is early, and the would-be
/// viewIsAppearing (or the lines to add to an existing one).
struct AppearingFinding {
    let method: FunctionDeclSyntax
    let owner: ControllerOwner
    let plan: AppearingPlan
    /// The other flagged lifecycle methods of the same class, by their first statement's line.
    let siblings: [(name: String, line: Int)]
    let context: RuleContext

    var site: Site {
        context.finding(at: plan.statements[0], message, suggestion: suggestion)
    }

    private var isViewDidLoad: Bool { method.name.text == "viewDidLoad" }

    var message: String {
        let name = method.name.text
        var reads: [String] = []
        for read in plan.reads {
            let text = "\(read.label) (line \(line(of: read.node)))"
            if !reads.contains(text) { reads.append(text) }
        }
        var parts = ["`\(name)` reads its view's geometry or traits before the view is in a window: \(ProseList.join(reads)); "]
        parts.append(isViewDidLoad
            ? "in viewDidLoad the view still has its storyboard or default size and its traits are not final. "
            : "before the first layout pass viewWillAppear can see a stale size, safe area and traits. ")
        let target = owner.existingAppearing.map { "add \(lineList) after the super call of the existing viewIsAppearing (\($0))" }
            ?? "move \(lineList) to `override func viewIsAppearing(_:)` (iOS 13+ when built with Xcode 15)"
        parts.append(target.prefix(1).uppercased() + target.dropFirst() + ", which runs with the final size, safe area and traits")
        parts.append(isViewDidLoad
            ? "; it runs on every appearance, not once like viewDidLoad: guard setup that must run once (e.g. a flag)"
            : "")
        if !plan.earlierLocals.isEmpty {
            let locals = plan.earlierLocals.map { "`\($0.name)` (line \(line(of: $0.statement)))" }
            parts.append("; they use \(ProseList.join(locals)), declared before them: move \(plan.earlierLocals.count == 1 ? "it" : "them") along or make \(plan.earlierLocals.count == 1 ? "it a property" : "them properties")")
        }
        if !siblings.isEmpty {
            let others = siblings.map { "\($0.name) (line \($0.line))" }
            parts.append("; put them in one viewIsAppearing together with the ones from \(ProseList.join(others))")
        }
        return parts.joined()
    }

    /// "line 12", "lines 12-14 and 17".
    private var lineList: String {
        var ranges: [(Int, Int)] = []
        for statement in plan.statements {
            let first = line(of: statement)
            let last = context.parsed.position(of: statement.endPositionBeforeTrailingTrivia.utf8Offset).line
            if let previous = ranges.last, previous.1 + 1 >= first { ranges[ranges.count - 1].1 = max(previous.1, last) }
            else { ranges.append((first, last)) }
        }
        let texts = ranges.map { $0.0 == $0.1 ? "\($0.0)" : "\($0.0)-\($0.1)" }
        let single = ranges.count == 1 && ranges[0].0 == ranges[0].1
        return (single ? "line " : "lines ") + ProseList.join(texts)
    }

    var suggestion: String {
        let unit = context.indentStyle.unit
        let body = plan.statements.flatMap(rendered)
        if owner.existingAppearing != nil { return body.joined(separator: "\n") }
        let parameter = isViewDidLoad ? "animated" : Self.parameterName(of: method)
        return (["override func viewIsAppearing(_ \(parameter): Bool) {", unit + "super.viewIsAppearing(\(parameter))"]
            + body.map { $0.isEmpty ? $0 : unit + $0 } + ["}"]).joined(separator: "\n")
    }

    /// A statement's lines, without the indentation of its first line.
    private func rendered(_ statement: CodeBlockItemSyntax) -> [String] {
        let indentation = context.indentation(of: statement)
        let lines = (indentation + statement.trimmedDescription).split(separator: "\n", omittingEmptySubsequences: false)
        return lines.map { raw in
            var line = String(raw)
            if line.hasSuffix("\r") { line.removeLast() }
            return line.hasPrefix(indentation) ? String(line.dropFirst(indentation.count)) : line
        }
    }

    private func line(of node: some SyntaxProtocol) -> Int { context.position(of: node).line }

    static func parameterName(of method: FunctionDeclSyntax) -> String {
        guard let parameter = method.signature.parameterClause.parameters.first else { return "animated" }
        let name = (parameter.secondName ?? parameter.firstName).text
        return name == "_" ? "animated" : name
    }
}
