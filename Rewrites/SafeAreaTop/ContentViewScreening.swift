import ModernizeCore
import SwiftSyntax

/// Which views pinned to a view controller's root view are content (to move into the safe
/// area) and which legitimately cover the whole root view.
struct ContentViewScreening {
    let pins: [AnchorPin]
    let types: LayoutItemTypes

    /// `view` or `self.view` where `view` is the controller's property, not a local or parameter.
    static func isRootView(_ expression: ExprSyntax) -> Bool {
        var expression = expression
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { expression = forced.expression }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.text == "view" && Scopes.declarations(of: "view", at: reference).isEmpty
        }
        guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "view" else { return false }
        return member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    }

    func isContentView(_ item: ExprSyntax, owner: String) -> Bool {
        let key = AnchorPin.key(item)
        guard key != "view", !Self.isNamedLikeBackground(key), !isChildControllerView(item), !isScrollView(item) else { return false }
        return !isFullBleed(key, owner: owner)
    }

    static func isNamedLikeBackground(_ key: String) -> Bool {
        let name = (key.split(separator: ".").last.map(String.init) ?? key).lowercased()
        return ["background", "backdrop"].contains { name.contains($0) }
    }

    /// `child.view`, or a local bound to one (`let childView = child.view!`).
    private func isChildControllerView(_ item: ExprSyntax) -> Bool {
        if Self.isViewOfOtherObject(item) { return true }
        guard let reference = ConstraintExpressions.unwrapped(item).as(DeclReferenceExprSyntax.self),
              let declaration = Scopes.declarations(of: reference.baseName.text, at: reference).first else { return false }
        let value = declaration.parent?.as(PatternBindingSyntax.self)?.initializer?.value
            ?? declaration.parent?.as(OptionalBindingConditionSyntax.self)?.initializer?.value
        return value.map(Self.isViewOfOtherObject) ?? false
    }

    private static func isViewOfOtherObject(_ expression: ExprSyntax) -> Bool {
        guard let member = ConstraintExpressions.unwrapped(expression).as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "view" || member.declName.baseName.text == "viewIfLoaded", let base = member.base else { return false }
        return base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind != .keyword(.self)
    }

    /// A scroll view insets its content by the safe area (`contentInsetAdjustmentBehavior`).
    private func isScrollView(_ item: ExprSyntax) -> Bool {
        guard let name = types.type(of: item)?.name else { return false }
        return types.index.superclassChain(of: name).contains { UIKitLayoutClasses.scrollViews.contains($0) }
    }

    /// Also pinned (equal) to the root view's bottom and to both horizontal edges, in this type.
    private func isFullBleed(_ key: String, owner: String) -> Bool {
        var edges: Set<String> = []
        for pin in pins where pin.relation == "equalTo" && types.enclosingType(of: pin.call) == owner {
            guard let other = pin.other, pin.edge == pin.otherEdge else { continue }
            if AnchorPin.key(pin.item) == key, Self.isRootView(other) { edges.insert(pin.edge) }
            if AnchorPin.key(other) == key, Self.isRootView(pin.item) { edges.insert(pin.edge) }
        }
        let horizontal = (edges.contains("leading") || edges.contains("left")) && (edges.contains("trailing") || edges.contains("right"))
        return edges.contains("bottom") && horizontal
    }
}
