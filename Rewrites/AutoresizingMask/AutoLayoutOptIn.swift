import ModernizeCore
import SwiftSyntax

/// Whether something may set a view's `translatesAutoresizingMaskIntoConstraints`, as far as
/// this file and the project index show. Anything that could set it where the rule cannot
/// follow (a helper taking the view, a method of the project called on it, a loop over an
/// array holding it) makes the answer unknown.
struct AutoLayoutOptIn {
    static let property = "translatesAutoresizingMaskIntoConstraints"

    enum Answer { case set, unknown, never }

    let context: RuleContext
    let types: LayoutItemTypes
    /// Receivers of writes anywhere in the project, as written (`self.badge`, `$0`, `""` for a bare name).
    let writes: [ProjectWrites.Write]
    /// Methods the file or the project declares: one called on the view may set it on `self`.
    let projectMethods: Set<String>

    init(context: RuleContext, types: LayoutItemTypes) {
        self.context = context
        self.types = types
        let project = context.index.memo.value("autoresizing-mask.project-writes") { ProjectWrites(index: context.index) }
        self.writes = project.writes
        self.projectMethods = project.methods.union(SyntaxSearch.all(FunctionDeclSyntax.self, in: context.tree).map(\.name.text))
    }

    /// The project's writes of the property and its method names, gathered once per index (a
    /// pass over every fact per file made this rule half of a whole-corpus run).
    struct ProjectWrites: Sendable {
        struct Write: Sendable {
            /// The type whose code writes it; nil in a free function.
            let owner: String?
            let receiver: String
        }

        var writes: [Write] = []
        var methods: Set<String> = []

        init(index: ProjectIndex) {
            for type in index.allTypes {
                for function in type.functions {
                    methods.insert(function.name)
                    writes += Self.writes(in: function, owner: type.name)
                }
            }
            for function in index.freeFunctions { writes += Self.writes(in: function, owner: nil) }
        }

        private static func writes(in function: FunctionFacts, owner: String?) -> [Write] {
            function.uses.filter { $0.kind == .member && $0.name == AutoLayoutOptIn.property && $0.isWrite }
                .map { Write(owner: owner, receiver: $0.receiver) }
        }
    }

    func answer(for view: CodeCreatedView, references: [ExprSyntax]) -> Answer {
        // Its own builder, or a write naming it (`badge.`, `self.badge.`, `card.badge.` elsewhere).
        if let builder = view.builder, builder.tokens(viewMode: .sourceAccurate).contains(where: { $0.text == Self.property }) { return .set }
        if writes.contains(where: { AnchorPin.keyName($0.receiver) == view.name }) { return .set }
        if fileWrites().contains(where: { receiver in references.contains { receiver.range.contains($0.position) } }) { return .set }
        // A subclass of the project setting it on itself.
        let chain = Set(types.index.superclassChain(of: view.typeName))
        if writes.contains(where: { write in write.owner.map(chain.contains) == true && ["", "self"].contains(write.receiver) }) { return .unknown }
        for reference in references where escapes(reference) { return .unknown }
        return .never
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
