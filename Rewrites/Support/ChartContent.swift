import SwiftSyntax

/// Swift Charts' `ChartContent` has modifiers named like SwiftUI's view modifiers
/// (`cornerRadius(_:style:)`) but not their modern replacements (no `clipShape`): a rewrite
/// there does not compile. Where a modifier call may be chart content's, and why.
enum ChartContent {
    /// Swift Charts' marks and plots: a chain starting with one is chart content.
    static let markTypes: Set<String> = [
        "AreaMark", "BarMark", "LineMark", "PointMark", "RectangleMark", "RuleMark", "SectorMark",
        "AreaPlot", "BarPlot", "LinePlot", "PointPlot", "RectanglePlot", "RulePlot", "SectorPlot",
    ]

    enum Evidence {
        /// The modifier's chain starts with this mark: certainly chart content.
        case mark(String)
        /// Written inside a `Chart { }` or a declaration of `ChartContent` type (which may still
        /// hold views, e.g. an `.annotation { }`): not known.
        case inside(Syntax)
    }

    static func evidence(for call: FunctionCallExprSyntax) -> Evidence? {
        if let root = chainRoot(of: call), markTypes.contains(root) { return .mark(root) }
        if let chart = Ancestors.callsTakingClosures(around: call).first(where: { $0.name.text == "Chart" && $0.call.calledExpression.is(DeclReferenceExprSyntax.self) }) {
            return .inside(Syntax(chart.call))
        }
        for ancestor in Ancestors.all(above: call) {
            if let function = ancestor.as(FunctionDeclSyntax.self), mentionsChartContent(function.signature.returnClause?.type) {
                return .inside(ancestor)
            }
            if let binding = ancestor.as(PatternBindingSyntax.self), mentionsChartContent(binding.typeAnnotation?.type) {
                return .inside(ancestor)
            }
            if let group = ancestor.asProtocol(DeclGroupSyntax.self),
               group.inheritanceClause?.inheritedTypes.contains(where: { mentionsChartContent($0.type) }) == true {
                return .inside(ancestor)
            }
        }
        return nil
    }

    /// `BarMark(...).foregroundStyle(...).cornerRadius(2)` -> `BarMark`.
    private static func chainRoot(of call: FunctionCallExprSyntax) -> String? {
        var expression = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
        while let current = expression {
            if let inner = current.as(FunctionCallExprSyntax.self) {
                expression = ExprSyntax(inner.calledExpression)
            } else if let member = current.as(MemberAccessExprSyntax.self) {
                guard let base = member.base else { return nil }
                expression = base
            } else {
                return current.as(DeclReferenceExprSyntax.self)?.baseName.text
            }
        }
        return nil
    }

    private static func mentionsChartContent(_ type: TypeSyntax?) -> Bool {
        type?.tokens(viewMode: .sourceAccurate).contains { $0.hasText("ChartContent") } ?? false
    }
}
