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

    /// A constraint stored in a name whose `.constant` the file sets (`topConstraint.constant =
    /// frame.minY`), or that other files change (`popover.topConstraint.constant = ...`, a
    /// property named `...Constraint`, as the index records): the view is placed at computed
    /// coordinates of the root view, on purpose.
    static func isPositionedByCode(_ pin: AnchorPin, in tree: SourceFileSyntax, index: ProjectIndex) -> Bool {
        var stored: String?
        if let binding = pin.call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self) {
            stored = binding.pattern.trimmedDescription
        } else if let sequence = pin.call.parent?.as(ExprListSyntax.self), sequence.count == 3,
                  sequence.dropFirst().first?.is(AssignmentExprSyntax.self) == true, sequence.last?.id == pin.call.id {
            stored = AnchorPin.keyName(sequence.first!.trimmedDescription)
        }
        guard let stored else { return false }
        if stored.hasSuffix("Constraint"), Self.isChangedElsewhere(stored, index: index) { return true }
        return SyntaxSearch.contains(MemberAccessExprSyntax.self, in: tree) { access in
            guard access.declName.baseName.text == "constant", let base = access.base, AnchorPin.keyName(base.trimmedDescription) == stored,
                  let list = access.parent?.as(ExprListSyntax.self), list.first?.id == access.id else { return false }
            return list.dropFirst().first?.is(AssignmentExprSyntax.self) == true
        }
    }

    private static func isChangedElsewhere(_ name: String, index: ProjectIndex) -> Bool {
        index.memo.value("safe-area-top.written-through-others") { membersWrittenThroughOthers(index) }.contains(name)
    }

    /// Members the project writes through a receiver other than `self` (`cell.topConstraint = ...`),
    /// gathered once per index rather than per pin.
    private static func membersWrittenThroughOthers(_ index: ProjectIndex) -> Set<String> {
        var names: Set<String> = []
        for function in index.allFunctions {
            for use in function.uses where use.kind == .member && use.isWrite && !use.receiver.isEmpty && use.receiver != "self" {
                names.insert(use.name)
            }
        }
        return names
    }

    /// Views sent behind the others (`sendSubviewToBack(x)`, `insertSubview(x, at: 0)`): backgrounds.
    let sentToBack: Set<String>

    init(pins: [AnchorPin], types: LayoutItemTypes, tree: SourceFileSyntax) {
        self.pins = pins
        self.types = types
        sentToBack = Set(SyntaxSearch.all(FunctionCallExprSyntax.self, in: tree).compactMap { call in
            let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            let arguments = Array(call.arguments)
            let atZero = arguments.count == 2 && arguments[1].label?.text == "at" && arguments[1].expression.trimmedDescription == "0"
            guard name == "sendSubviewToBack" || (name == "insertSubview" && atZero), let first = arguments.first else { return nil }
            return AnchorPin.key(first.expression)
        })
    }

    func isContentView(_ item: ExprSyntax, owner: String) -> Bool {
        let key = AnchorPin.key(item)
        guard key != "view", !Self.isNamedLikeBackground(key), !sentToBack.contains(key), !isChildControllerView(item), !isScrollView(item) else { return false }
        return !isFullBleed(key, owner: owner) && !fillsAreaAboveSafeArea(key)
    }

    /// Its bottom pinned to the safe area's top: it fills the area under the bars on purpose
    /// (a status bar backing view).
    private func fillsAreaAboveSafeArea(_ key: String) -> Bool {
        pins.contains { pin in
            guard pin.edge == "bottom", pin.otherEdge == "top", AnchorPin.key(pin.item) == key, let other = pin.other else { return false }
            return AnchorPin.key(other).hasSuffix("safeAreaLayoutGuide")
        }
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
        let edges = rootEdges(of: key, owner: owner)
        return edges.contains("bottom") && Self.spansWidth(edges)
    }

    /// Pinned to both horizontal edges of the root view: a bar or a header band, which may
    /// draw behind the status bar on purpose.
    func spansWidth(_ key: String, owner: String) -> Bool { Self.spansWidth(rootEdges(of: key, owner: owner)) }

    private static func spansWidth(_ edges: Set<String>) -> Bool {
        (edges.contains("leading") || edges.contains("left")) && (edges.contains("trailing") || edges.contains("right"))
    }

    /// The root view's edges `key` is pinned to (equal, same edge), in this type.
    private func rootEdges(of key: String, owner: String) -> Set<String> {
        var edges: Set<String> = []
        for pin in pins where pin.relation == "equalTo" && types.enclosingType(of: pin.call) == owner {
            guard let other = pin.other, pin.edge == pin.otherEdge else { continue }
            if AnchorPin.key(pin.item) == key, Self.isRootView(other) { edges.insert(pin.edge) }
            if AnchorPin.key(other) == key, Self.isRootView(pin.item) { edges.insert(pin.edge) }
        }
        return edges
    }
}
