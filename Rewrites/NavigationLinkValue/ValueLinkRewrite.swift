import ModernizeCore
import SwiftSyntax

/// The review rewrite of a destination link in a `List` / `ForEach` row whose destination is
/// built from the row's element:
/// `NavigationLink(destination: Detail(item: item)) { Row(item) }` ->
/// `NavigationLink(value: item) { Row(item) }`, plus one
/// `.navigationDestination(for: Item.self) { item in Detail(item: item) }` on the root view of
/// the NavigationStack around it in the same function. Nil (the finding stays) when anything
/// is not proved: the element type (Hashable, one declaration), the stack (SwiftUI's, no
/// `path:`, one root view the modifier can follow), the destination's reads (the element and
/// names the root sees), the scopes between the root and the link (view containers only, no
/// environment set there), and other `.navigationDestination(for:)` of the type.
struct ValueLinkPlan {
    let link: DestinationLink
    let name: TokenSyntax
    let stack: FunctionCallExprSyntax
    let root: ExprSyntax
    /// The element's name in the row (`item`), also the destination closure's parameter.
    let element: String
    /// `Item`, spelled as the modifier writes it (`Store.Item` for a nested type).
    let typeSpelling: String
    let hashableAt: String
    let destination: ExprSyntax
    /// The destination's text, whitespace collapsed: links of one type share a modifier only
    /// when they build the same destination.
    let destinationKey: String
    let linkEdit: SourceEdit
    /// Other names the destination reads (properties of the view, locals of `body` before the stack).
    let otherReads: [String]
    /// Modifiers between the stack root and the link that no longer wrap the destination.
    let droppedModifiers: [(name: String, at: SourcePosition)]

    static let containers: Set<String> = [
        "List", "ForEach", "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "ScrollView", "Form", "Group",
        "Section", "Grid", "GridRow", "ViewThatFits",
    ]
    /// Modifiers that set nothing a pushed view inherits (no environment, no preference it reads).
    static let neutralModifiers: Set<String> = [
        "navigationTitle", "navigationBarTitle", "navigationBarTitleDisplayMode", "toolbar", "padding", "frame", "onAppear", "onDisappear",
        "task", "onChange", "onReceive", "sheet", "fullScreenCover", "alert", "confirmationDialog", "popover", "id", "listRowInsets",
        "listRowBackground", "listRowSeparator", "listSectionSeparator", "swipeActions", "contextMenu", "tag", "opacity", "background", "overlay",
        "navigationDestination", "onDelete", "onMove", "accessibilityLabel", "accessibilityIdentifier", "accessibilityHint",
    ]
    /// Modifiers whose environment a destination reads to work at all: leaving them is no rewrite.
    static let requiredEnvironment: Set<String> = ["environment", "environmentObject", "modelContainer", "modelContext", "environmentValue"]

