import ModernizeCore
import SwiftSyntax

/// `NavigationLink(isActive:)` and `NavigationLink(tag:selection:)`: links driven by a binding,
/// which a NavigationStack replaces with `navigationDestination(isPresented:)` or a path. Looked
/// for in the view hierarchy around a NavigationView: the type declaring it and the views of
/// this file that type creates.
enum ProgrammaticLinks {
    /// The first binding-driven link in the hierarchy of `navigationView`.
    static func first(around navigationView: FunctionCallExprSyntax, in tree: SourceFileSyntax) -> FunctionCallExprSyntax? {
        let region: Syntax = Ancestors.enclosingTypeDeclaration(of: navigationView).map { Syntax($0) } ?? Syntax(navigationView)
        if let link = first(in: region) { return link }
        let declared = fileViews(in: tree)
        for name in createdTypes(in: region) {
            for declaration in declared[name] ?? [] where declaration.id != region.id {
                if let link = first(in: declaration) { return link }
            }
        }
        return nil
    }

    /// `isActive:` or `tag:` + `selection:` among a NavigationLink call's labels.
    static func isProgrammatic(_ call: FunctionCallExprSyntax) -> Bool {
        guard call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "NavigationLink" else { return false }
        let labels = Set(call.arguments.compactMap { $0.label?.text })
        return labels.contains("isActive") || (labels.contains("tag") && labels.contains("selection"))
    }

    private static func first(in root: some SyntaxProtocol) -> FunctionCallExprSyntax? {
        SyntaxSearch.first(FunctionCallExprSyntax.self, in: root, where: isProgrammatic)
    }

    /// Names of types created in `root` (`DetailView(item: x)`), in source order, once each.
    static func createdTypes(in root: some SyntaxProtocol) -> [String] {
        var seen: Set<String> = []
        return SyntaxSearch.all(FunctionCallExprSyntax.self, in: root).compactMap { call -> String? in
            guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                  name.first?.isUppercase == true, seen.insert(name).inserted else { return nil }
            return name
        }
    }

    /// This file's structs and classes (and their extensions), by name.
    private static func fileViews(in tree: SourceFileSyntax) -> [String: [Syntax]] {
        var result: [String: [Syntax]] = [:]
        for declaration in SyntaxSearch.all(StructDeclSyntax.self, in: tree) { result[declaration.name.text, default: []].append(Syntax(declaration)) }
        for declaration in SyntaxSearch.all(ClassDeclSyntax.self, in: tree) { result[declaration.name.text, default: []].append(Syntax(declaration)) }
        for declaration in SyntaxSearch.all(ExtensionDeclSyntax.self, in: tree) {
            result[declaration.extendedType.trimmedDescription, default: []].append(Syntax(declaration))
        }
        return result
    }

    /// The types created in the closure that the project declares in other files: their links
    /// were not looked at, which the review note says.
    static func otherFileViews(in closure: ClosureExprSyntax, context: RuleContext) -> [String] {
        createdTypes(in: closure).compactMap { name -> String? in
            guard let declaration = context.index.declaration(of: name), declaration.location.path != context.path,
                  declaration.kind == .struct || declaration.kind == .class else { return nil }
            return "`\(name)` (\(declaration.location.path))"
        }
    }

    /// What to write instead, for the finding.
    static func suggestion(for link: FunctionCallExprSyntax) -> String {
        var argument: [String: String] = [:]
        for element in link.arguments { if let label = element.label?.text { argument[label] = element.expression.trimmedDescription } }
        // `NavigationLink(isActive: $x) { destination } label: { }`: the first trailing closure.
        let destination = argument["destination"] ?? link.trailingClosure?.statements.trimmedDescription ?? "Destination()"
        if let isActive = argument["isActive"] {
            return ".navigationDestination(isPresented: \(isActive)) {\n    \(destination)\n}"
        }
        return "NavigationLink(value: \(argument["tag"] ?? "tag")) { … }\n"
            + ".navigationDestination(for: TagType.self) { value in\n    \(destination)\n}\n"
            + "// and NavigationStack(path:) where \(argument["selection"] ?? "the selection") drove it"
    }
}
