import ModernizeCore
import SwiftParser
import SwiftSyntax

/// The item a dequeue site configures its cell from, typed: what the registration's second
/// generic argument is and what `dequeueConfiguredReusableCell(using:for:item:)` passes.
///
/// - In a diffable data source's cell provider `{ collectionView, indexPath, item in ... }`: the
///   provider's item parameter, typed by the closure's annotation or the data source's
///   `ItemIdentifierType` (written at the call, or the declared type of what it is assigned to).
/// - In `collectionView(_:cellForItemAt:)`: a `let item = items[indexPath.item]` the
///   configuration reads, or `items[indexPath.item]` read in the configuration itself, typed by
///   the project index (`[Photo]` -> `Photo`).
///
/// Types, never names: an item whose type the rule cannot tell is a finding.
struct DequeueItem {
    /// `item: <argument>` at the dequeue.
    let argument: String
    /// The handler's item parameter: the site's own name for the item.
    let name: String
    /// The registration's second generic argument, as written.
    let type: String
    /// The declaration the handler's item parameter stands for (provider parameter or local).
    let declaration: Syntax?
    /// Reads of the item in the configuration (`names[indexPath.item]`), replaced by `name`.
    let reads: [Syntax]
    /// Where the item comes from, for the note.
    let origin: String

    /// The item at `dequeue`, whose cell `configuration` configures; `indexPath` is the
    /// declaration of the `for:` argument.
    static func find(
        _ dequeue: DequeueCall, configuration: CellConfiguration, indexPath: (name: String, declaration: Syntax)?, context: RuleContext
    ) -> Result<DequeueItem, BlockReason> {
        if let closure = Ancestors.enclosingScope(of: dequeue.call)?.as(ClosureExprSyntax.self) {
            return providerItem(closure, context: context)
        }
        guard let indexPath else {
            return .failure(BlockReason("the dequeue's index path is not a plain name, so the item it stands for cannot be found"))
        }
        // `items[indexPath.item]` read in the configuration, or a local initialised with it.
        var reads: [SubscriptCallExprSyntax] = []
        var locals: [(name: String, declaration: Syntax, value: SubscriptCallExprSyntax)] = []
        for statement in configuration.statements {
            reads += SyntaxSearch.all(SubscriptCallExprSyntax.self, in: statement) { isItemRead($0, indexPath: indexPath) }
            for reference in SyntaxSearch.all(DeclReferenceExprSyntax.self, in: statement) {
                guard reference.parent?.as(MemberAccessExprSyntax.self)?.declName.id != reference.id,
                      let declaration = Scopes.declarations(of: reference.baseName.text, at: reference).first,
                      declaration.position < (configuration.binding?.position ?? dequeue.call.position),
                      let value = localValue(declaration), isItemRead(value, indexPath: indexPath),
                      !locals.contains(where: { $0.declaration.id == declaration.id }) else { continue }
                locals.append((reference.baseName.text, declaration, value))
            }
        }
        // A read inside another read's index cannot be one (`a[b[indexPath.item]]`): outermost only.
        reads = reads.filter { read in !reads.contains { $0.id != read.id && $0.position <= read.position && read.endPosition <= $0.endPosition } }
        let written = Set(reads.map(\.trimmedDescription))
        guard locals.count + written.count <= 1 else {
            let all = locals.map { "`\($0.name)`" } + written.sorted().map { "`\($0)`" }
            return .failure(BlockReason("the configuration reads several items (\(ProseList.join(all))); a registration's handler gets one"))
        }
        if let local = locals.first {
            guard let type = elementType(local.value, context: context) else {
                return .failure(BlockReason("the type of `\(local.value.trimmedDescription)` (the item `\(local.name)`) is not known to the rule"))
            }
            return .success(DequeueItem(argument: local.name, name: local.name, type: type, declaration: local.declaration, reads: [],
                                        origin: "`\(local.name)`"))
        }
        if let read = reads.first {
            guard let type = elementType(read, context: context) else {
                return .failure(BlockReason("the type of `\(read.trimmedDescription)` (the item) is not known to the rule"))
            }
            // Names the moved code reads or declares (member names after a dot do not clash).
            let taken = Set(configuration.statements.flatMap { statement in
                SyntaxSearch.all(DeclReferenceExprSyntax.self, in: statement) { $0.parent?.as(MemberAccessExprSyntax.self)?.declName.id != $0.id }.map(\.baseName.text)
                    + SyntaxSearch.all(IdentifierPatternSyntax.self, in: statement).map(\.identifier.text)
            })
            var name = "item"
            var number = 2
            while taken.contains(name) { name = "item\(number)"; number += 1 }
            return .success(DequeueItem(argument: read.trimmedDescription, name: name, type: type, declaration: nil,
                                        reads: reads.map(Syntax.init), origin: "`\(read.trimmedDescription)`"))
        }
        return .failure(BlockReason(configuration.isEmpty
            ? "nothing configures the cell at the dequeue, so the item it shows (the registration's item type) is not known; write the registration with that item and move the cell's configuration into its handler"
            : "the configuration reads no `items[indexPath.item]`-like item whose type the rule knows; write the registration with the item the cell shows and move the configuration into its handler"))
    }

