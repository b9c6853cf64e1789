import ModernizeCore
import SwiftSyntax

/// Where the view holding a NavigationView is itself pushed (`NavigationLink { Owner() }`,
/// `.navigationDestination { Owner() }`): that NavigationView sits inside another stack, and a
/// NavigationStack nested in a NavigationStack is not supported.
enum PushedViews {
    static let pushingCalls = ["NavigationLink", "navigationDestination"]

    /// The first push of `owner` anywhere in the project (path and position order).
    static func firstPush(of owner: String, in index: ProjectIndex) -> IndexedUse? {
        pushingCalls.flatMap { index.callsByName[$0] ?? [] }.map(\.use)
            .filter { $0.createdTypes.contains(owner) }
            .min { ($0.location.path, $0.location.position) < ($1.location.path, $1.location.position) }
    }

    /// `NavigationLink` at File.swift:9:17; a modifier's recorded position is where the view it
    /// modifies starts.
    static func describe(_ push: IndexedUse) -> String {
        push.receiver.isEmpty ? "`\(push.name)` at \(push.location)" : "`.\(push.name)` on the view at \(push.location)"
    }

    /// Calls whose closures show a new hierarchy: a NavigationView there is a root, not nested.
    static let presentations: Set<String> = ["sheet", "fullScreenCover", "popover", "inspector", "UIHostingController"]

    /// Is the NavigationView part of what `body` shows when the view is pushed: in `body`, or in
    /// a property or method of its type (in this file) that `body` uses, directly or through
    /// others, and in neither case inside a sheet, popover or hosting controller.
    static func isInPushedContent(_ node: some SyntaxProtocol, owner: some DeclGroupSyntax, in tree: SourceFileSyntax) -> Bool {
        guard !isPresented(Syntax(node)), let member = memberName(around: node) else { return false }
        let members = Self.members(of: owner, in: tree)
        var reached: Set<String> = ["body"]
        var queue = ["body"]
        while let next = queue.popLast() {
            for declaration in members[next] ?? [] {
                for token in declaration.tokens(viewMode: .sourceAccurate) {
                    guard case .identifier(let name) = token.tokenKind, members[name] != nil, !reached.contains(name),
                          token.parent?.is(DeclReferenceExprSyntax.self) == true, !isPresented(Syntax(token)) else { continue }
                    reached.insert(name)
                    queue.append(name)
                }
            }
        }
        return reached.contains(member)
    }

    /// Inside a closure handed to a presentation (`.sheet { }`, `UIHostingController(rootView:)`).
    private static func isPresented(_ node: Syntax) -> Bool {
        Ancestors.all(above: node).contains { ancestor in
            guard let call = ancestor.as(FunctionCallExprSyntax.self), ancestor.id != node.id else { return false }
            let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
                ?? call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            guard let name, presentations.contains(name) else { return false }
            // Only what the call presents: its arguments and closures, not the view it modifies.
            let modified = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
            return modified.map { !(node.position >= $0.position && node.endPosition <= $0.endPosition) } ?? true
        }
    }

    /// The property or method of the type whose body holds `node`.
    private static func memberName(around node: some SyntaxProtocol) -> String? {
        for ancestor in Ancestors.all(above: node) {
            if let function = ancestor.as(FunctionDeclSyntax.self) { return function.name.text }
            if let binding = ancestor.as(PatternBindingSyntax.self), binding.parent?.parent?.parent?.is(MemberBlockItemSyntax.self) == true {
                return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            }
        }
        return nil
    }

    /// The owner type's properties and methods in this file (its declaration and extensions).
    private static func members(of owner: some DeclGroupSyntax, in tree: SourceFileSyntax) -> [String: [Syntax]] {
        let name = (owner.as(StructDeclSyntax.self)?.name.text ?? owner.as(ClassDeclSyntax.self)?.name.text
            ?? owner.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription)
        var groups: [any DeclGroupSyntax] = SyntaxSearch.all(ExtensionDeclSyntax.self, in: tree).filter { $0.extendedType.trimmedDescription == name }
        groups += SyntaxSearch.all(StructDeclSyntax.self, in: tree).filter { $0.name.text == name } as [any DeclGroupSyntax]
        var result: [String: [Syntax]] = [:]
        for group in groups {
            for item in group.memberBlock.members {
                if let function = item.decl.as(FunctionDeclSyntax.self) { result[function.name.text, default: []].append(Syntax(function)) }
                for binding in item.decl.as(VariableDeclSyntax.self)?.bindings ?? [] {
                    if let identifier = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                        result[identifier, default: []].append(Syntax(binding))
                    }
                }
            }
        }
        return result
    }

    /// A preview's code: inside `#Preview { }` or a `PreviewProvider` type. Only the canvas shows it.
    static func isPreview(_ node: some SyntaxProtocol) -> Bool {
        Ancestors.all(above: node).contains { ancestor in
            if let macro = ancestor.as(MacroExpansionExprSyntax.self) { return macro.macroName.text == "Preview" }
            if let macro = ancestor.as(MacroExpansionDeclSyntax.self) { return macro.macroName.text == "Preview" }
            guard let group = ancestor.asProtocol(DeclGroupSyntax.self) else { return false }
            return group.inheritanceClause?.inheritedTypes.contains { $0.type.trimmedDescription == "PreviewProvider" } ?? false
        }
    }
}
