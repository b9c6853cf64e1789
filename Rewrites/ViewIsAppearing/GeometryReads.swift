import ModernizeCore
import SwiftSyntax

/// Reads of layout geometry, traits and layout-dependent scrolling in one statement of a
/// lifecycle method, as they run during that method (not in closures it only stores).
enum GeometryReads {
    struct Read {
        let node: Syntax
        /// What is read, for the message: "`view.bounds`", "`traitCollection`", "`scrollToItem(at:)`".
        let label: String
    }

    /// Geometry of the controller's root view, whose value before it is in a window is the
    /// nib's or a default size. (Subviews are laid out only after viewIsAppearing, so their
    /// frames are not flagged: moving those reads would not make them accurate.)
    static let geometryMembers: Set<String> = ["bounds", "frame", "safeAreaInsets", "layoutFrame"]
    static let layoutGuides: Set<String> = ["safeAreaLayoutGuide", "layoutMarginsGuide", "readableContentGuide"]
    static let rootViewNames: Set<String> = ["view", "viewIfLoaded"]
    /// Scrolling that computes its target from the laid-out content.
    static let scrollCalls: Set<String> = ["scrollToItem", "scrollToRow", "scrollRectToVisible", "scrollToNearestSelectedRow"]
    /// Calls that run their closure argument before returning.
    static let immediateClosureCalls: Set<String> = [
        "forEach", "map", "compactMap", "flatMap", "filter", "reduce", "sorted", "sort", "contains", "first",
        "allSatisfy", "min", "max", "performWithoutAnimation",
    ]

    static func reads(in statement: CodeBlockItemSyntax, method: FunctionDeclSyntax, autoresizes: Bool) -> [Read] {
        var found: [Read] = []
        for node in SyntaxSearch.all(Syntax.self, in: statement, skipping: .functions) {
            guard let read = read(at: node, autoresizes: autoresizes), runsDuringMethod(node, method: method) else { continue }
            found.append(read)
        }
        return found
    }

    private static func read(at node: Syntax, autoresizes: Bool) -> Read? {
        if let access = node.as(MemberAccessExprSyntax.self), let base = access.base {
            let member = access.declName.baseName.text
            if geometryMembers.contains(member), isRootViewGeometry(member, of: base), !isAssignmentTarget(access),
               !fillsSubview(access, autoresizes: autoresizes) {
                return Read(node: node, label: label(access))
            }
            if member == "traitCollection", isControllerOwned(base), !readsDeviceTrait(access) {
                return Read(node: node, label: label(access))
            }
            if scrollCalls.contains(member), let call = access.parent?.as(FunctionCallExprSyntax.self),
               call.calledExpression.id == access.id, isControllerOwned(base) {
                return Read(node: node, label: label(access))
            }
            return nil
        }
        if let reference = node.as(DeclReferenceExprSyntax.self), reference.baseName.text == "traitCollection",
           !(reference.parent?.as(MemberAccessExprSyntax.self).map { $0.declName.id == reference.id } ?? false),
           Scopes.declarations(of: "traitCollection", at: reference).isEmpty, !readsDeviceTrait(reference) {
            return Read(node: node, label: "`traitCollection`")
        }
        return nil
    }

