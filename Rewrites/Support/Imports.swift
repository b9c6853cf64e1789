import SwiftSyntax

/// The modules a file imports, at any depth of `#if` (`#if canImport(UIKit) import UIKit #endif`
/// counts). Imports live only at file scope, so only top-level statements and `#if` clauses are
/// looked at, never function bodies (several rules ask per file).
enum Imports {
    static func modules(in tree: SourceFileSyntax) -> Set<String> {
        var modules: Set<String> = []
        collect(tree.statements, into: &modules)
        return modules
    }

    /// The imports at the top level of the file, outside `#if`: what every build of it sees.
    static func unconditional(in tree: SourceFileSyntax) -> [ImportDeclSyntax] {
        tree.statements.compactMap { $0.item.as(ImportDeclSyntax.self) }
    }

    private static func collect(_ items: CodeBlockItemListSyntax, into modules: inout Set<String>) {
        for item in items {
            if let declaration = item.item.as(ImportDeclSyntax.self), let module = declaration.path.first?.name.text {
                modules.insert(module)
            } else if let conditional = item.item.as(IfConfigDeclSyntax.self) {
                for clause in conditional.clauses {
                    if case .statements(let nested)? = clause.elements { collect(nested, into: &modules) }
                }
            }
        }
    }
}
