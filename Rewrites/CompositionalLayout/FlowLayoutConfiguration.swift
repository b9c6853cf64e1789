import ModernizeCore
import SwiftSyntax

/// What code sets on one `UICollectionViewFlowLayout` it creates: `layout.itemSize = ...` and
/// its siblings, as written, from the statements of the scope that creates it.
struct FlowLayoutConfiguration {
    /// Property name -> the assigned expression as written (`CGSize(width: 100, height: 100)`).
    var values: [String: ExprSyntax] = [:]

    static let properties: Set<String> = [
        "itemSize", "estimatedItemSize", "minimumLineSpacing", "minimumInteritemSpacing", "sectionInset", "scrollDirection",
        "headerReferenceSize", "footerReferenceSize", "sectionInsetReference", "sectionHeadersPinToVisibleBounds",
    ]

    /// Property name -> where it is set, when more than once (`minimumInteritemSpacing` in
    /// both branches of an `if`): the suggestion takes the last.
    var repeated: [String: Int] = [:]

    /// Assignments `name.property = value` in `scope`: nested closures and functions excluded for
    /// a local, included for a stored property (`throughout`: configured after creation, anywhere in its type).
    init(variable name: String, in scope: some SyntaxProtocol, throughout: Bool = false) {
        for sequence in SyntaxSearch.all(SequenceExprSyntax.self, in: scope, skipping: throughout ? .none : .closuresAndFunctions) {
            let elements = Array(sequence.elements)
            guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self),
                  let access = elements[0].as(MemberAccessExprSyntax.self),
                  access.base?.trimmedDescription == name || access.base?.trimmedDescription == "self." + name,
                  Self.properties.contains(access.declName.baseName.text) else { continue }
            // `layout.minimumLineSpacing = spacing * 2`: the whole right-hand side, folded.
            guard let assignment = OperatorFolding.folded(ExprSyntax(sequence)).as(InfixOperatorExprSyntax.self),
                  assignment.operator.is(AssignmentExprSyntax.self) else { continue }
            let property = access.declName.baseName.text
            if values[property] != nil { repeated[property, default: 1] += 1 }
            values[property] = assignment.rightOperand
        }
    }

    /// `UICollectionViewFlowLayout.automaticSize` (or `.automaticSize`): self-sizing cells, a
    /// sentinel, not a size to estimate with.
    static func isAutomaticSize(_ expression: ExprSyntax?) -> Bool {
        guard let text = expression?.trimmedDescription else { return false }
        return text == ".automaticSize" || text == "UICollectionViewFlowLayout.automaticSize"
    }

    /// `CGSize(width: w, height: h)` (or `.init(...)`) -> (w, h) as written; any other
    /// expression -> its `.width` and `.height`, so a value the code computes is kept.
    static func size(_ expression: ExprSyntax?) -> (width: String, height: String)? {
        guard let expression else { return nil }
        if let call = expression.as(FunctionCallExprSyntax.self), ["CGSize", ".init", "CGSize.init"].contains(call.calledExpression.trimmedDescription),
           call.arguments.count == 2, call.arguments.first?.label?.text == "width", call.arguments.last?.label?.text == "height" {
            return (call.arguments.first!.expression.trimmedDescription, call.arguments.last!.expression.trimmedDescription)
        }
        if [".zero", "CGSize.zero"].contains(expression.trimmedDescription) { return ("0", "0") }
        let base = member(of: expression)
        return (base + ".width", base + ".height")
    }

    /// `UIEdgeInsets(top: t, left: l, bottom: b, right: r)` -> the four values as written; `.zero`
    /// -> zeros; any other expression -> its `.top`, `.left`, `.bottom` and `.right`.
    static func insets(_ expression: ExprSyntax?) -> [String: String]? {
        guard let expression else { return nil }
        let sides = ["top", "left", "bottom", "right"]
        if [".zero", "UIEdgeInsets.zero"].contains(expression.trimmedDescription) {
            return Dictionary(uniqueKeysWithValues: sides.map { ($0, "0") })
        }
        if let call = expression.as(FunctionCallExprSyntax.self), ["UIEdgeInsets", ".init", "UIEdgeInsets.init"].contains(call.calledExpression.trimmedDescription) {
            var values: [String: String] = [:]
            for argument in call.arguments { if let label = argument.label?.text { values[label] = argument.expression.trimmedDescription } }
            return Set(values.keys) == Set(sides) ? values : nil
        }
        let base = member(of: expression)
        return Dictionary(uniqueKeysWithValues: sides.map { ($0, base + "." + $0) })
    }

    /// The expression as a member's base: parenthesized unless it is a name or a member chain.
    private static func member(of expression: ExprSyntax) -> String {
        let text = expression.trimmedDescription
        let simple = expression.is(DeclReferenceExprSyntax.self) || expression.is(MemberAccessExprSyntax.self)
            || (expression.is(FunctionCallExprSyntax.self) && !text.contains("\n"))
        return simple ? text : "(" + text + ")"
    }
}
