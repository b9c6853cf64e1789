import SwiftSyntax

/// The modules a file imports, at any depth (`#if canImport(UIKit) import UIKit #endif` counts).
enum Imports {
    static func modules(in tree: SourceFileSyntax) -> Set<String> {
        Set(SyntaxSearch.all(ImportDeclSyntax.self, in: tree).compactMap { $0.path.first?.name.text })
    }
}
