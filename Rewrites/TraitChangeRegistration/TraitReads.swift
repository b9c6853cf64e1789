import ModernizeCore
import SwiftSyntax

/// Trait properties a body reads directly (`traitCollection.preferredContentSizeCategory`), as hints.
enum TraitReads {
    static func traits(readIn statements: [CodeBlockItemSyntax]) -> [String] {
        var found: [String] = []
        for node in statements.flatMap({ SyntaxSearch.all(MemberAccessExprSyntax.self, in: $0) }) {
            guard let base = node.base, let trait = TraitSet.propertyTraits[node.declName.baseName.text],
                  base.as(DeclReferenceExprSyntax.self)?.baseName.text == "traitCollection"
                    || base.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "traitCollection" else { continue }
            if !found.contains(trait + ".self") { found.append(trait + ".self") }
        }
        return found
    }
}
