import ModernizeCore
import SwiftSyntax

/// The classes and extensions a file declares, by name, found in one walk: looked up per
/// lifecycle override, a walk each made the rule quadratic in the overrides of a file.
struct LocalTypes {
    private let classes: [String: [ClassDeclSyntax]]
    private let extensions: [String: [ExtensionDeclSyntax]]

    init(_ tree: SourceFileSyntax) {
        classes = Dictionary(grouping: SyntaxSearch.all(ClassDeclSyntax.self, in: tree, skipping: .codeBlocks), by: \.name.text)
        extensions = Dictionary(grouping: SyntaxSearch.all(ExtensionDeclSyntax.self, in: tree, skipping: .codeBlocks)) {
            SyntaxQueries.baseTypeName($0.extendedType) ?? ""
        }
    }

    func classes(named name: String) -> [ClassDeclSyntax] { classes[name] ?? [] }

    func extensions(of name: String) -> [ExtensionDeclSyntax] { extensions[name] ?? [] }
}