    init?(context: RuleContext, link: DestinationLink, name: TokenSyntax) {
        guard let destination = link.destination,
              let stack = NavigationContainer(around: link.call), stack.name == "NavigationStack",
              // `NavigationStack(path:)`: the path's element type decides which values push.
              stack.call.arguments.isEmpty, stack.call.additionalTrailingClosures.isEmpty,
              let content = stack.call.trailingClosure, content.signature == nil, content.statements.count == 1,
              let root = content.statements.first?.item.as(ExprSyntax.self),
              // A modifier on ForEach or Group would be declared once per child view.
              let rootName = Self.baseViewName(of: root), rootName != "ForEach", rootName != "Group",
              !root.trailingTrivia.contains(where: \.isComment),
              ["NavigationStack", "List", "ForEach"].allSatisfy({ context.index.types(named: $0).isEmpty }) else { return nil }
        // The scopes between the root and the link: view containers and `if` / `switch` only.
        var row: (call: FunctionCallExprSyntax, closure: ClosureExprSyntax)?
        var dropped: [(String, SourcePosition)] = []
        var node = Syntax(link.call)
        while let parent = node.parent, parent.id != content.id {
            if let closure = parent.as(ClosureExprSyntax.self) {
                guard let call = closure.parent?.as(FunctionCallExprSyntax.self) ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
                      call.trailingClosure?.id == closure.id || call.arguments.contains(where: { $0.expression.id == closure.id }),
                      let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, Self.containers.contains(callee),
                      context.index.types(named: callee).isEmpty,
                      // `List(selection:)` turns value links into selection.
                      !call.arguments.contains(where: { $0.label?.text == "selection" }) else { return nil }
                if row == nil, callee == "List" || callee == "ForEach", closure.signature != nil { row = (call, closure) }
            } else if let call = parent.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                      let base = member.base, node.id == Syntax(member).id || base.id == node.id {
                let modifier = member.declName.baseName.text
                if Self.requiredEnvironment.contains(modifier) { return nil }
                if !Self.neutralModifiers.contains(modifier) { dropped.append((modifier, context.position(of: member.declName))) }
            } else if (parent.is(DeclSyntax.self) && !parent.is(IfConfigDeclSyntax.self)) || parent.is(AccessorBlockSyntax.self) {
                return nil
            }
            node = parent
        }
        guard node.parent?.id == content.id else { return nil }
        // The root's own modifiers: the destination modifier goes after them, outside.
        var chain = root
        while let call = chain.as(FunctionCallExprSyntax.self) {
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
                let modifier = member.declName.baseName.text
                if Self.requiredEnvironment.contains(modifier) { return nil }
                if !Self.neutralModifiers.contains(modifier) { dropped.append((modifier, context.position(of: member.declName))) }
                chain = base
            } else { break }
        }
        // The row: one element, named, of a List / ForEach over an array of a Hashable type.
        guard let row, let elementToken = Self.soleParameter(of: row.closure), case .identifier(let element) = elementToken.tokenKind,
              let collection = row.call.arguments.first, collection.label == nil,
              case .array(let elementType)? = context.types.type(of: collection.expression).type,
              case .named(let typeName, let arguments) = elementType, arguments.isEmpty,
              context.index.declaration(of: "Hashable") == nil,
              case .yes(let location) = Conformance.of(typeName, to: "Hashable", in: context.index) else { return nil }
        var spelling = typeName
        if !context.index.types(named: typeName).isEmpty {
            let declarations = context.index.types(named: typeName).filter { $0.kind != .extension }
            guard declarations.count == 1, declarations[0].genericParameters.isEmpty else { return nil }
            spelling = (declarations[0].parents + [typeName]).joined(separator: ".")
        }
        // The pushed value is the element itself.
        guard link.valueArgument(element: element) else { return nil }
        // Names bound inside the stack's content (closure parameters, locals, `if let`): the
        // destination closure on the root cannot see them. The element must be bound once.
        var bound: [String: Int] = [:]
        for pattern in SyntaxSearch.all(IdentifierPatternSyntax.self, in: content) { bound[pattern.identifier.text, default: 0] += 1 }
        for closure in SyntaxSearch.all(ClosureExprSyntax.self, in: content) {
            switch closure.signature?.parameterClause {
            case .simpleInput(let names)?: for name in names { bound[name.name.text, default: 0] += 1 }
            case .parameterClause(let clause)?: for parameter in clause.parameters { bound[(parameter.secondName ?? parameter.firstName).text, default: 0] += 1 }
            case nil: break
            }
        }
        // The element's name is bound once in the row (no closure or local between it and the link shadows it).
        var inRow = SyntaxSearch.all(IdentifierPatternSyntax.self, in: row.closure).filter { $0.identifier.text == element }.count
        for closure in SyntaxSearch.all(ClosureExprSyntax.self, in: row.closure) {
            switch closure.signature?.parameterClause {
            case .simpleInput(let names)?: inRow += names.filter { $0.name.text == element }.count
            case .parameterClause(let clause)?: inRow += clause.parameters.filter { ($0.secondName ?? $0.firstName).text == element }.count
            case nil: break
            }
        }
        guard inRow == 1 else { return nil }
        var others: [String] = []
        for token in destination.tokens(viewMode: .sourceAccurate) {
            if case .dollarIdentifier = token.tokenKind { return nil }
            guard let reference = token.parent?.as(DeclReferenceExprSyntax.self), reference.baseName.id == token.id else { continue }
            // A member name (`.name` of `item.name`, `.plain`) is no variable.
            if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id { continue }
            // An argument label is no read.
            let text = token.text
            if text == element { continue }
            if bound[text] != nil { return nil }
            if text.first?.isLowercase == true || text == "self", !others.contains(text) { others.append(text) }
        }
        // The replaced text keeps no comment besides the destination's own.
        guard let edit = link.valueEdit(element: element, context: context) else { return nil }
        self.link = link
        self.name = name
        self.stack = stack.call
        self.root = root
        self.element = element
        self.typeSpelling = spelling
        self.hashableAt = location
        self.destination = destination
        self.destinationKey = destination.trimmedDescription.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        self.linkEdit = edit
        self.otherReads = others
        self.droppedModifiers = dropped
    }

    /// `item` of `{ item in }` or `{ (item) in }` (untyped, no capture list or effects).
    private static func soleParameter(of closure: ClosureExprSyntax) -> TokenSyntax? {
        guard let signature = closure.signature, signature.capture == nil, signature.effectSpecifiers == nil, signature.returnClause == nil,
              signature.attributes.isEmpty else { return nil }
        switch signature.parameterClause {
        case .simpleInput(let names)?:
            return names.count == 1 ? names.first?.name : nil
        case .parameterClause(let clause)?:
            guard clause.parameters.count == 1, let parameter = clause.parameters.first, parameter.type == nil, parameter.secondName == nil else { return nil }
            return parameter.firstName
        case nil: return nil
        }
    }

    /// `List` of `List { }.listStyle(.plain)`.
    static func baseViewName(of expression: ExprSyntax) -> String? {
        var current = expression
        while true {
            if let call = current.as(FunctionCallExprSyntax.self) {
                if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base { current = base; continue }
                return call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            }
            if let member = current.as(MemberAccessExprSyntax.self), let base = member.base { current = base; continue }
            return nil
        }
    }
}

