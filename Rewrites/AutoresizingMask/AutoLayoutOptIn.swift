import ModernizeCore
import SwiftSyntax

/// Whether something may set a view's `translatesAutoresizingMaskIntoConstraints`, as far as
/// this file and the project index show. Anything that could set it where the rule cannot
/// follow (a helper taking the view, a method of the project called on it, a loop over an
/// array holding it) makes the answer unknown.
struct AutoLayoutOptIn {
    static let property = "translatesAutoresizingMaskIntoConstraints"

    enum Answer {
        case set, unknown, never
        /// Nothing the rule can follow sets it, but this write, on a receiver whose type the
        /// index cannot tell, may be this view's.
        case maybe(ProjectWrites.Write)
    }

    let context: RuleContext
    let types: LayoutItemTypes
    /// Writes anywhere in the project, with the property each receiver resolves to.
    let writes: [ProjectWrites.Write]
    /// Methods the file or the project declares: one called on the view may set it on `self`.
    let projectMethods: Set<String>
    let hierarchy: ClassHierarchy

    init(context: RuleContext, types: LayoutItemTypes) {
        self.context = context
        self.types = types
        self.hierarchy = ClassHierarchy(index: context.index)
        let project = context.index.memo.value("autoresizing-mask.project-writes") { ProjectWrites(index: context.index) }
        self.writes = project.writes
        self.projectMethods = project.methods.union(SyntaxSearch.all(FunctionDeclSyntax.self, in: context.tree).map(\.name.text))
    }

    func answer(for view: CodeCreatedView, references: [ExprSyntax]) -> Answer {
        // Its own builder, or a write on it where it is declared (`badge.`, `self.badge.`).
        if let builder = view.builder, builder.tokens(viewMode: .sourceAccurate).contains(where: { $0.text == Self.property }) { return .set }
        if fileWrites().contains(where: { receiver in references.contains { receiver.range.contains($0.position) } }) { return .set }
        // A write elsewhere on this property of its class or a subclass (`card.badge.` with
        // `card: CardController`), by type: a same-named property of another type is another view.
        var uncertain: ProjectWrites.Write?
        if view.isProperty, let owner = view.declaringType {
            for write in writes {
                switch write.target {
                case .property(let name, let type) where name == view.name && hierarchy.isClass(type, orSubclassOf: owner): return .set
                case .propertyOfUnknown(let name, _) where name == view.name && uncertain == nil,
                     .localOfUnknown(let name) where name == view.name && uncertain == nil:
                    uncertain = write
                default: continue
                }
            }
        }
        // A subclass of the project setting it on itself.
        let chain = Set(types.index.superclassChain(of: view.typeName))
        if writes.contains(where: { write in write.owner.map(chain.contains) == true && write.target == .ownSelf }) { return .unknown }
        for reference in references where escapes(reference) { return .unknown }
        return uncertain.map(Answer.maybe) ?? .never
    }

    /// The receivers of this file's writes of the property.
    private func fileWrites() -> [ExprSyntax] {
        SyntaxSearch.all(MemberAccessExprSyntax.self, in: context.tree) { $0.declName.baseName.text == Self.property }.compactMap(\.base)
    }

    /// A use other than a member of the view (`badge.text`), an argument of UIKit's hierarchy
    /// and constraint calls: passed on, stored elsewhere, put in an array, or calling a method
    /// the project declares.
    private func escapes(_ reference: ExprSyntax) -> Bool {
        var node = Syntax(reference)
        while let parent = node.parent, parent.is(ForceUnwrapExprSyntax.self) || parent.is(OptionalChainingExprSyntax.self) { node = parent }
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.base?.id == node.id {
            if let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id {
                return projectMethods.contains(member.declName.baseName.text)
            }
            return false
        }
        guard let argument = node.parent?.as(LabeledExprSyntax.self), let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self) else { return true }
        let callee = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        return !["addSubview", "insertSubview", "bringSubviewToFront", "sendSubviewToBack", "NSLayoutConstraint"].contains(callee)
    }
}