    // MARK: Cell provider

    /// The name a cell provider around `node` gives its item, when it names it.
    static func providerItemName(around node: some SyntaxProtocol) -> String? {
        guard let closure = Ancestors.enclosingScope(of: node)?.as(ClosureExprSyntax.self), providerCall(of: closure) != nil,
              let name = itemParameter(of: closure)?.name, name != "_" else { return nil }
        return name
    }

    private static func providerItem(_ closure: ClosureExprSyntax, context: RuleContext) -> Result<DequeueItem, BlockReason> {
        guard let call = providerCall(of: closure) else {
            return .failure(BlockReason("the dequeue is in a closure that is not a diffable data source's cell provider, so its item is not known"))
        }
        guard let parameter = itemParameter(of: closure) else {
            return .failure(BlockReason("the cell provider does not name its three parameters, so its item cannot be passed on"))
        }
        guard parameter.name != "_" else {
            return .failure(BlockReason("the cell provider ignores its item (`_`); name it to pass it to the registration"))
        }
        guard let type = parameter.type ?? dataSourceItemType(call, context: context) else {
            return .failure(BlockReason("the data source's item type is not known to the rule (write `UICollectionViewDiffableDataSource<Section, Item>` at the call or on the property it is assigned to)"))
        }
        return .success(DequeueItem(argument: parameter.name, name: parameter.name, type: type, declaration: parameter.declaration,
                                    reads: [], origin: "the cell provider's `\(parameter.name)`"))
    }

    /// The call whose cell provider `closure` is: its trailing closure or its `cellProvider:` argument,
    /// with a `collectionView:` argument.
    private static func providerCall(of closure: ClosureExprSyntax) -> FunctionCallExprSyntax? {
        let call = closure.parent?.as(FunctionCallExprSyntax.self)
            ?? closure.parent?.as(LabeledExprSyntax.self).flatMap { $0.label?.text == "cellProvider" ? $0.parent?.parent?.as(FunctionCallExprSyntax.self) : nil }
        guard let call, call.arguments.first?.label?.text == "collectionView" else { return nil }
        return call
    }

    private static func itemParameter(of closure: ClosureExprSyntax) -> (name: String, type: String?, declaration: Syntax)? {
        switch closure.signature?.parameterClause {
        case .simpleInput(let parameters)?:
            guard parameters.count == 3, let last = parameters.last else { return nil }
            return (last.name.text, nil, Syntax(last))
        case .parameterClause(let clause)?:
            guard clause.parameters.count == 3, let last = clause.parameters.last else { return nil }
            return ((last.secondName ?? last.firstName).text, last.type?.trimmedDescription, Syntax(last))
        case nil:
            return nil
        }
    }