extension DestinationLink {
    /// Does the destination build its view from the element (`Detail(item: item)`, also
    /// `Detail(item: item).navigationTitle(item.name)`)? Its pushed value is the element.
    func valueArgument(element: String) -> Bool {
        guard let destination else { return false }
        return SyntaxSearch.all(DeclReferenceExprSyntax.self, in: destination).contains { $0.baseName.text == element }
    }

    /// The edit that turns the link into `NavigationLink(value: element)`: the `destination:`
    /// argument becomes `value: element`; `NavigationLink { D } label: { L }` becomes
    /// `NavigationLink(value: element) { L }`. Nil when a comment would go with the removed code.
    func valueEdit(element: String, context: RuleContext) -> SourceEdit? {
        guard let destination else { return nil }
        let range: Range<AbsolutePosition>
        let replacement: String
        if let argument = call.arguments.first(where: { $0.label?.text == "destination" }) {
            range = argument.positionAfterSkippingLeadingTrivia..<argument.expression.endPositionBeforeTrailingTrivia
            replacement = "value: \(element)"
        } else {
            guard let first = call.trailingClosure, let second = call.additionalTrailingClosures.first, call.leftParen == nil else { return nil }
            range = call.calledExpression.endPositionBeforeTrailingTrivia..<second.closure.positionAfterSkippingLeadingTrivia
            replacement = "(value: \(element)) "
            _ = first
        }
        let before = RegionText.text(context, from: range.lowerBound, to: destination.positionAfterSkippingLeadingTrivia)
        let after = RegionText.text(context, from: destination.endPositionBeforeTrailingTrivia, to: range.upperBound)
        guard !(before + after).contains("//"), !(before + after).contains("/*"), !(before + after).contains("#") else { return nil }
        return SourceEdit(range: range, replacement: replacement)
    }
}
