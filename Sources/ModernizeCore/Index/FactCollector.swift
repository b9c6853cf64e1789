import SwiftSyntax

/// Walks one file's tree once and collects its `FileFacts`: type declarations and extensions
/// with their members, functions with the uses the rules asked for, and reuse registrations.
final class FactCollector: SyntaxVisitor {
    private let interest: IndexInterest
    private let parsed: ParsedSource
    private(set) var facts: FileFacts
    /// Open types, innermost last; a finished one moves into `facts.types`.
    private var typeStack: [TypeFacts] = []
    private var functionStack: [FunctionFacts] = []

    init(parsed: ParsedSource, interest: IndexInterest) {
        self.interest = interest
        self.parsed = parsed
        self.facts = FileFacts(path: parsed.source.path)
        super.init(viewMode: .sourceAccurate)
    }

    static func facts(of parsed: ParsedSource, interest: IndexInterest) -> FileFacts {
        let collector = FactCollector(parsed: parsed, interest: interest)
        collector.walk(parsed.tree)
        return collector.facts
    }

    private func location(_ node: some SyntaxProtocol) -> IndexLocation {
        IndexLocation(path: parsed.source.path, position: parsed.position(of: node.positionAfterSkippingLeadingTrivia.utf8Offset))
    }

    // MARK: Types

    private func openType(_ kind: TypeFacts.Kind, name: String, node: some DeclGroupSyntax) -> SyntaxVisitorContinueKind {
        typeStack.append(TypeFacts(
            kind: kind, name: name, parents: typeStack.map(\.name),
            inherited: node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? [],
            modifiers: node.modifiers.map(\.name.text), attributes: Self.attributeNames(node.attributes),
            properties: [], functions: [], location: location(node)))
        return .visitChildren
    }

