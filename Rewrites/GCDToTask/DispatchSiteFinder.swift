import SwiftSyntax

/// One walk over a file for the GCD rule: the names it declares as dispatch queues
/// (`let queue = DispatchQueue(label:)`, `var queue: DispatchQueue?`, a parameter) and as
/// `DispatchTimeInterval`s, whether it declares its own type named `Task`, and every call;
/// `sites()` then picks the dispatch calls and `DispatchGroup()` / `DispatchSemaphore(value:)`
/// creations, in source order (a queue may be declared after its use).
final class DispatchSiteFinder: SyntaxVisitor {
    private(set) var customQueueNames: Set<String> = []
    /// Names bound to `DispatchQueue.main`: their calls are reported, never silently skipped.
    private(set) var mainAliasNames: Set<String> = []
    private(set) var intervalNames: Set<String> = []
    /// A top-level type named `Task` (a to-do app's model, say): then `Task { }` would not mean
    /// Swift's task anywhere in the module.
    private(set) var declaresTopLevelTask = false
    /// The types declaring a nested `Task`: it hides Swift's only where their members are visible.
    private(set) var nestedTaskOwners: Set<String> = []
    /// Types named `DispatchQueue` or `Dispatch`: then `DispatchQueue.main`, or
    /// `Dispatch.DispatchQueue.main`, may not be Dispatch's queue.
    private(set) var declaredDispatchTypes: Set<String> = []
    private var calls: [FunctionCallExprSyntax] = []
    /// Every class, for `MainActorTypes` (one walk instead of two).
    private(set) var classes: [ClassDeclSyntax] = []
    private(set) var structs: [StructDeclSyntax] = []

    init() { super.init(viewMode: .sourceAccurate) }

    /// `typedAsQueue`: whether the type resolver types a receiver the syntax does not identify
    /// as a `DispatchQueue` (its calls are then reported, not skipped).
    func sites(typedAsQueue: (ExprSyntax) -> Bool) -> (calls: [DispatchCall], primitives: [FunctionCallExprSyntax]) {
        var dispatches: [DispatchCall] = []
        var primitives: [FunctionCallExprSyntax] = []
        for call in calls {
            if let dispatch = DispatchCall(call, customQueueNames: customQueueNames, mainAliasNames: mainAliasNames, typedAsQueue: typedAsQueue) {
                dispatches.append(dispatch)
            } else if let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                      name == "DispatchGroup" || name == "DispatchSemaphore" {
                primitives.append(call)
            }
        }
        return (dispatches, primitives)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        calls.append(node)
        return .visitChildren
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return .visitChildren }
        if let value = node.initializer?.value, DispatchCall.isMainQueue(value, typed: node.typeAnnotation.map { DispatchCall.isDispatchQueue($0.type) } ?? false) {
            mainAliasNames.insert(name)
            return .visitChildren
        }
        if let type = node.typeAnnotation?.type, DispatchCall.isDispatchQueue(type) { customQueueNames.insert(name) }
        if let call = node.initializer?.value.as(FunctionCallExprSyntax.self),
           call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "DispatchQueue" {
            customQueueNames.insert(name)
        }
        let typeName = node.typeAnnotation.flatMap { SyntaxQueries.baseTypeName($0.type) }
        // Rendering every initializer (often a whole closure) to test its prefix was a visible
        // share of the rule's time: only one starting with the type name can match.
        let initializer = node.initializer?.value
        if typeName == "DispatchTimeInterval"
            || (initializer?.firstToken(viewMode: .sourceAccurate)?.text == "DispatchTimeInterval"
                && initializer?.trimmedDescription.hasPrefix("DispatchTimeInterval.") == true) {
            intervalNames.insert(name)
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
        let name = (node.secondName ?? node.firstName).text
        if DispatchCall.isDispatchQueue(node.type) { customQueueNames.insert(name) }
        if SyntaxQueries.baseTypeName(node.type) == "DispatchTimeInterval" { intervalNames.insert(name) }
        return .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        structs.append(node)
        return declares(node.name, node)
    }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        classes.append(node)
        return declares(node.name, node)
    }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { declares(node.name, node) }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { declares(node.name, node) }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { declares(node.name, node) }
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { declares(node.name, node) }

    private func declares(_ name: TokenSyntax, _ node: some SyntaxProtocol) -> SyntaxVisitorContinueKind {
        if name.text == "Task" {
            // The nearest type around it; a local type in a function counts for the whole type
            // (the conservative side), one in a top-level function for the module.
            if let owner = Ancestors.all(above: node).lazy.compactMap(TaskShadowing.typeName(of:)).first {
                nestedTaskOwners.insert(owner)
            } else {
                declaresTopLevelTask = true
            }
        }
        if GCDToTask.dispatchTypeNames.contains(name.text) { declaredDispatchTypes.insert(name.text) }
        return .visitChildren
    }
}
