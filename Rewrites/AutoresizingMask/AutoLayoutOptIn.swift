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
        /// A call in this file hands the view to a function that may set it.
        case maybeThroughCall(HelperCall.Uncertain)
        /// A function sets it on one of its parameters (or on a value of unknown type): a caller
        /// in a file the rule does not see may pass it this view.
        case maybeThroughHelper(ProjectWrites.Write)
    }

    /// UIKit's calls that take a view without setting the property.
    static let hierarchyCalls: Set<String> = ["addSubview", "insertSubview", "bringSubviewToFront", "sendSubviewToBack", "NSLayoutConstraint"]

    let context: RuleContext
    let types: LayoutItemTypes
    /// Writes anywhere in the project, with the property each receiver resolves to.
    let writes: [ProjectWrites.Write]
    /// Methods the file or the project declares: one called on the view may set it on `self`.
    /// The project's (the index's, shared, not copied per file) and this file's.
    let projectMethods: Set<String>
    let fileMethods: Set<String>
    let hierarchy: ClassHierarchy

    init(context: RuleContext, types: LayoutItemTypes) {
        self.context = context
        self.types = types
        self.hierarchy = ClassHierarchy(index: context.index)
        let project = context.index.memo.value("autoresizing-mask.project-writes") { ProjectWrites(index: context.index) }
        self.writes = project.writes
        self.projectMethods = project.methods
        self.fileMethods = Set(SyntaxSearch.all(FunctionDeclSyntax.self, in: context.tree).map(\.name.text))
    }

    func answer(for view: CodeCreatedView, references: [ExprSyntax]) -> Answer {
        if Self.isSetInFile(view, references: references, writes: Self.fileWrites(in: context.tree)) { return .set }
        // A write elsewhere on this property of its class or a subclass (`card.badge.` with
        // `card: CardController`), by type: a same-named property of another type is another view.
        var uncertain: Answer?
        if view.isProperty, let owner = view.declaringType {
            for write in writes where write.setsFalse {
                switch write.target {
                case .property(let name, let type) where name == view.name && hierarchy.isClass(type, orSubclassOf: owner): return .set
                case .propertyOfUnknown(let name, _) where name == view.name:
                    // In this file, the syntax types what the index could not (`cards.forEach { card in card.badge... }`).
                    switch typeInThisFile(ofBaseOf: write) {
                    case let type? where hierarchy.isClass(type, orSubclassOf: owner): return .set
                    case .some: continue
                    case nil: uncertain = uncertain ?? .maybe(write)
                    }
                case .localOfUnknown(let name) where name == view.name:
                    uncertain = uncertain ?? .maybe(write)
                default: continue
                }
            }
        }
        // A subclass of the project setting it on itself.
        let chain = Set(types.index.superclassChain(of: view.typeName))
        if writes.contains(where: { write in write.owner.map(chain.contains) == true && write.target == .ownSelf }) { return .unknown }
        let calls = HelperCall(context: context, graph: CallGraph(index: context.index), hierarchy: hierarchy, viewType: view.typeName)
        for reference in references {
            switch calls.outcome(passing: HelperCall.unwrappedUse(reference)) {
            case .notAProjectCall: if escapes(reference) { return .unknown }
            case .sets: return .set
            case .doesNotSet: continue
            case .maybe(let call): uncertain = uncertain ?? .maybeThroughCall(call)
            case .unknown: return .unknown
            }
        }
        if uncertain == nil, view.isProperty, !view.isFilePrivate, let helper = helperWrite(for: view, calls: calls) {
            return .maybeThroughHelper(helper)
        }
        return uncertain ?? .never
    }

    /// A write in a function taking parameters through one of them (on it, or on each of its
    /// elements) when its type can hold the view, or on a local or closure parameter whose type
    /// the index does not record: a caller the rule does not see may pass this view there (the
    /// index records a call's labels, not what it passes). A write on a local the function
    /// creates (`let spacer = UIView()`) or on a parameter of another type is not this view.
    private func helperWrite(for view: CodeCreatedView, calls: HelperCall) -> ProjectWrites.Write? {
        writes.first { write in
            guard write.takesParameters, write.setsFalse else { return false }
            if let parameter = write.parameter {
                guard let type = HelperCall.elementType(of: parameter) else { return true }
                return type.nominalName.map { calls.compatible($0, generics: write.generics) } ?? true
            }
            switch write.target {
            case .localOfType(_, let type): return !write.isCreatedLocal && calls.compatible(type, generics: write.generics)
            case .localOfUnknown, .anonymousParameter: return true
            default: return false
            }
        }
    }

    /// The type of `card` in this file's write `card.badge.translates... = false`, from the
    /// syntax around it (a closure's or a loop's element); nil when unknown or in another file.
    private func typeInThisFile(ofBaseOf write: ProjectWrites.Write) -> String? {
        guard write.location.path == context.path else { return nil }
        let property = SyntaxSearch.all(MemberAccessExprSyntax.self, in: context.tree) {
            $0.declName.baseName.text == Self.property && context.position(of: $0) == write.location.position
        }.first
        guard let receiver = property?.base.map(Self.unwrapped)?.as(MemberAccessExprSyntax.self), let base = receiver.base else { return nil }
        return context.types.type(of: base).type?.unwrapped.nominalName
    }

    private static func unwrapped(_ expression: ExprSyntax) -> ExprSyntax {
        if let unwrap = expression.as(ForceUnwrapExprSyntax.self) { return unwrapped(unwrap.expression) }
        if let chaining = expression.as(OptionalChainingExprSyntax.self) { return unwrapped(chaining.expression) }
        return expression
    }


    /// Its own builder, or a write on it where it is declared (`badge.`, `self.badge.`), sets
    /// it: told by the syntax alone, before any question to the index (`couldHoldSites` asks it too).
    static func isSetInFile(_ view: CodeCreatedView, references: [ExprSyntax], writes: [ExprSyntax]) -> Bool {
        if let builder = view.builder, builder.tokens(viewMode: .sourceAccurate).contains(where: { $0.hasText(property) }) { return true }
        return writes.contains { receiver in references.contains { receiver.range.contains($0.position) } }
    }

    /// The receivers of this file's writes of the property (`= true` opts nothing in).
    static func fileWrites(in tree: SourceFileSyntax) -> [ExprSyntax] {
        SyntaxSearch.all(MemberAccessExprSyntax.self, in: tree) {
            $0.declName.baseName.text == Self.property && Assignment.value(assignedTo: $0)?.trimmedDescription != "true"
        }.compactMap(\.base)
    }

    /// A use other than a member of the view (`badge.text`), an argument of UIKit's hierarchy
    /// and constraint calls: passed on, stored elsewhere, put in an array, or calling a method
    /// the project declares.
    private func escapes(_ reference: ExprSyntax) -> Bool {
        let node = HelperCall.unwrappedUse(reference)
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.base?.id == node.id {
            if let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id {
                let name = member.declName.baseName.text
                return projectMethods.contains(name) || fileMethods.contains(name)
            }
            return false
        }
        return !Self.isHierarchyArgument(node)
    }

    /// An argument of UIKit's hierarchy and constraint calls (`addSubview(badge)`), which take
    /// a view without setting the property.
    static func isHierarchyArgument(_ node: Syntax) -> Bool {
        guard let argument = node.parent?.as(LabeledExprSyntax.self), let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self) else { return false }
        let callee = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        return callee.map(hierarchyCalls.contains) ?? false
    }
}
