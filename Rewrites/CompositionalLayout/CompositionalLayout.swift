import ModernizeCore
import SwiftSyntax

/// Flow layouts configured in code -> a finding with the compositional layout to paste; never an
/// edit: the swap changes sizing and spacing semantics and stops code that downcasts the layout,
/// so a person decides. Also reported: delegate sizing (a compositional layout never calls it),
/// downcasts to `UICollectionViewFlowLayout` and subclasses of it (custom layout code).
public struct CompositionalLayout: Codemod {
    public let description = RuleDescription(
        id: "compositional-layout",
        legacy: "UICollectionViewFlowLayout configured in code (itemSize, spacing, insets, sizeForItemAt)",
        modern: "UICollectionViewCompositionalLayout",
        since: IOSVersion(13),
        rationale: "Compositional layouts express sections, groups and orthogonal scrolling declaratively, and self-size cells without delegate math.",
        tiers: [.finding],
        examples: [
            RuleExample(
                "grid",
                before: """
                    import UIKit

                    func makeGrid() -> UICollectionViewLayout {
                        let layout = UICollectionViewFlowLayout()
                        layout.itemSize = CGSize(width: 100, height: 100)
                        layout.minimumLineSpacing = 10
                        return layout
                    }
                    """,
                findings: ["a flow layout configured in code"]),
        ])

    public let triggers = ["UICollectionViewFlowLayout", "sizeForItemAt"]

    public init() {}

    public func rewrite(_ context: RuleContext) throws -> RuleOutput {
        var output = RuleOutput()
        for call in SyntaxSearch.all(FunctionCallExprSyntax.self, in: context.tree) where
            call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "UICollectionViewFlowLayout" && call.arguments.isEmpty {
            output.append(creationFinding(call, context: context))
        }
        for function in SyntaxSearch.all(FunctionDeclSyntax.self, in: context.tree) where Self.isSizeForItem(function) {
            output.append(context.finding(
                at: function.name, severity: .info,
                "`collectionView(_:layout:sizeForItemAt:)`: a compositional layout never calls the flow-layout delegate; size items in the layout instead (`.estimated(...)` heights self-size cells, or a section provider `UICollectionViewCompositionalLayout { section, environment in ... }` for per-section sizes)",
                suggestion: "let layout = UICollectionViewCompositionalLayout { sectionIndex, environment in\n    // .estimated(44): a placeholder height; use the sizes sizeForItemAt returned\n    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44)))\n    let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44)), subitems: [item])\n    return NSCollectionLayoutSection(group: group)\n}"))
        }
        for cast in Self.downcasts(in: context.tree) {
            output.append(context.finding(
                at: cast, severity: .info,
                "downcast to UICollectionViewFlowLayout: once the layout is compositional, `as?` gives nil (the code after it stops running) and `as!` crashes; move what it configures into the compositional layout"))
        }
        for declaration in SyntaxSearch.all(ClassDeclSyntax.self, in: context.tree) where
            declaration.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription == "UICollectionViewFlowLayout" {
            output.append(context.finding(
                at: declaration.name, severity: .info,
                "`\(declaration.name.text)` subclasses UICollectionViewFlowLayout: its custom layout code cannot be swapped for a compositional layout mechanically; rebuild it with NSCollectionLayoutGroup.custom or keep it"))
        }
        return output
    }

    /// `x as? UICollectionViewFlowLayout` / `as!`: the `as` keywords (unfolded sequences, as parsed).
    static func downcasts(in tree: SourceFileSyntax) -> [TokenSyntax] {
        SyntaxSearch.all(UnresolvedAsExprSyntax.self, in: tree) { cast in
            guard cast.questionOrExclamationMark != nil, let list = cast.parent?.as(ExprListSyntax.self) else { return false }
            let elements = Array(list)
            guard let index = elements.firstIndex(where: { $0.id == ExprSyntax(cast).id }), index + 1 < elements.count else { return false }
            return elements[index + 1].as(TypeExprSyntax.self)?.type.trimmedDescription == "UICollectionViewFlowLayout"
        }.map(\.asKeyword)
    }

    static func isSizeForItem(_ function: FunctionDeclSyntax) -> Bool {
        function.name.text == "collectionView" && function.signature.parameterClause.parameters.map(\.firstName.text) == ["_", "layout", "sizeForItemAt"]
    }

    private func creationFinding(_ call: FunctionCallExprSyntax, context: RuleContext) -> Site {
        guard let binding = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
            let empty = LayoutSuggestion(configuration: FlowLayoutConfiguration(), name: "layout")
            return context.finding(
                at: call.calledExpression, severity: .info,
                "a flow layout created here without settings; code that configures it later (through `collectionViewLayout`) or replaces it is not read: UICollectionViewCompositionalLayout (iOS 13) expresses it as item, group and section; carry over the sizes, spacing and insets it ends up with (from that code, the delegate or the defaults)",
                suggestion: empty.code)
        }
        // A local (`let layout = UICollectionViewFlowLayout()` in a function or closure): its
        // settings follow it; a stored property: its type's code configures it after creation.
        let configuration: FlowLayoutConfiguration
        let afterCreation: Bool
        if let scope = Ancestors.nearest(above: call, where: { $0.is(CodeBlockSyntax.self) || $0.is(ClosureExprSyntax.self) }) {
            configuration = FlowLayoutConfiguration(variable: name, in: scope.as(ClosureExprSyntax.self).map { Syntax($0.statements) } ?? scope)
            afterCreation = false
        } else if let owner = Ancestors.enclosingTypeDeclaration(of: call) {
            configuration = FlowLayoutConfiguration(variable: name, in: owner, throughout: true)
            afterCreation = true
        } else {
            configuration = FlowLayoutConfiguration()
            afterCreation = false
        }
        let suggestion = LayoutSuggestion(configuration: configuration, name: name)
        let settings = configuration.values.keys.sorted().map { "`\($0)`" }
        var message = settings.isEmpty
            ? "a flow layout configured in code (no settings \(afterCreation ? "in this type" : "here"): sizes come from the delegate or defaults)"
            : afterCreation
                ? "a flow layout configured after creation (\(ProseList.join(settings)), set in this type's code)"
                : "a flow layout configured in code (\(ProseList.join(settings)))"
        message += ": UICollectionViewCompositionalLayout (iOS 13\(suggestion.isFullWidthList ? "; lists iOS 14" : "")) expresses it as item, group and section"
        if !suggestion.differences.isEmpty { message += "; differences: " + suggestion.differences.joined(separator: "; ") }
        message += "; code that downcasts `collectionViewLayout` to UICollectionViewFlowLayout stops working (reported where it is)"
        return context.finding(at: call.calledExpression, severity: .info, message, suggestion: suggestion.code)
    }
}

extension FlowLayoutConfiguration {
    init() { values = [:] }
}
