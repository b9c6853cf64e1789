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

    /// Assignments `name.property = value` anywhere in `scope` (nested closures excluded).
    init(variable name: String, in scope: some SyntaxProtocol) {
        for sequence in SyntaxSearch.all(ExprListSyntax.self, in: scope, skipping: .closuresAndFunctions) {
            let elements = Array(sequence)
            guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
                  let access = elements[0].as(MemberAccessExprSyntax.self),
                  access.base?.trimmedDescription == name || access.base?.trimmedDescription == "self." + name,
                  Self.properties.contains(access.declName.baseName.text) else { continue }
            values[access.declName.baseName.text] = elements[2]
        }
    }

    /// `CGSize(width: w, height: h)` -> (w, h) as written.
    static func size(_ expression: ExprSyntax?) -> (width: String, height: String)? {
        guard let call = expression?.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription == "CGSize",
              call.arguments.count == 2, call.arguments.first?.label?.text == "width", call.arguments.last?.label?.text == "height"
        else { return nil }
        return (call.arguments.first!.expression.trimmedDescription, call.arguments.last!.expression.trimmedDescription)
    }

    /// `UIEdgeInsets(top: t, left: l, bottom: b, right: r)` -> the four values as written.
    static func insets(_ expression: ExprSyntax?) -> [String: String]? {
        guard let call = expression?.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription == "UIEdgeInsets" else { return nil }
        var values: [String: String] = [:]
        for argument in call.arguments { if let label = argument.label?.text { values[label] = argument.expression.trimmedDescription } }
        return Set(values.keys) == ["top", "left", "bottom", "right"] ? values : nil
    }
}