    /// `ItemIdentifierType` of the data source `call` makes: written at the call
    /// (`UICollectionViewDiffableDataSource<Section, Item>(...)`), or the declared type of the
    /// property or constant it initialises, or the superclass of a project subclass.
    private static func dataSourceItemType(_ call: FunctionCallExprSyntax, context: RuleContext) -> String? {
        if let specialization = call.calledExpression.as(GenericSpecializationExprSyntax.self),
           specialization.expression.trimmedDescription.hasSuffix("UICollectionViewDiffableDataSource") {
            let arguments = Array(specialization.genericArgumentClause.arguments)
            return arguments.count == 2 ? arguments[1].argument.trimmedDescription : nil
        }
        if let annotated = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self)?.typeAnnotation?.type {
            return dataSourceItem(annotated)
        }
        if let list = call.parent?.as(ExprListSyntax.self) {
            let elements = Array(list)
            if elements.count == 3, elements[2].id == call.id, elements[1].is(AssignmentExprSyntax.self),
               let declared = ownPropertyType(elements[0], context: context) {
                return dataSourceItem(declared)
            }
        }
        // `final class DataSource: UICollectionViewDiffableDataSource<Section, Item>`.
        let types = context.index.types(named: ProjectIndex.simpleName(call.calledExpression.trimmedDescription)).filter { $0.kind == .class }
        if types.count == 1, types[0].parents.isEmpty, let superclass = types[0].inherited.first, let type = parsedType(superclass) {
            return dataSourceItem(type)
        }
        return nil
    }

    /// `Item` of a written `UICollectionViewDiffableDataSource<Section, Item>` (`!`/`?` allowed).
    private static func dataSourceItem(_ type: TypeSyntax) -> String? {
        var type = type
        if let wrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.wrappedType ?? type.as(OptionalTypeSyntax.self)?.wrappedType { type = wrapped }
        guard let identifier = type.as(IdentifierTypeSyntax.self), identifier.name.text == "UICollectionViewDiffableDataSource",
              let arguments = identifier.genericArgumentClause?.arguments, arguments.count == 2 else { return nil }
        return Array(arguments)[1].argument.trimmedDescription
    }

    /// The written type of `expression` when it is a stored property of the enclosing type
    /// (`dataSource`, `self.dataSource`): written in the scope where the registration is
    /// declared, so its names resolve there too.
    private static func ownPropertyType(_ expression: ExprSyntax, context: RuleContext) -> TypeSyntax? {
        let name: String
        if let reference = expression.as(DeclReferenceExprSyntax.self), Scopes.declarations(of: reference.baseName.text, at: reference).isEmpty {
            name = reference.baseName.text
        } else if let access = expression.as(MemberAccessExprSyntax.self), access.base?.trimmedDescription == "self" {
            name = access.declName.baseName.text
        } else {
            return nil
        }
        guard let owner = Ancestors.enclosingTypeName(of: expression) else { return nil }
        let properties = context.index.types(named: owner).flatMap(\.properties).filter { $0.name == name && !$0.isStatic }
        guard properties.count == 1 else { return nil }
        if let written = properties[0].type { return parsedType(written) }
        // `var items = [Item]()` / `Array<Item>()`: the type is written in the initializer.
        guard let initializer = properties[0].initializer else { return nil }
        var parser = Parser(initializer)
        guard let call = ExprSyntax.parse(from: &parser).as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
              call.trailingClosure == nil else { return nil }
        if let array = call.calledExpression.as(ArrayExprSyntax.self), array.elements.count == 1 {
            return parsedType("[\(array.elements.first!.expression.trimmedDescription)]")
        }
        if call.calledExpression.is(GenericSpecializationExprSyntax.self) {
            return parsedType(call.calledExpression.trimmedDescription)
        }
        return nil
    }

    private static func parsedType(_ text: String) -> TypeSyntax? {
        var parser = Parser(text)
        let type = TypeSyntax.parse(from: &parser)
        return type.hasError ? nil : type
    }

    // MARK: Items read by index path

    /// `items[indexPath.item]` / `items[indexPath.row]`, reading an array.
    private static func isItemRead(_ read: SubscriptCallExprSyntax, indexPath: (name: String, declaration: Syntax)) -> Bool {
        guard read.arguments.count == 1, let argument = read.arguments.first, argument.label == nil,
              let access = argument.expression.as(MemberAccessExprSyntax.self),
              ["item", "row"].contains(access.declName.baseName.text),
              let base = access.base?.as(DeclReferenceExprSyntax.self), base.baseName.text == indexPath.name,
              Scopes.declarations(of: indexPath.name, at: base).first?.id == indexPath.declaration.id else { return false }
        return true
    }

    /// The value a `let` local is initialised with.
    private static func localValue(_ declaration: Syntax) -> SubscriptCallExprSyntax? {
        guard let pattern = declaration.as(IdentifierPatternSyntax.self),
              let binding = pattern.parent?.as(PatternBindingSyntax.self), binding.typeAnnotation == nil,
              binding.parent?.parent?.as(VariableDeclSyntax.self)?.bindingSpecifier.tokenKind == .keyword(.let) else { return nil }
        return binding.initializer?.value.as(SubscriptCallExprSyntax.self)
    }

    /// The element type of `items[indexPath.item]`, as a generic argument: the written element
    /// of the array property's declared type when `items` is a property of the enclosing type
    /// (it resolves where the registration is declared), else a type the resolver knows whose
    /// name resolves anywhere: a standard or SDK type, or a project type (nested ones with their
    /// parents, `Feed.Item`). Anything else is unknown.
    private static func elementType(_ read: SubscriptCallExprSyntax, context: RuleContext) -> String? {
        if let declared = ownPropertyType(read.calledExpression, context: context) {
            if let array = declared.as(ArrayTypeSyntax.self) { return array.element.trimmedDescription }
            if let generic = declared.as(IdentifierTypeSyntax.self), generic.name.text == "Array",
               let arguments = generic.genericArgumentClause?.arguments, arguments.count == 1 {
                return arguments.first!.argument.trimmedDescription
            }
            return nil
        }
        guard let type = context.types.type(of: ExprSyntax(read)).type, case .named(let name, let arguments) = type.unwrapped, arguments.isEmpty else { return nil }
        let declared = context.index.types(named: name).filter { $0.kind != .extension }
        let written: String
        if declared.count == 1 {
            written = (declared[0].parents + [name]).joined(separator: ".")
        } else if declared.isEmpty, ExpressionTypeResolver.standardTypes.contains(name) || SDKFacts.shared.knowsClass(name) {
            written = name
        } else {
            return nil
        }
        return type.isOptional ? written + "?" : written
    }
}
