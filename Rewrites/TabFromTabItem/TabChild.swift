import ModernizeCore
import SwiftSyntax

/// One child of a `TabView`: `V().tabItem { ITEM }.tag(v)` (the two modifiers in either order,
/// the tag optional), with ITEM a `Label(T, systemImage:/image:)` or a `Text(T)` and an
/// `Image(systemName:)`/`Image(_:)`.
struct TabChild {
    /// The whole child expression.
    let expression: ExprSyntax
    /// The content view: the child without `.tabItem` and `.tag`.
    let content: ExprSyntax
    let tabItem: FunctionCallExprSyntax
    let tag: ExprSyntax?
    /// The tab's title and image arguments, when the item has a shape `Tab` can take.
    let label: TabLabel?

    struct TabLabel {
        /// The title argument as written (`"Home"`, `title`).
        let title: ExprSyntax
        /// `systemImage` or `image`.
        let imageLabel: String
        let image: ExprSyntax
    }

    /// The child's outer modifiers down to the content: nil unless they are exactly `.tabItem`
    /// and an optional `.tag`.
    init?(_ expression: ExprSyntax) {
        var current = expression
        var tabItem: FunctionCallExprSyntax?
        var tag: ExprSyntax?
        while let call = current.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              let base = member.base {
            let name = member.declName.baseName.text
            if name == "tabItem", tabItem == nil, call.trailingClosure != nil || call.arguments.count == 1 {
                tabItem = call
            } else if name == "tag", tag == nil, call.arguments.count == 1, call.arguments.first?.label == nil, call.trailingClosure == nil {
                tag = call.arguments.first!.expression
            } else {
                break
            }
            current = base
        }
        guard let tabItem, current.id != expression.id else { return nil }
        self.expression = expression
        self.content = current
        self.tabItem = tabItem
        self.tag = tag
        self.label = Self.label(of: tabItem)
    }

    /// Whether `expression` applies `.tabItem` anywhere in its own modifier chain.
    static func hasTabItem(_ expression: ExprSyntax) -> Bool {
        var current: ExprSyntax? = expression
        while let call = current?.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            if member.declName.baseName.text == "tabItem" { return true }
            current = member.base
        }
        return false
    }

    private static func label(of tabItem: FunctionCallExprSyntax) -> TabLabel? {
        guard let closure = tabItem.trailingClosure ?? tabItem.arguments.first?.expression.as(ClosureExprSyntax.self),
              closure.signature == nil else { return nil }
        let calls = closure.statements.compactMap { $0.item.as(FunctionCallExprSyntax.self) }
        guard calls.count == closure.statements.count else { return nil }
        if calls.count == 1, let label = calls.first, callee(label) == "Label", label.trailingClosure == nil {
            let arguments = Array(label.arguments)
            guard arguments.count == 2, arguments[0].label == nil,
                  let imageLabel = arguments[1].label?.text, ["systemImage", "image"].contains(imageLabel) else { return nil }
            return TabLabel(title: arguments[0].expression, imageLabel: imageLabel, image: arguments[1].expression)
        }
        guard calls.count == 2, let text = calls.first(where: { callee($0) == "Text" }), let image = calls.first(where: { callee($0) == "Image" }),
              text.arguments.count == 1, text.arguments.first?.label == nil, text.trailingClosure == nil,
              image.arguments.count == 1, image.trailingClosure == nil, let imageArgument = image.arguments.first else { return nil }
        switch imageArgument.label?.text {
        case "systemName": return TabLabel(title: text.arguments.first!.expression, imageLabel: "systemImage", image: imageArgument.expression)
        case nil: return TabLabel(title: text.arguments.first!.expression, imageLabel: "image", image: imageArgument.expression)
        default: return nil
        }
    }

    private static func callee(_ call: FunctionCallExprSyntax) -> String? {
        call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    /// What the tag's type looks like from its text: `Int`, `String`, `.member` (the selection's
    /// type), `Type` for `Type.member`; nil when it cannot be told.
    static func tagKind(_ tag: ExprSyntax) -> String? {
        if tag.is(IntegerLiteralExprSyntax.self) { return "Int" }
        if tag.is(StringLiteralExprSyntax.self) { return "String" }
        if let member = tag.as(MemberAccessExprSyntax.self), member.declName.argumentNames == nil {
            guard let base = member.base else { return "." }
            if let type = base.as(DeclReferenceExprSyntax.self), type.baseName.text.first?.isUppercase == true { return type.baseName.text }
        }
        return nil
    }
}