    /// `traitCollection.userInterfaceIdiom` is the device's, accurate before the view is in a window.
    private static func readsDeviceTrait(_ traitCollection: some ExprSyntaxProtocol) -> Bool {
        var top = Syntax(traitCollection)
        while let parent = top.parent, parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self) { top = parent }
        guard let access = top.parent?.as(MemberAccessExprSyntax.self), access.base?.id == top.id else { return false }
        return access.declName.baseName.text == "userInterfaceIdiom"
    }

    /// "`view.bounds`", also for a chain split over lines.
    private static func label(_ access: MemberAccessExprSyntax) -> String {
        "`" + access.tokens(viewMode: .sourceAccurate).map(\.text).joined() + "`"
    }

    /// `view.bounds`, `self.view?.frame`, `view.safeAreaLayoutGuide.layoutFrame`.
    private static func isRootViewGeometry(_ member: String, of base: ExprSyntax) -> Bool {
        if member == "layoutFrame" {
            guard let guide = base.as(MemberAccessExprSyntax.self), layoutGuides.contains(guide.declName.baseName.text),
                  let guideBase = guide.base else { return false }
            return isRootView(guideBase)
        }
        return isRootView(base)
    }

    /// `view`, `self.view`, `view!`, `viewIfLoaded?`: the controller's own view.
    static func isRootView(_ expression: ExprSyntax) -> Bool {
        var current = expression
        while let inner = current.as(OptionalChainingExprSyntax.self)?.expression ?? current.as(ForceUnwrapExprSyntax.self)?.expression {
            current = inner
        }
        if let access = current.as(MemberAccessExprSyntax.self) {
            return rootViewNames.contains(access.declName.baseName.text)
                && access.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        }
        guard let reference = current.as(DeclReferenceExprSyntax.self), rootViewNames.contains(reference.baseName.text) else { return false }
        return Scopes.declarations(of: reference.baseName.text, at: reference).isEmpty
    }

    /// `view`, `self.view`, `tableView?`, `headerView.titleLabel`, `view.subviews[0]`: rooted in
    /// `self` or in an unqualified member (not a local, not a type such as `UIScreen`).
    static func isControllerOwned(_ expression: ExprSyntax) -> Bool {
        var current = expression
        while true {
            if let access = current.as(MemberAccessExprSyntax.self), let base = access.base { current = base }
            else if let optional = current.as(OptionalChainingExprSyntax.self) { current = optional.expression }
            else if let forced = current.as(ForceUnwrapExprSyntax.self) { current = forced.expression }
            else if let call = current.as(FunctionCallExprSyntax.self) { current = call.calledExpression }
            else if let subscriptCall = current.as(SubscriptCallExprSyntax.self) { current = subscriptCall.calledExpression }
            else { break }
        }
        if current.is(SuperExprSyntax.self) { return false }
        if let reference = current.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if reference.baseName.tokenKind == .keyword(.self) { return true }
            guard let first = name.first, first.isLowercase || first == "_" else { return false }
            return Scopes.declarations(of: name, at: reference).isEmpty
        }
        return false
    }

    /// `view.frame = ...`, `label.frame.size.width = ...`: written, not read (`+=` reads).
    private static func isAssignmentTarget(_ access: MemberAccessExprSyntax) -> Bool {
        var top = Syntax(access)
        while let parent = top.parent,
              parent.as(MemberAccessExprSyntax.self)?.base?.id == top.id || parent.is(OptionalChainingExprSyntax.self)
                || parent.is(ForceUnwrapExprSyntax.self) {
            top = parent
        }
        guard let list = top.parent?.as(ExprListSyntax.self), let index = list.firstIndex(where: { $0.id == top.id }) else { return false }
        let next = list.index(after: index)
        return next < list.endIndex && list[next].is(AssignmentExprSyntax.self)
    }

    /// The whole `view.bounds` (or `frame`) as the frame of a subview: given to an initializer
    /// (`UITableView(frame: view.bounds)`, creation is setup that must not move to a method run
    /// on every appearance), or assigned (`container.frame = view.bounds`) in a method that sets
    /// an autoresizing mask or constraints, which size the subview later whatever it starts with.
    private static func fillsSubview(_ access: MemberAccessExprSyntax, autoresizes: Bool) -> Bool {
        guard ["bounds", "frame"].contains(access.declName.baseName.text), let parent = access.parent else { return false }
        if let argument = parent.as(LabeledExprSyntax.self) { return argument.label?.text == "frame" }
        guard autoresizes, let list = parent.as(ExprListSyntax.self), let index = list.firstIndex(where: { $0.id == access.id }),
              index > list.startIndex, list[list.index(before: index)].is(AssignmentExprSyntax.self),
              list.index(index, offsetBy: -2, limitedBy: list.startIndex) != nil else { return false }
        let target = list[list.index(index, offsetBy: -2)]
        return target.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "frame"
    }

    /// Is `node` evaluated while the method runs: not in a nested function, nor in a closure
    /// other than one passed to a call that runs it at once (`forEach`, `map`...)?
    static func runsDuringMethod(_ node: Syntax, method: FunctionDeclSyntax) -> Bool {
        for ancestor in Ancestors.all(above: node) {
            if ancestor.id == method.id { return true }
            if ancestor.is(FunctionDeclSyntax.self) || ancestor.is(AccessorDeclSyntax.self) { return false }
            if let closure = ancestor.as(ClosureExprSyntax.self), !isRunAtOnce(closure) { return false }
        }
        return false
    }

    private static func isRunAtOnce(_ closure: ClosureExprSyntax) -> Bool {
        var call: FunctionCallExprSyntax?
        if let direct = closure.parent?.as(FunctionCallExprSyntax.self), direct.trailingClosure?.id == closure.id {
            call = direct
        } else if let argument = closure.parent?.as(LabeledExprSyntax.self) {
            call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
        }
        guard let call else { return false }
        let callee = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        return callee.map(immediateClosureCalls.contains) ?? false
    }
}