    private func closeType() {
        guard let type = typeStack.popLast() else { return }
        facts.types.append(type)
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        openType(.class, name: node.name.text, node: node)
    }
    override func visitPost(_ node: ClassDeclSyntax) { closeType() }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        openType(.struct, name: node.name.text, node: node)
    }
    override func visitPost(_ node: StructDeclSyntax) { closeType() }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        openType(.enum, name: node.name.text, node: node)
    }
    override func visitPost(_ node: EnumDeclSyntax) { closeType() }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        openType(.actor, name: node.name.text, node: node)
    }
    override func visitPost(_ node: ActorDeclSyntax) { closeType() }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        openType(.protocol, name: node.name.text, node: node)
    }
    override func visitPost(_ node: ProtocolDeclSyntax) { closeType() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.extendedType.trimmedDescription.split(separator: ".").last.map(String.init) ?? node.extendedType.trimmedDescription
        return openType(.extension, name: name, node: node)
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { closeType() }

    // MARK: Members

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard !typeStack.isEmpty, functionStack.isEmpty else { return .visitChildren }
        let attributes = Self.attributeNames(node.attributes)
        let isStatic = node.modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            let isStored = binding.accessorBlock.map(Self.isObserversOnly) ?? true
            typeStack[typeStack.count - 1].properties.append(PropertyFacts(
                name: name, type: binding.typeAnnotation?.type.trimmedDescription, attributes: attributes,
                isStatic: isStatic, isStored: isStored, initializer: binding.initializer?.value.trimmedDescription,
                location: location(binding)))
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        openFunction(.function, name: node.name.text, parameters: node.signature.parameterClause.parameters,
                     modifiers: node.modifiers, isAsync: node.signature.effectSpecifiers?.asyncSpecifier != nil, node: node)
    }
    override func visitPost(_ node: FunctionDeclSyntax) { closeFunction() }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        openFunction(.initializer, name: "init", parameters: node.signature.parameterClause.parameters,
                     modifiers: node.modifiers, isAsync: node.signature.effectSpecifiers?.asyncSpecifier != nil, node: node)
    }
    override func visitPost(_ node: InitializerDeclSyntax) { closeFunction() }

    override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        functionStack.append(FunctionFacts(kind: .deinitializer, name: "deinit", labels: [], isOverride: false, isAsync: false, location: location(node), uses: []))
        return .visitChildren
    }
    override func visitPost(_ node: DeinitializerDeclSyntax) { closeFunction() }

    private func openFunction(
        _ kind: FunctionFacts.Kind, name: String, parameters: FunctionParameterListSyntax,
        modifiers: DeclModifierListSyntax, isAsync: Bool, node: some SyntaxProtocol
    ) -> SyntaxVisitorContinueKind {
        var function = FunctionFacts(
            kind: kind, name: name, labels: parameters.map { $0.firstName.text },
            isOverride: modifiers.contains { $0.name.text == "override" }, isAsync: isAsync,
            location: location(node), uses: [])
        function.isFilePrivate = modifiers.contains { $0.name.text == "private" || $0.name.text == "fileprivate" }
        function.ownerKind = typeStack.last?.kind
        functionStack.append(function)
        return .visitChildren
    }

    private func closeFunction() {
        guard let function = functionStack.popLast() else { return }
        if !functionStack.isEmpty {
            // A nested function's uses count for the function that holds it.
            functionStack[functionStack.count - 1].uses += function.uses
        } else if typeStack.isEmpty {
            facts.functions.append(function)
        } else {
            typeStack[typeStack.count - 1].functions.append(function)
        }
    }

    // MARK: Uses

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.declName.baseName.text
        if interest.members.contains(name) {
            record(.member, name: name, receiver: node.base?.trimmedDescription ?? "", isWrite: Self.isAssigned(node), node: node)
        }
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.baseName.text
        // `x.name` is recorded by the member access; a bare `name` (or the base of `name.y`) here.
        let isMemberName = node.parent?.as(MemberAccessExprSyntax.self)?.declName.id == node.id
        if interest.members.contains(name), !isMemberName {
            record(.member, name: name, receiver: "", isWrite: Self.isAssigned(node), node: node)
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let called = node.calledExpression
        let name = called.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? called.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        if let name, interest.calls.contains(name) {
            let receiver = called.as(MemberAccessExprSyntax.self)?.base?.trimmedDescription ?? ""
            record(.call, name: name, receiver: receiver, isWrite: false, node: node)
        }
        if name == "register", let registration = ReuseRegistrationReader.read(node, owner: typeStack.last?.name, location: location(node)) {
            facts.registrations.append(registration)
        }
        return .visitChildren
    }

    private func record(_ kind: IndexedUse.Kind, name: String, receiver: String, isWrite: Bool, node: some SyntaxProtocol) {
        guard !functionStack.isEmpty else { return }
        functionStack[functionStack.count - 1].uses.append(
            IndexedUse(kind: kind, name: name, receiver: receiver, isWrite: isWrite, location: location(node)))
    }

    // MARK: Helpers

    static func attributeNames(_ attributes: AttributeListSyntax) -> [String] {
        attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription }
    }

    /// `willSet`/`didSet` only: still a stored property.
    private static func isObserversOnly(_ block: AccessorBlockSyntax) -> Bool {
        guard case .accessors(let accessors) = block.accessors else { return false }
        return accessors.allSatisfy { ["willSet", "didSet"].contains($0.accessorSpecifier.text) }
    }

    /// Is this expression (or a member chain starting with it) the left side of `=`?
    /// Operators are unfolded here, so the assignment is the next sibling in a sequence.
    static func isAssigned(_ node: some SyntaxProtocol) -> Bool {
        var current = Syntax(node)
        while let parent = current.parent {
            if let sequence = parent.as(ExprListSyntax.self) {
                let elements = Array(sequence)
                guard let index = elements.firstIndex(where: { $0.id == current.id }), index + 1 < elements.count else { return false }
                return elements[index + 1].is(AssignmentExprSyntax.self)
            }
            if parent.is(MemberAccessExprSyntax.self) || parent.is(OptionalChainingExprSyntax.self)
                || parent.is(ForceUnwrapExprSyntax.self) {
                current = parent
                continue
            }
            return false
        }
        return false
    }
}

