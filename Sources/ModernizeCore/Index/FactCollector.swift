import SwiftSyntax

/// Walks one file's tree once and collects its `FileFacts`: type declarations and extensions
/// with their members, functions with the uses the rules asked for, and reuse registrations.
final class FactCollector: SyntaxVisitor {
    private let interest: IndexInterest
    /// Names that make a function body or property worth walking (see `mayHoldFacts`).
    private let relevantNames: TriggerSet
    private let parsed: ParsedSource
    private(set) var facts: FileFacts
    /// Open types, innermost last; a finished one moves into `facts.types`.
    private var typeStack: [TypeFacts] = []
    private var functionStack: [FunctionFacts] = []
    /// Type-level properties being walked, per open type (innermost last): a `let` inside a
    /// property's initializer closure is a local, not a property of the type.
    private var propertyDepths: [Int] = []

    init(parsed: ParsedSource, interest: IndexInterest, relevantNames: TriggerSet? = nil) {
        self.interest = interest
        self.relevantNames = relevantNames ?? Self.relevantNames(for: interest)
        self.parsed = parsed
        self.facts = FileFacts(path: parsed.source.path)
        super.init(viewMode: .sourceAccurate)
    }

    static func facts(of parsed: ParsedSource, interest: IndexInterest, relevantNames: TriggerSet? = nil) -> FileFacts {
        let collector = FactCollector(parsed: parsed, interest: interest, relevantNames: relevantNames)
        collector.walk(parsed.tree)
        return collector.facts
    }

    /// Walking every expression of every body cost as much as parsing them. A body or property
    /// in which none of these whole words occurs holds no recorded use, registration or local
    /// type, so it is not walked.
    static func relevantNames(for interest: IndexInterest) -> TriggerSet {
        TriggerSet([Array(interest.members) + interest.memberSuffixes + Array(interest.calls) + Array(interest.typeReferences)
            + ["register", "class", "struct", "enum", "actor", "protocol"]], wholeWords: true)
    }

    /// `$name` is not a whole word after `$`: looked for on its own.
    private static let projectedValueMarker = TriggerSet([["$"]])

    private lazy var suffixNames = TriggerSet([interest.memberSuffixes])
    private lazy var recordedMembers = RecordedMemberNames(interest)

    private func mayHoldFacts(_ node: some SyntaxProtocol) -> Bool {
        if interest.callGraph { return true }  // every call is a fact
        if interest.initializerCalls, isConstructing { return true }
        let bytes = node.position.utf8Offset..<node.endPosition.utf8Offset
        return relevantNames.occurs(in: parsed.source.text, bytes: bytes)
            || (interest.projectedValues && Self.projectedValueMarker.occurs(in: parsed.source.text, bytes: bytes))
            || (!interest.memberSuffixes.isEmpty && suffixNames.occurs(in: parsed.source.text, bytes: bytes))
    }

    /// Inside an initializer or an instance property's initial value (nested closures
    /// included), not its willSet/didSet: what building an instance runs.
    private var isConstructing: Bool {
        guard let outer = functionStack.first else { return false }
        return outer.kind == .initializer || (outer.kind == .propertyCode && !outer.isStatic && observerDepth == 0)
    }

    /// Depth of the willSet/didSet blocks being walked (they run on a write, not when the instance is built).
    private var observerDepth = 0

    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind {
        if isPropertyObservers(node) { observerDepth += 1 }
        deferringClosures.append(0)
        return .visitChildren
    }

    override func visitPost(_ node: AccessorBlockSyntax) {
        if isPropertyObservers(node) { observerDepth -= 1 }
        deferringClosures.removeLast()
    }

