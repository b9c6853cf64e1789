import ModernizeCore
import SwiftSyntax

/// The stored properties a class gets for its registrations.
///
/// `private var photoCellRegistration: UICollectionView.CellRegistration<PhotoCell, Photo>!`,
/// assigned where `register` was. An implicitly unwrapped `var` keeps the creation exactly
/// where and when the `register` ran (once, before the first dequeue) and compiles in Swift 5
/// and 6 modes. A `lazy var` would create it on first use, which is inside the cell provider,
/// where iOS 15+ raises an exception; a `let` initialised at the declaration would run in
/// every initializer, including the ones the `register` was not in.
enum StoredRegistration {
    /// One insertion at the end of the line of the class body's `{`, indented like the first member.
    static func declarations(_ plans: [RegistrationPlan], in owner: ClassDeclSyntax, context: RuleContext) -> SourceEdit {
        let members = owner.memberBlock.members
        let indent: String
        if let first = members.first, first.decl.leadingTrivia.contains(where: \.isNewline) {
            indent = context.indentation(of: first.decl)
        } else {
            indent = context.indentation(of: owner) + context.indentStyle.unit
        }
        let text = plans.map { context.newline + indent + "private var \($0.propertyName): \($0.registrationType)!" }.joined()
        let brace = owner.memberBlock.leftBrace
        return SourceEdit(range: brace.endPosition..<brace.endPosition, replacement: text)
    }
}
