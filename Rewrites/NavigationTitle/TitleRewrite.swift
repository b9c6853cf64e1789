import ModernizeCore
import SwiftSyntax

/// The edits for one `navigationBarTitle` call, or the finding saying why there are none.
enum TitleRewrite {
    static func site(for call: FunctionCallExprSyntax, context: RuleContext) -> Site {
        let arguments = Array(call.arguments)
        let name = ModifierCalls.name(of: call)
        let rename = SourceEdit(range: name.positionAfterSkippingLeadingTrivia..<name.endPositionBeforeTrailingTrivia, replacement: "navigationTitle")
        guard call.trailingClosure == nil, let title = arguments.first, title.label == nil,
              let rightParen = call.rightParen else {
            return unsupported(call, context)
        }
        switch arguments.count {
        case 1:
            return .safe(at: name, [rename])
        case 2 where arguments[1].label?.text == "displayMode":
            let mode = arguments[1].expression
            // `, displayMode: m` goes; whatever stood before `)` (a line break) stays.
            let removed = title.expression.endPositionBeforeTrailingTrivia..<mode.endPositionBeforeTrailingTrivia
            if InnerComments.between(title.expression, and: mode) {
                return context.finding(
                    at: name,
                    "navigationBarTitle(_:displayMode:) left as is: a comment sits in the `displayMode:` argument and would be lost; move it, then migrate",
                    suggestion: ".navigationTitle(\(title.expression.trimmedDescription)).navigationBarTitleDisplayMode(\(mode.trimmedDescription))")
            }
            let after = rightParen.endPositionBeforeTrailingTrivia
            return .safe(at: name, [
                rename,
                SourceEdit(range: removed, replacement: ""),
                SourceEdit(range: after..<after, replacement: ".navigationBarTitleDisplayMode(\(mode.trimmedDescription))"),
            ])
        default:
            return unsupported(call, context)
        }
    }

    private static func unsupported(_ call: FunctionCallExprSyntax, _ context: RuleContext) -> Site {
        let labels = call.arguments.map { ($0.label?.text ?? "_") + ":" }.joined()
        return context.finding(
            at: ModifierCalls.name(of: call),
            "navigationBarTitle(\(labels)) left as is: only SwiftUI's navigationBarTitle(_:) and navigationBarTitle(_:displayMode:) have a navigationTitle equivalent")
    }
}