    /// Per function, initializer or accessor block being walked (innermost last), how many of
    /// the closures enclosing the walk inside it are passed to one of `deferringCalls`: what
    /// `isDeferred` finds walking up from a use, kept as the walk goes down instead.
    private var deferringClosures: [Int] = [0]

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        if Self.isDeferring(node) { deferringClosures[deferringClosures.count - 1] += 1 }
        return .visitChildren
    }

    override func visitPost(_ node: ClosureExprSyntax) {
        if Self.isDeferring(node) { deferringClosures[deferringClosures.count - 1] -= 1 }
    }

    /// The willSet/didSet of the stored property being walked, not an accessor block inside its
    /// initial value (`{ var now: Date { .now }; return now }()` runs when the instance is built).
    private func isPropertyObservers(_ node: AccessorBlockSyntax) -> Bool {
        guard functionStack.count == 1, functionStack[0].kind == .propertyCode,
              let variable = node.parent?.as(PatternBindingSyntax.self)?.parent?.parent?.as(VariableDeclSyntax.self) else { return false }
        return accessorProperties.contains(variable.id)
    }

    private func text(of node: some SyntaxProtocol) -> String { parsed.trimmedText(of: node) }

    private func location(_ node: some SyntaxProtocol) -> IndexLocation {
        IndexLocation(path: parsed.source.path, position: parsed.position(of: node.positionAfterSkippingLeadingTrivia.utf8Offset))
    }

    // MARK: Types

    private func openType(
        _ kind: TypeFacts.Kind, name: String, node: some DeclGroupSyntax, generics: GenericParameterClauseSyntax? = nil
    ) -> SyntaxVisitorContinueKind {
        propertyDepths.append(0)
        typeStack.append(TypeFacts(
            kind: kind, name: name, parents: typeStack.map(\.name),
            inherited: node.inheritanceClause?.inheritedTypes.map { text(of: $0.type) } ?? [],
            modifiers: node.modifiers.map(\.name.text), attributes: attributeNames(node.attributes),
            properties: [], functions: [], location: location(node)))
        typeStack[typeStack.count - 1].genericParameters = generics?.parameters.map(\.name.text) ?? []
        return .visitChildren
    }

    private func closeType() {
        guard let type = typeStack.popLast() else { return }
        propertyDepths.removeLast()
        facts.types.append(type)
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        openType(.class, name: node.name.text, node: node, generics: node.genericParameterClause)
    }
    override func visitPost(_ node: ClassDeclSyntax) { closeType() }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        openType(.struct, name: node.name.text, node: node, generics: node.genericParameterClause)
    }
    override func visitPost(_ node: StructDeclSyntax) { closeType() }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        openType(.enum, name: node.name.text, node: node, generics: node.genericParameterClause)
    }
    override func visitPost(_ node: EnumDeclSyntax) { closeType() }

    /// `case loading, failed(Error)`: what `State.loading` and `State.failed(e)` are.
    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
        if functionStack.isEmpty, typeStack.last?.kind == .enum {
            typeStack[typeStack.count - 1].enumCases += node.elements.map(\.name.text)
        }
        return .skipChildren
    }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        openType(.actor, name: node.name.text, node: node, generics: node.genericParameterClause)
    }
    override func visitPost(_ node: ActorDeclSyntax) { closeType() }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        openType(.protocol, name: node.name.text, node: node)
    }
    override func visitPost(_ node: ProtocolDeclSyntax) { closeType() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let extended = text(of: node.extendedType)
        let name = extended.split(separator: ".").last.map(String.init) ?? extended
        return openType(.extension, name: name, node: node)
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { closeType() }

    // MARK: Members

    /// `associatedtype Cell`: a placeholder of the protocol, as a generic parameter is of a type
    /// (a requirement written `Cell` has no type until a conforming type binds it).
    override func visit(_ node: AssociatedTypeDeclSyntax) -> SyntaxVisitorContinueKind {
        if functionStack.isEmpty, typeStack.last?.kind == .protocol {
            typeStack[typeStack.count - 1].genericParameters.append(node.name.text)
        }
        return .skipChildren
    }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        if functionStack.isEmpty {
            facts.typeAliases.append(TypeAliasFacts(name: node.name.text, target: text(of: node.initializer.value), parents: typeStack.map(\.name)))
        }
        return .skipChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        // File-scope declarations: what the resolver types a global by (`let previewStore = Store()`).
        if typeStack.isEmpty, functionStack.isEmpty {
            for binding in node.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                var global = PropertyFacts(
                    name: name, type: binding.typeAnnotation.map { text(of: $0.type) }, attributes: attributeNames(node.attributes),
                    isStatic: true, isStored: binding.accessorBlock.map(Self.isObserversOnly) ?? true,
                    initializer: binding.initializer.map { text(of: $0.value) }, location: location(binding))
                global.isLet = node.bindingSpecifier.tokenKind == .keyword(.let)
                global.initializerPosition = binding.initializer.map { location($0.value).position }
                facts.globals.append(global)
            }
        }
        // A global's initial value, getter or observers record their uses as free property code,
        // so `let changes = Model().$count` at the top level is seen like one in a type.
        if typeStack.isEmpty, functionStack.isEmpty, node.bindings.count == 1, let binding = node.bindings.first,
           binding.initializer != nil || binding.accessorBlock != nil,
           let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            let isComputed = binding.accessorBlock.map { !Self.isObserversOnly($0) } ?? false
            functionStack.append(FunctionFacts(
                kind: isComputed ? .accessor : .propertyCode, name: name, labels: [], isOverride: false, isAsync: false,
                location: location(binding), uses: []))
            accessorProperties.insert(node.id)
            return mayHoldFacts(node) ? .visitChildren : .skipChildren
        }
        guard !typeStack.isEmpty, functionStack.isEmpty, propertyDepths.last == 0 else { return .visitChildren }
        let attributes = attributeNames(node.attributes)
        let isStatic = node.modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            let isStored = binding.accessorBlock.map(Self.isObserversOnly) ?? true
            var property = PropertyFacts(
                name: name, type: binding.typeAnnotation.map { text(of: $0.type) } ?? Self.environmentObjectType(node.attributes), attributes: attributes,
                isStatic: isStatic, isStored: isStored, initializer: binding.initializer.map { text(of: $0.value) },
                location: location(binding))
            property.isLet = node.bindingSpecifier.tokenKind == .keyword(.let)
            property.initializerPosition = binding.initializer.map { location($0.value).position }
            if binding.typeAnnotation == nil { property.environmentKey = Self.environmentKey(node.attributes) }
            typeStack[typeStack.count - 1].properties.append(property)
        }
        // A computed property's getter (`var body: some View { ... }`) records its uses like a
        // function; so do a stored property's initial value (a `lazy` or `{ ... }()` closure that
        // sets up an object) and its `willSet` / `didSet`, as `propertyCode`.
        if node.bindings.count == 1, let binding = node.bindings.first,
           binding.initializer != nil || binding.accessorBlock != nil,
           let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            let isComputed = binding.accessorBlock.map { !Self.isObserversOnly($0) } ?? false
            var accessor = FunctionFacts(
                kind: isComputed ? .accessor : .propertyCode, name: name, labels: [], isOverride: false, isAsync: false,
                location: location(binding), uses: [])
            accessor.isStatic = isStatic
            accessor.ownerKind = typeStack.last?.kind
            functionStack.append(accessor)
            accessorProperties.insert(node.id)
        }
        guard mayHoldFacts(node) else { return .skipChildren }
        propertyDepths[propertyDepths.count - 1] += 1
        walkedProperties.insert(node.id)
        return .visitChildren
    }

    /// The type-level properties whose children are being walked (see `propertyDepths`).
    private var walkedProperties: Set<SyntaxIdentifier> = []
    /// Computed properties whose getter is open on `functionStack`.
    private var accessorProperties: Set<SyntaxIdentifier> = []

    override func visitPost(_ node: VariableDeclSyntax) {
        if accessorProperties.remove(node.id) != nil { closeFunction() }
        guard walkedProperties.remove(node.id) != nil else { return }
        propertyDepths[propertyDepths.count - 1] -= 1
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        deferringClosures.append(0)
        let visit = openFunction(.function, name: node.name.text, parameters: node.signature.parameterClause.parameters,
                     modifiers: node.modifiers, isAsync: node.signature.effectSpecifiers?.asyncSpecifier != nil,
                     returnType: node.signature.returnClause.map { text(of: $0.type) }, node: node)
        if let generics = node.genericParameterClause {
            functionStack[functionStack.count - 1].genericParameters = generics.parameters.map(\.name.text)
            functionStack[functionStack.count - 1].metatypeParameter = Self.metatypeParameter(node)
        }
        return visit
    }
    override func visitPost(_ node: FunctionDeclSyntax) {
        closeFunction()
        deferringClosures.removeLast()
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        deferringClosures.append(0)
        return openFunction(.initializer, name: "init", parameters: node.signature.parameterClause.parameters,
                     modifiers: node.modifiers, isAsync: node.signature.effectSpecifiers?.asyncSpecifier != nil,
                     returnType: node.optionalMark?.tokenKind == .postfixQuestionMark ? "Self?" : nil, node: node)
    }
    override func visitPost(_ node: InitializerDeclSyntax) {
        closeFunction()
        deferringClosures.removeLast()
    }

    override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        functionStack.append(FunctionFacts(kind: .deinitializer, name: "deinit", labels: [], isOverride: false, isAsync: false, location: location(node), uses: []))
        return mayHoldFacts(node) ? .visitChildren : .skipChildren
    }
    override func visitPost(_ node: DeinitializerDeclSyntax) { closeFunction() }

    /// `func dequeue<T: UITableViewCell>(ofType type: T.Type, for: IndexPath) -> T`: the position
    /// of the one parameter typed `T.Type` where the result is the generic `T` (`T?`, `T!`).
    static func metatypeParameter(_ node: FunctionDeclSyntax) -> Int? {
        guard let result = node.signature.returnClause?.type,
              let name = (result.as(OptionalTypeSyntax.self)?.wrappedType ?? result.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.wrappedType ?? result)
                .as(IdentifierTypeSyntax.self)?.name.text,
              node.genericParameterClause?.parameters.contains(where: { $0.name.text == name }) == true else { return nil }
        let positions = node.signature.parameterClause.parameters.enumerated().filter { _, parameter in
            guard let metatype = parameter.type.as(MetatypeTypeSyntax.self) else { return false }
            return metatype.baseType.as(IdentifierTypeSyntax.self)?.name.text == name && metatype.metatypeSpecifier.tokenKind == .keyword(.Type)
        }.map(\.offset)
        return positions.count == 1 ? positions[0] : nil
    }

    private func openFunction(
        _ kind: FunctionFacts.Kind, name: String, parameters: FunctionParameterListSyntax,
        modifiers: DeclModifierListSyntax, isAsync: Bool, returnType: String? = nil, node: some SyntaxProtocol
    ) -> SyntaxVisitorContinueKind {
        var function = FunctionFacts(
            kind: kind, name: name, labels: parameters.map { $0.firstName.text },
            isOverride: modifiers.contains { $0.name.text == "override" }, isAsync: isAsync,
            location: location(node), uses: [], returnType: returnType)
        function.isStatic = modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
        function.defaults = parameters.map { $0.defaultValue != nil }
        function.isFilePrivate = modifiers.contains { $0.name.text == "private" || $0.name.text == "fileprivate" }
        function.ownerKind = typeStack.last?.kind
        for (slot, parameter) in parameters.enumerated() {
            if let types = ExpressionTypeResolver.closureParameterTypes(parameter.type) { function.closureParameters[slot] = types }
        }
        if interest.parameters {
            function.parameters = parameters.map { parameter in
                ParameterFacts(
                    label: parameter.firstName.text, name: (parameter.secondName ?? parameter.firstName).text, type: text(of: parameter.type),
                    isVariadic: parameter.ellipsis != nil)
            }
        }
        if functionStack.isEmpty, interest.parameters {
            // Only the outermost function's: a nested function's uses are merged into it.
            parameterSlots = Dictionary(uniqueKeysWithValues: parameters.enumerated().map { (Syntax($0.element).id, $0.offset) })
            parameterNames = Set(function.parameters.map(\.name).filter { $0 != "_" })
            outermostFunction = Syntax(node)
        }
        functionStack.append(function)
        // After the push: whether an initializer's body is walked depends on the open function.
        return mayHoldFacts(node) ? .visitChildren : .skipChildren
    }

    /// The outermost open function's parameters, by declaration, and their names.
    private var parameterSlots: [SyntaxIdentifier: Int] = [:]
    private var parameterNames: Set<String> = []
    private var outermostFunction: Syntax?

    private func closeFunction() {
        guard var function = functionStack.popLast() else { return }
        if functionStack.isEmpty {
            if interest.parameters { keepParameters(of: &function) }
            localNames.removeAll(keepingCapacity: true)
            parameterSlots.removeAll()
            parameterNames.removeAll()
            outermostFunction = nil
        }
        // Most properties' initial values hold no recorded use: no entry for them.
        if function.kind == .propertyCode && function.uses.isEmpty { return }
        if !functionStack.isEmpty {
            // A nested function's uses count for the function that holds it.
            functionStack[functionStack.count - 1].uses += function.uses
        } else {
            // Kept for the whole run: drop the room appending left (up to half of the list);
            // measured on a 10-app corpus, 19 MB less peak memory.
            if function.uses.capacity > function.uses.count { function.uses = function.uses.withUnsafeBufferPointer { Array($0) } }
            if typeStack.isEmpty {
                facts.functions.append(function)
            } else {
                typeStack[typeStack.count - 1].functions.append(function)
            }
        }
    }

    // MARK: Uses

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.declName.baseName.text
        if recordedMembers.contains(name) {
            let value = Self.assignedValue(node).map { text(of: $0) }
            let isWrite = value != nil || Self.isAssigned(node)
            let typed = isWrite || interest.typesReceiver(of: name)
            record(.member, name: name, receiver: node.base.map { text(of: $0) } ?? "", isWrite: isWrite, node: node, assignedValue: value,
                   receiverLocalType: typed ? node.base.flatMap(localType(ofRootOf:)) : nil)
            if typed, let base = node.base, !functionStack.isEmpty {
                let (function, use) = (functionStack.count - 1, functionStack[functionStack.count - 1].uses.count - 1)
                if let (slot, element) = parameter(atRootOf: base) {
                    functionStack[function].uses[use].receiverParameter = slot
                    functionStack[function].uses[use].receiverIsParameterElement = element
                } else if functionStack[function].uses[use].receiverLocalType?.isEmpty == false, isCreatedLocal(atRootOf: base) {
                    functionStack[function].uses[use].receiverLocalIsCreated = true
                    functionStack[function].uses[use].receiverLocalIsHandedOn = isHandedOn(localAtRootOf: base)
                }
            }
            // A write's receiver is typed too (`headerView.delegate = self` after `let headerView = Header.make()`).
            if typed, let base = node.base { recordLocalValue(ofRootOf: base) }
        }
        return .visitChildren
    }

    /// `receiverLocalValue` of the use just recorded, when its local's type is not written.
    private func recordLocalValue(ofRootOf receiver: ExprSyntax) {
        guard !functionStack.isEmpty, let use = functionStack[functionStack.count - 1].uses.last, use.receiverLocalType == "",
              let value = localValue(ofRootOf: receiver) else { return }
        functionStack[functionStack.count - 1].uses[functionStack[functionStack.count - 1].uses.count - 1].receiverLocalValue = text(of: value)
        functionStack[functionStack.count - 1].uses[functionStack[functionStack.count - 1].uses.count - 1].receiverLocalValueRootType =
            localType(ofRootOf: value, throughCalls: true)
    }

    /// Calls whose closure argument runs later, not in the caller's turn.
    static let deferringCalls: Set<String> = [
        "async", "asyncAfter", "Task", "detached", "addOperation", "perform", "sink", "schedule", "detachNewThread",
    ]

    /// Inside a closure passed to one of `deferringCalls` (up to the function holding it).
    static func isDeferred(_ node: some SyntaxProtocol) -> Bool {
        var current = Syntax(node)
        while let parent = current.parent {
            if parent.is(FunctionDeclSyntax.self) || parent.is(InitializerDeclSyntax.self) || parent.is(AccessorBlockSyntax.self) { return false }
            if let closure = parent.as(ClosureExprSyntax.self), isDeferring(closure) { return true }
            current = parent
        }
        return false
    }

    /// Is `closure` passed to one of `deferringCalls` (trailing, labeled or additional trailing)?
    private static func isDeferring(_ closure: ClosureExprSyntax) -> Bool {
        let call = closure.parent?.as(FunctionCallExprSyntax.self) ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
            ?? closure.parent?.parent?.as(FunctionCallExprSyntax.self)  // additional trailing closures
        let called = call?.calledExpression
        let name = called?.as(DeclReferenceExprSyntax.self)?.baseName.text ?? called?.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        guard let name else { return false }
        return deferringCalls.contains(name)
    }

    /// `receiverLocalType`: the written or constructed type of the local or parameter a
    /// receiver chain starts with; nil when it starts with anything else.
    /// The value the local a receiver starts with is bound to (`let x = value`, `guard let x = value`),
    /// when the binding names no type.
    private func localValue(ofRootOf receiver: ExprSyntax) -> ExprSyntax? {
        guard let reference = Self.root(of: receiver).as(DeclReferenceExprSyntax.self), case .identifier = reference.baseName.tokenKind,
              localNames.contains(reference.baseName.text),
              let declaration = declaration(of: reference) else { return nil }
        if let binding = declaration.parent?.as(PatternBindingSyntax.self), binding.typeAnnotation == nil { return binding.initializer?.value }
        if let binding = declaration.parent?.as(OptionalBindingConditionSyntax.self), binding.typeAnnotation == nil { return binding.initializer?.value }
        return nil
    }

    // MARK: Parameters

    /// The position of the outermost open function's parameter `reference` names; nil for any
    /// other name (a local shadowing it, a member `x.name`).
    private func parameterSlot(of reference: DeclReferenceExprSyntax) -> Int? {
        guard !parameterSlots.isEmpty, reference.argumentNames == nil,
              reference.parent?.as(MemberAccessExprSyntax.self)?.declName.id != reference.id,
              let declaration = declaration(of: reference) else { return nil }
        return parameterSlots[declaration.id]
    }

    /// A caller's argument matters where the function writes a recorded member (on it, or on
    /// what it hands it to): there the parameters stay, with how the body hands each one on,
    /// found by a search of that body alone. Elsewhere they are dropped: kept for every
    /// function, they cost more memory than all other facts of the parameters' rule, and the
    /// search per use of every parameter cost a sixth of a whole run.
    private func keepParameters(of function: inout FunctionFacts) {
        guard let body = outermostFunction, function.uses.contains(where: { $0.kind == .member && $0.isWrite }) else {
            function.parameters = []
            return
        }
        for slot in function.parameters.indices { function.parameters[slot].handedOn = [] }
        for reference in SyntaxSearch.all(DeclReferenceExprSyntax.self, in: body, where: { parameterNames.contains($0.baseName.text) }) {
            guard let slot = parameterSlot(of: reference) else { continue }
            if let use = handedOn(reference, in: body) { function.parameters[slot].handedOn?.append(use) }
        }
    }

    /// How a use of the outermost function's parameter hands it on (`ParameterFacts.handedOn`);
    /// nil for reading or writing one of its properties.
    private func handedOn(_ reference: DeclReferenceExprSyntax, in function: Syntax) -> String? {
        var node = Syntax(reference)
        while let parent = node.parent, parent.is(ForceUnwrapExprSyntax.self) || parent.is(OptionalChainingExprSyntax.self) { node = parent }
        let use: String?
        if Self.isInNestedFunction(reference, below: function) {
            use = ""  // captured by a nested function: not followed
        } else if let member = node.parent?.as(MemberAccessExprSyntax.self), member.base?.id == node.id {
            let isCalled = member.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == member.id
            use = isCalled ? "." + member.declName.baseName.text : nil
        } else if let argument = node.parent?.as(LabeledExprSyntax.self), argument.expression.id == node.id,
                  let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self) {
            let called = call.calledExpression
            use = called.as(DeclReferenceExprSyntax.self)?.baseName.text ?? called.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? ""
        } else if let loop = node.parent?.as(ForStmtSyntax.self), loop.sequence.id == node.id {
            use = "for"
        } else {
            use = ""
        }
        return use
    }

    /// Inside a function, initializer, deinitializer or accessor declared within `function`.
    private static func isInNestedFunction(_ node: some SyntaxProtocol, below function: Syntax) -> Bool {
        var current = node.parent
        while let parent = current, parent.id != function.id {
            if parent.is(FunctionDeclSyntax.self) || parent.is(InitializerDeclSyntax.self) || parent.is(DeinitializerDeclSyntax.self)
                || parent.is(AccessorDeclSyntax.self) {
                return true
            }
            current = parent.parent
        }
        return false
    }

    /// The outermost function's parameter a receiver starts with, or whose element it starts
    /// with: the parameter of `views.forEach { $0... }` / `{ view in view... }`, or of
    /// `for view in views { view... }`.
    private func parameter(atRootOf receiver: ExprSyntax) -> (slot: Int, element: Bool)? {
        guard functionStack.count == 1, !parameterSlots.isEmpty, let reference = Self.root(of: receiver).as(DeclReferenceExprSyntax.self) else { return nil }
        if case .dollarIdentifier = reference.baseName.tokenKind {
            guard reference.baseName.text == "$0", let closure = reference.ancestorOrSelf(mapping: { $0.as(ClosureExprSyntax.self) }),
                  closure.signature == nil else { return nil }
            return elementSource(of: closure).map { ($0, true) }
        }
        guard case .identifier = reference.baseName.tokenKind, localNames.contains(reference.baseName.text),
              let declaration = declaration(of: reference) else { return nil }
        if let slot = parameterSlots[declaration.id] { return (slot, false) }
        if let loop = declaration.parent?.as(ForStmtSyntax.self), loop.pattern.id == declaration.id,
           let sequence = loop.sequence.as(DeclReferenceExprSyntax.self), let slot = parameterSlot(of: sequence) {
            return (slot, true)
        }
        guard declaration.is(ClosureShorthandParameterSyntax.self) || declaration.is(ClosureParameterSyntax.self),
              let closure = declaration.ancestorOrSelf(mapping: { $0.as(ClosureExprSyntax.self) }),
              let parameters = closure.signature?.parameterClause else { return nil }
        let count = switch parameters {
        case .simpleInput(let list): list.count
        case .parameterClause(let clause): clause.parameters.count
        }
        return count == 1 ? elementSource(of: closure).map { ($0, true) } : nil
    }

    /// A receiver starting with a local bound to a constructor call (`let spacer = UIView()`).
    private func isCreatedLocal(atRootOf receiver: ExprSyntax) -> Bool {
        guard let reference = Self.root(of: receiver).as(DeclReferenceExprSyntax.self), case .identifier = reference.baseName.tokenKind,
              let declaration = declaration(of: reference),
              let binding = declaration.parent?.as(PatternBindingSyntax.self), binding.pattern.id == declaration.id else { return false }
        return Self.constructedType(by: binding.initializer?.value) != nil
    }

    /// `Picker()`, `Picker.init(...)`, `Module.Picker(...)`: the type a constructor call builds;
    /// nil for any other value.
    private static func constructedType(by value: ExprSyntax?) -> String? {
        // `parent as? UINavigationController`: the cast's type (an `if let` unwraps it).
        if let elements = value?.as(SequenceExprSyntax.self)?.elements, elements.count == 3,
           elements.dropFirst().first?.is(UnresolvedAsExprSyntax.self) == true,
           let target = elements.last?.as(TypeExprSyntax.self)?.type.as(IdentifierTypeSyntax.self), target.genericArgumentClause == nil {
            return target.name.text
        }
        guard let call = value?.as(FunctionCallExprSyntax.self) else { return nil }
        var callee = call.calledExpression
        if let access = callee.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "init", let base = access.base { callee = base }
        let name = callee.as(DeclReferenceExprSyntax.self)?.baseName.text ?? callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        guard let name, name.first?.isUppercase == true else { return nil }
        return name
    }

    /// The parameter whose `forEach` runs `closure` (its trailing closure or only argument).
    private func elementSource(of closure: ClosureExprSyntax) -> Int? {
        let call = closure.parent?.as(FunctionCallExprSyntax.self) ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
        guard let call, call.trailingClosure?.id == closure.id || (call.arguments.count == 1 && call.arguments.first?.expression.id == ExprSyntax(closure).id),
              let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "forEach",
              let base = member.base?.as(DeclReferenceExprSyntax.self) else { return nil }
        return parameterSlot(of: base)
    }

    /// The innermost declaration `reference` names (`Scopes.firstDeclaration`), remembered for
    /// the last reference asked: a typed use asks it up to four times about its receiver's root.
    private func declaration(of reference: DeclReferenceExprSyntax) -> Syntax? {
        if let last = lastDeclaration, last.reference == reference.id { return last.declaration }
        let found = Scopes.firstDeclaration(of: reference.baseName.text, at: reference)
        lastDeclaration = (reference.id, found)
        return found
    }
    private var lastDeclaration: (reference: SyntaxIdentifier, declaration: Syntax?)?

    /// Is the local `receiver` starts with handed to other code in its scope: passed as an
    /// argument (`push(vc)`, `jobs.append(job)`), assigned (`self.job = job`), returned or put in
    /// a collection literal? Uses as a receiver (`job.start()`) and captures do not count.
    private func isHandedOn(localAtRootOf receiver: ExprSyntax) -> Bool {
        guard let reference = Self.root(of: receiver).as(DeclReferenceExprSyntax.self), let declaration = declaration(of: reference),
              let scope = declaration.ancestorOrSelf(mapping: { $0.as(CodeBlockItemListSyntax.self) }) else { return false }
        let name = reference.baseName.text
        for token in scope.tokens(viewMode: .sourceAccurate) where token.hasText(name) && token.position > declaration.endPosition {
            guard let use = token.parent?.as(DeclReferenceExprSyntax.self), use.argumentNames == nil else { continue }
            var node = Syntax(use)
            while let parent = node.parent, parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self)
                || parent.is(TupleExprSyntax.self) || (parent.is(LabeledExprListSyntax.self) && parent.parent?.is(TupleExprSyntax.self) == true)
                || (parent.is(LabeledExprSyntax.self) && parent.parent?.parent?.is(TupleExprSyntax.self) == true) {
                node = parent
            }
            guard let parent = node.parent else { continue }
            if parent.is(LabeledExprSyntax.self) || parent.is(ArrayElementSyntax.self) || parent.is(DictionaryElementSyntax.self)
                || parent.is(ReturnStmtSyntax.self) || parent.is(InOutExprSyntax.self) {
                return true
            }
            if let list = parent.as(ExprListSyntax.self) {
                let elements = Array(list)
                if let index = elements.firstIndex(where: { $0.id == node.id }), index >= 2, elements[index - 1].is(AssignmentExprSyntax.self) { return true }
            }
            if let infix = parent.as(InfixOperatorExprSyntax.self), infix.operator.is(AssignmentExprSyntax.self), infix.rightOperand.id == node.id { return true }
        }
        return false
    }

    /// `a` in `a.b?.c!.d`.
    /// `throughCalls`: also through method calls (`coordinator` of `coordinator.toPresentable()`),
    /// for a local's value, whose root the resolver types; a receiver's root stays the object
    /// the member is written on.
    private static func root(of receiver: ExprSyntax, throughCalls: Bool = false) -> ExprSyntax {
        var root = receiver
        while true {
            if let access = root.as(MemberAccessExprSyntax.self), let base = access.base { root = base; continue }
            if let inner = root.as(OptionalChainingExprSyntax.self)?.expression ?? root.as(ForceUnwrapExprSyntax.self)?.expression { root = inner; continue }
            if throughCalls, let called = root.as(FunctionCallExprSyntax.self)?.calledExpression, called.is(MemberAccessExprSyntax.self) {
                root = called
                continue
            }
            return root
        }
    }

    private func localType(ofRootOf receiver: ExprSyntax) -> String? {
        localType(ofRootOf: receiver, throughCalls: false)
    }

    private func localType(ofRootOf receiver: ExprSyntax, throughCalls: Bool) -> String? {
        let root = Self.root(of: receiver, throughCalls: throughCalls)
        // Most receivers start with a property or a type: the lexical lookup (a walk up the
        // function) only for a name some local of this function declares.
        guard let reference = root.as(DeclReferenceExprSyntax.self) else { return nil }
        if case .dollarIdentifier = reference.baseName.tokenKind { return "" }  // `$0`: a closure's parameter
        guard case .identifier = reference.baseName.tokenKind, localNames.contains(reference.baseName.text),
              let declaration = declaration(of: reference) else { return nil }
        if let parameter = declaration.as(FunctionParameterSyntax.self) { return text(of: parameter.type) }
        if let parameter = declaration.as(ClosureParameterSyntax.self) { return parameter.type.map { text(of: $0) } ?? "" }
        let annotation: TypeSyntax?
        let value: ExprSyntax?
        if let binding = declaration.parent?.as(PatternBindingSyntax.self) {
            (annotation, value) = (binding.typeAnnotation?.type, binding.initializer?.value)
        } else if let binding = declaration.parent?.as(OptionalBindingConditionSyntax.self) {
            // `guard let defaults = UserDefaults(suiteName: x)`: the constructed type, unwrapped.
            (annotation, value) = (binding.typeAnnotation?.type, binding.initializer?.value)
        } else {
            return ""
        }
        if let annotation { return text(of: annotation) }
        return Self.constructedType(by: value) ?? ""
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        let name = node.name.text
        // `@ObservedObject var x` names the wrapper as an attribute, not as a type.
        guard interest.typeReferences.contains(name), !Self.isOwnInheritance(node), node.parent?.is(AttributeSyntax.self) != true
        else { return .visitChildren }
        var use = IndexedUse(kind: .member, name: name, receiver: "", isWrite: false, location: location(node))
        // `ObservedObject<Model>`: its generic arguments as written.
        use.arguments = node.genericArgumentClause?.arguments.map { text(of: $0.argument) } ?? []
        facts.typeReferences.append(use)
        return .visitChildren
    }

    /// `class M: ObservableObject`: the declaration's own inheritance clause (not a generic
    /// constraint or a parameter type).
    private static func isOwnInheritance(_ node: IdentifierTypeSyntax) -> Bool {
        guard let inherited = node.parent?.as(InheritedTypeSyntax.self),
              let clause = inherited.parent?.parent?.as(InheritanceClauseSyntax.self) else { return false }
        return clause.parent?.isProtocol((any DeclGroupSyntax).self) == true
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.baseName.text
        if interest.projectedValues, name.hasPrefix("$"), let second = name.dropFirst().first, !second.isNumber {
            let base = node.parent?.as(MemberAccessExprSyntax.self).flatMap { access in access.declName.id == node.id ? access.base : nil }
            let typed = interest.typesReceiver(of: name)
            let receiver = base.map { text(of: $0) } ?? Self.keyPathPrefix(before: node) ?? ""
            record(.member, name: name, receiver: receiver, isWrite: false, node: node,
                   receiverLocalType: typed ? base.flatMap(localType(ofRootOf:)) : nil)
            if typed, let base { recordLocalValue(ofRootOf: base) }
        }
        // `x.name` is recorded by the member access; a bare `name` (or the base of `name.y`) here.
        let isMemberName = node.parent?.as(MemberAccessExprSyntax.self)?.declName.id == node.id
        if recordedMembers.contains(name), !isMemberName {
            if let write = Self.keyPathSubscriptWrite(of: node) {
                // `self[keyPath: \.delegate] = x` writes `self.delegate`.
                record(.member, name: name, receiver: write.receiver, isWrite: true, node: node, assignedValue: text(of: write.value),
                       receiverLocalType: localType(ofRootOf: write.base))
            } else if let prefix = Self.keyPathPrefix(before: node) {
                // A key path naming the member (`\Job.delegate`, `\.delegate`): whose member it is
                // comes from its root, and what is done through it is not known here.
                record(.member, name: name, receiver: prefix, isWrite: false, node: node)
            } else {
                let value = Self.assignedValue(node).map { text(of: $0) }
                record(.member, name: name, receiver: "", isWrite: value != nil || Self.isAssigned(node), node: node, assignedValue: value)
            }
        }
        return .visitChildren
    }

    /// `base[keyPath: \.a.name] = value` with `node` the key path's last component: the
    /// subscript's base, the receiver the write goes through (`base.a`) and the value.
    static func keyPathSubscriptWrite(of node: DeclReferenceExprSyntax) -> (base: ExprSyntax, receiver: String, value: ExprSyntax)? {
        guard let component = node.parent?.parent?.as(KeyPathComponentSyntax.self),
              let keyPath = component.parent?.parent?.as(KeyPathExprSyntax.self), keyPath.components.last?.id == component.id,
              let argument = keyPath.parent?.as(LabeledExprSyntax.self), argument.label?.text == "keyPath",
              let subscriptCall = argument.parent?.parent?.as(SubscriptCallExprSyntax.self), subscriptCall.arguments.count == 1,
              let value = Assignment.value(assignedTo: Syntax(subscriptCall)) else { return nil }
        let base = subscriptCall.calledExpression
        var receiver = base.trimmedDescription
        for earlier in keyPath.components where earlier.id != component.id {
            guard earlier.component.is(KeyPathPropertyComponentSyntax.self) else { return nil }
            receiver += earlier.trimmedDescription
        }
        return (base, receiver, value)
    }

    /// For a name that is a key path's component (`\Tally.$count`, `\.$count`): the key path
    /// up to it (`\Tally`, `\`), so a rule sees whose member it names, or that the root is
    /// inferred; nil elsewhere.
    static func keyPathPrefix(before node: DeclReferenceExprSyntax) -> String? {
        guard let component = node.parent?.parent?.as(KeyPathComponentSyntax.self),
              let keyPath = component.parent?.parent?.as(KeyPathExprSyntax.self) else { return nil }
        var prefix = "\\" + (keyPath.root.map { $0.trimmedDescription } ?? "")
        for earlier in keyPath.components {
            if earlier.id == component.id { break }
            prefix += earlier.trimmedDescription
        }
        return prefix
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let called = node.calledExpression
        // `Set<AnyCancellable>()` is a call of `Set`.
        let name = called.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? called.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? called.as(GenericSpecializationExprSyntax.self)?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text
        // Asked once: hashing the name for each test below was a visible share of the walk.
        let isInterestingCall = name.map { interest.calls.contains($0) } ?? false
        if let name, isInterestingCall || (interest.callGraph && interest.callGraphNames?.contains(name) != false)
            || (interest.initializerCalls && isConstructing) {
            let receiver = called.as(MemberAccessExprSyntax.self)?.base.map { text(of: $0) } ?? ""
            // A call recorded only for the call graph keeps its labels (`label: _`, `_`), which
            // is all the graph reads: the arguments' text was most of the index's memory.
            let labelsOnly = !isInterestingCall && !(interest.initializerCalls && isConstructing)
            record(.call, name: name, receiver: receiver, isWrite: false, node: node,
                   arguments: node.arguments.map { argument in
                       if labelsOnly { return argument.label.map { "\($0.text): _" } ?? "_" }
                       return argument.label.map { "\($0.text): " + text(of: argument.expression) } ?? text(of: argument.expression)
                   },
                   receiverLocalType: interest.callGraph ? called.as(MemberAccessExprSyntax.self)?.base.flatMap(localType(ofRootOf:)) : nil,
                   trailingClosures: (node.trailingClosure == nil ? 0 : 1) + node.additionalTrailingClosures.count,
                   createdTypes: isInterestingCall ? Self.createdTypes(in: node) : [])
            // `if let episode = self as? Episode { episode.subTitle() }`: the graph picks the
            // callee by the receiver's type, which the local's value gives.
            if interest.callGraph, let base = called.as(MemberAccessExprSyntax.self)?.base { recordLocalValue(ofRootOf: base) }
            if isInterestingCall, !functionStack.isEmpty, let first = node.arguments.first?.expression {
                let last = functionStack[functionStack.count - 1].uses.count - 1
                if last >= 0 { functionStack[functionStack.count - 1].uses[last].argumentPosition = location(first).position }
            }
            // `.environmentObject(viewModel)` with `viewModel` a parameter or local: its type, as for a receiver.
            if isInterestingCall, !functionStack.isEmpty, let first = node.arguments.first?.expression,
               let type = localType(ofRootOf: first), !type.isEmpty {
                let last = functionStack[functionStack.count - 1].uses.count - 1
                if last >= 0 { functionStack[functionStack.count - 1].uses[last].argumentLocalType = type }
            }
        }
        if name == "register", let registration = ReuseRegistrationReader.read(node, owner: typeStack.last?.name, location: location(node)) {
            facts.registrations.append(registration)
        }
        return .visitChildren
    }

    /// The capitalized callees (`Detail(...)`) among a call's arguments and trailing closures.
    private static func createdTypes(in call: FunctionCallExprSyntax) -> [String] {
        var seen: Set<String> = []
        var parts: [Syntax] = call.arguments.map { Syntax($0) }
        if let closure = call.trailingClosure { parts.append(Syntax(closure)) }
        parts += call.additionalTrailingClosures.map { Syntax($0) }
        return parts.flatMap { part in
            part.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
                guard case .identifier(let name) = token.tokenKind, name.first?.isUppercase == true,
                      let reference = token.parent?.as(DeclReferenceExprSyntax.self),
                      reference.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == reference.id,
                      seen.insert(name).inserted else { return nil }
                return name
            }
        }
    }

    private func record(
        _ kind: IndexedUse.Kind, name: String, receiver: String, isWrite: Bool, node: some SyntaxProtocol, arguments: [String] = [],
        assignedValue: String? = nil, receiverLocalType: String? = nil, trailingClosures: Int = 0, createdTypes: [String] = []
    ) {
        guard !functionStack.isEmpty else { return }
        var use = IndexedUse(kind: kind, name: name, receiver: receiver, isWrite: isWrite, location: location(node))
        use.arguments = arguments
        if let assignedValue { use.assignedValue = assignedValue }
        use.receiverLocalType = receiverLocalType
        use.trailingClosures = trailingClosures
        if !createdTypes.isEmpty { use.createdTypes = createdTypes }
        if interest.callGraph {
            use.isDeferred = deferringClosures[deferringClosures.count - 1] > 0
            // Debug builds (the tests) check the count against the walk up it replaces.
            assert(use.isDeferred == Self.isDeferred(node), "deferring closures miscounted at \(use.location)")
        }
        use.runsOnWrite = observerDepth > 0
        functionStack[functionStack.count - 1].uses.append(use)
    }

    /// Names declared so far in the functions being walked (locals, parameters, closure
    /// parameters and captures): a superset of the locals in scope, reset per top-level function.
    private var localNames: Set<String> = []

    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
        if !functionStack.isEmpty { localNames.insert(node.identifier.text) }
        return .visitChildren
    }

    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
        localNames.insert((node.secondName ?? node.firstName).text)
        return .visitChildren
    }

    override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
        localNames.insert(node.name.text)
        return .visitChildren
    }

    override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
        localNames.insert((node.secondName ?? node.firstName).text)
        return .visitChildren
    }

    override func visit(_ node: ClosureCaptureSyntax) -> SyntaxVisitorContinueKind {
        localNames.insert(node.name.text)
        return .visitChildren
    }

    // MARK: Helpers

    /// `X` of `@Environment(X.self) var x`: an @Observable object read from the environment
    /// has exactly the type it is looked up by.
    static func environmentObjectType(_ attributes: AttributeListSyntax) -> String? {
        for case .attribute(let attribute) in attributes where attribute.attributeName.trimmedDescription == "Environment" {
            guard case .argumentList(let arguments)? = attribute.arguments, arguments.count == 1,
                  let access = arguments.first?.expression.as(MemberAccessExprSyntax.self), access.declName.baseName.tokenKind == .keyword(.self),
                  let base = access.base else { continue }
            return base.trimmedDescription
        }
        return nil
    }

    /// `theme` of `@Environment(\.theme)`: the EnvironmentValues member the property reads.
    static func environmentKey(_ attributes: AttributeListSyntax) -> String? {
        for case .attribute(let attribute) in attributes where attribute.attributeName.trimmedDescription == "Environment" {
            guard case .argumentList(let arguments)? = attribute.arguments, arguments.count == 1,
                  let keyPath = arguments.first?.expression.as(KeyPathExprSyntax.self), keyPath.root == nil, keyPath.components.count == 1,
                  case .property(let component)? = keyPath.components.first?.component else { continue }
            return component.declName.baseName.text
        }
        return nil
    }

    private func attributeNames(_ attributes: AttributeListSyntax) -> [String] {
        attributes.compactMap { $0.as(AttributeSyntax.self).map { text(of: $0.attributeName) } }
    }

    /// `willSet`/`didSet` only: still a stored property.
    private static func isObserversOnly(_ block: AccessorBlockSyntax) -> Bool {
        guard case .accessors(let accessors) = block.accessors else { return false }
        return accessors.allSatisfy { ["willSet", "didSet"].contains($0.accessorSpecifier.text) }
    }

    /// `x.name = value`: the value (only when the use is the whole left side, not `x.name.y = v`).
    static func assignedValue(_ node: some SyntaxProtocol) -> ExprSyntax? {
        var current = Syntax(node)
        if let access = current.parent?.as(MemberAccessExprSyntax.self), access.declName.id == current.id { current = Syntax(access) }
        return Assignment.value(assignedTo: current)
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

