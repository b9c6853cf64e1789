import ModernizeCore
import SwiftSyntax

/// The `tabs = [UITab(...)]` (or `setTabs(_:animated:)`) to write for one assignment: one
/// UITab per view controller named in an array literal, with the title and image its
/// `tabBarItem` gets nearby, else read from its `tabBarItem`; any other array is mapped.
struct TabsSuggestion {
    let assignment: TabBarAssignment
    let context: RuleContext
    let types: ExpressionTypeResolver

    /// Per element of an array literal of names: its UITab and whether its title and image
    /// were found as written.
    struct Element {
        /// As written (`homeNav`, `self.settings`).
        let name: String
        /// A property of `self`, which the escaping provider closure captures by value
        /// (`[settings = self.settings]`): no implicit `self`, no cycle through the tabs.
        let isProperty: Bool
        let title: String
        let image: String
        let explicit: Bool
    }

    /// The elements, when the array is a literal of names (`homeNav`, `self.settings`).
    var elements: [Element]? {
        guard let array = assignment.controllers.as(ArrayExprSyntax.self), !array.elements.isEmpty else { return nil }
        let scope = Self.body(of: Ancestors.enclosingScope(of: assignment.node))
        var result: [Element] = []
        for element in array.elements {
            let expression = element.expression
            let isName = expression.is(DeclReferenceExprSyntax.self)
                || (expression.as(MemberAccessExprSyntax.self)?.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self))
            guard isName else { return nil }
            let written = expression.trimmedDescription
            let name = TabItemEvidence.withoutSelf(written)
            let isProperty = written != name
                || expression.as(DeclReferenceExprSyntax.self).map { Scopes.declarations(of: $0.baseName.text, at: $0).isEmpty } == true
            let evidence = scope.map { TabItemEvidence(for: name, in: $0) } ?? TabItemEvidence()
            if let title = evidence.title, let image = evidence.image {
                result.append(Element(name: written, isProperty: isProperty, title: title.trimmedDescription, image: image.trimmedDescription, explicit: true))
            } else {
                result.append(Element(
                    name: written, isProperty: isProperty, title: evidence.title?.trimmedDescription ?? "\(written).tabBarItem.title ?? \"\"",
                    image: evidence.image?.trimmedDescription ?? "\(written).tabBarItem.image", explicit: false))
            }
        }
        return result
    }

    var text: String {
        let unit = context.indentStyle.unit
        let prefix = assignment.receiverPrefix
        func set(_ tabs: String) -> String {
            if let animated = assignment.animated { return "\(prefix)setTabs(\(tabs), animated: \(animated.trimmedDescription))" }
            return "\(prefix)tabs = \(tabs)"
        }
        if let elements {
            let lines = elements.map { element in
                let identifier = TabItemEvidence.withoutSelf(element.name)
                let capture = !element.isProperty ? "" : identifier == element.name ? "[\(identifier)] " : "[\(identifier) = \(element.name)] "
                return "\(unit)UITab(title: \(element.title), image: \(element.image), identifier: \"\(identifier)\") { \(capture)_ in \(identifier) },"
            }
            return set((["["] + lines + ["]"]).joined(separator: "\n"))
        }
        if assignment.controllers.is(NilLiteralExprSyntax.self) { return set("[]") }
        var lines: [String] = []
        var controllers = Self.reindented(assignment.controllers, context: context)
        if assignment.controllers.is(ArrayExprSyntax.self) {
            // Created here, as before: bound first, so each is made once and typed as a controller.
            lines.append("let viewControllers: [UIViewController] = \(Self.reindented(assignment.controllers, context: context))")
            controllers = "viewControllers"
        } else if types.type(of: assignment.controllers).type?.isOptional == true || Self.isOptionalChain(assignment.controllers) {
            controllers = "(\(controllers) ?? [])"
        }
        let map = controllers + ".enumerated().map { index, viewController in\n"
            + "\(unit)UITab(title: viewController.tabBarItem.title ?? \"\", image: viewController.tabBarItem.image, identifier: \"tab\\(index)\") { _ in viewController }\n"
            + "}"
        lines.append(set(map))
        return lines.joined(separator: "\n")
    }

    /// `a?.b.c()`: an optional chain outside closures makes the whole expression optional.
    static func isOptionalChain(_ expression: ExprSyntax) -> Bool {
        SyntaxSearch.contains(OptionalChainingExprSyntax.self, in: expression, skipping: .closuresAndFunctions)
    }

    /// A function's, initializer's, accessor's or closure's statements.
    static func body(of scope: Syntax?) -> Syntax? {
        guard let scope else { return nil }
        if let function = scope.as(FunctionDeclSyntax.self) { return function.body.map(Syntax.init) }
        if let initializer = scope.as(InitializerDeclSyntax.self) { return initializer.body.map(Syntax.init) }
        if let accessor = scope.as(AccessorDeclSyntax.self) { return accessor.body.map(Syntax.init) }
        if let closure = scope.as(ClosureExprSyntax.self) { return Syntax(closure.statements) }
        return nil
    }

    /// A multi-line literal from column 0 (its lines after the first lose the statement's indentation).
    static func reindented(_ node: some SyntaxProtocol, context: RuleContext) -> String {
        let indent = context.indentation(of: node)
        return node.trimmedDescription.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
            .enumerated().map { index, line in index > 0 && line.hasPrefix(indent) ? String(line.dropFirst(indent.count)) : String(line) }
            .joined(separator: "\n")
    }
}
