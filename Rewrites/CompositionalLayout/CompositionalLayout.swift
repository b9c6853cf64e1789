import ModernizeCore
import SwiftSyntax

/// Flow layouts configured in code -> a compositional layout. A review rewrite for the common
/// shape: a local `let layout = UICollectionViewFlowLayout()` set up by statements of the same
/// block (a constant or plain-expression `itemSize`, spacing, `sectionInset`, a constant
/// `scrollDirection`, header and footer reference sizes, `estimatedItemSize = automaticSize`)
/// and then only passed on (returned to a declared type, `collectionViewLayout:`, assigned to
/// `collectionViewLayout`): the creation and its settings become the item, group, section and
/// layout `LayoutSuggestion` builds (the flow layout's default 10-point spacing written out),
/// where the last setting was. The note names each difference (fixed instead of minimum
/// interitem spacing, leading/trailing insets, header sizing, self-sizing estimates) and that no
/// code in the project names `UICollectionViewFlowLayout` as a type (so no downcast stops
/// working) or implements the flow-layout delegate's sizing methods. Everything else stays a
/// finding with the code to paste and, for a local, why it was not rewritten: a stored property,
/// a read, a setting in a branch or closure, a repeated setting, a placeholder in the suggestion,
/// the type named anywhere in the project. Also reported: delegate sizing (a compositional
/// layout never calls it), downcasts to `UICollectionViewFlowLayout` and subclasses of it.
public struct CompositionalLayout: Codemod {
    public let description = RuleDescription(
        id: "compositional-layout",
        legacy: "UICollectionViewFlowLayout configured in code (itemSize, spacing, insets, sizeForItemAt)",
        modern: "UICollectionViewCompositionalLayout",
        since: IOSVersion(13),
        rationale: "Compositional layouts express sections, groups and orthogonal scrolling declaratively, and self-size cells without delegate math. A local flow layout configured in its own block and only passed on is rewritten (review: interitem spacing becomes fixed, insets leading/trailing; rewritten only when nothing in the project names UICollectionViewFlowLayout as a type or implements the flow-layout delegate's sizing methods); other flow layouts, delegate sizing, downcasts and subclasses are findings.",
        tiers: [.review, .finding],
        examples: [
            RuleExample(
                "grid",
                before: """
                    import UIKit

                    @MainActor func makeGrid() -> UICollectionViewLayout {
                        let layout = UICollectionViewFlowLayout()
                        layout.itemSize = CGSize(width: 100, height: 100)
                        layout.minimumLineSpacing = 10
                        return layout
                    }
                    """,
                after: """
                    import UIKit

                    @MainActor func makeGrid() -> UICollectionViewLayout {
                        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(100)))
                        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(100)), subitems: [item])
                        group.interItemSpacing = .fixed(10)
                        let section = NSCollectionLayoutSection(group: group)
                        section.interGroupSpacing = 10
                        let layout = UICollectionViewCompositionalLayout(section: section)
                        return layout
                    }
                    """,
                findings: ["review: replaces the flow layout set up on lines 4-6"]),
            RuleExample(
                "downcast",
                before: """
                    import UIKit

                    @MainActor func makeGrid() -> UICollectionViewLayout {
                        let layout = UICollectionViewFlowLayout()
                        layout.itemSize = CGSize(width: 100, height: 100)
                        return layout
                    }

                    @MainActor func shrink(_ collectionView: UICollectionView) {
                        (collectionView.collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize = CGSize(width: 50, height: 50)
                    }
                    """,
                findings: ["a flow layout configured in code", "downcast to UICollectionViewFlowLayout"]),
        ])

    public let triggers = ["UICollectionViewFlowLayout", "sizeForItemAt"]

    /// Where the project names UICollectionViewFlowLayout as a type (a downcast, a variable of
    /// that type) and implements the flow-layout delegate's sizing methods: either keeps a
    /// local flow layout a finding.
    public let indexInterest = IndexInterest(
        triggers: ["UICollectionViewFlowLayout", "sizeForItemAt", "insetForSectionAt", "SpacingForSectionAt", "referenceSizeFor"],
        typeReferences: [LayoutRewrite.flowType])

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
        for function in SyntaxSearch.all(FunctionDeclSyntax.self, in: context.tree) {
            guard let (label, setting) = Self.perSectionSetting(function) else { continue }
            output.append(context.finding(
                at: function.name, severity: .info,
                "`collectionView(_:layout:\(label):)` sets \(setting) per section through the flow-layout delegate, which a compositional layout never calls; set it on each section in a section provider instead (`UICollectionViewCompositionalLayout { sectionIndex, environment in ... }`)",
                suggestion: Self.sectionProviderSuggestion(for: label)))
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

    /// The flow-layout delegate's per-section methods: their second label, and what they set.
    static let perSectionMethods: [String: String] = [
        "insetForSectionAt": "the section insets",
        "minimumLineSpacingForSectionAt": "the line spacing",
        "minimumInteritemSpacingForSectionAt": "the interitem spacing",
        "referenceSizeForHeaderInSection": "the header size",
        "referenceSizeForFooterInSection": "the footer size",
    ]

    static func perSectionSetting(_ function: FunctionDeclSyntax) -> (label: String, setting: String)? {
        let labels = function.signature.parameterClause.parameters.map(\.firstName.text)
        guard function.name.text == "collectionView", labels.count == 3, labels[0] == "_", labels[1] == "layout",
              let setting = perSectionMethods[labels[2]] else { return nil }
        return (labels[2], setting)
    }

    /// Where each per-section setting goes in a section provider.
    static func sectionProviderSuggestion(for label: String) -> String {
        let setting: String
        switch label {
        case "insetForSectionAt": setting = "section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0) // what insetForSectionAt returned for sectionIndex"
        case "minimumLineSpacingForSectionAt": setting = "section.interGroupSpacing = 0 // what minimumLineSpacingForSectionAt returned for sectionIndex"
        case "minimumInteritemSpacingForSectionAt":
            // Set before the section is built from the group.
            return [
                "let layout = UICollectionViewCompositionalLayout { sectionIndex, environment in",
                "    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .estimated(100), heightDimension: .estimated(44)))",
                "    let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44)), subitems: [item])",
                "    group.interItemSpacing = .fixed(0) // what minimumInteritemSpacingForSectionAt returned for sectionIndex",
                "    return NSCollectionLayoutSection(group: group)",
                "}",
            ].joined(separator: "\n")
        case "referenceSizeForHeaderInSection":
            setting = "section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44)), elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)] // the height referenceSizeForHeaderInSection returned"
        default:
            setting = "section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44)), elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom)] // the height referenceSizeForFooterInSection returned"
        }
        return [
            "let layout = UICollectionViewCompositionalLayout { sectionIndex, environment in",
            "    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44)))",
            "    let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44)), subitems: [item])",
            "    let section = NSCollectionLayoutSection(group: group)",
            "    " + setting,
            "    return section",
            "}",
        ].joined(separator: "\n")
    }

    static func isSizeForItem(_ function: FunctionDeclSyntax) -> Bool {
        function.name.text == "collectionView" && function.signature.parameterClause.parameters.map(\.firstName.text) == ["_", "layout", "sizeForItemAt"]
    }

    /// `layout = UICollectionViewFlowLayout()` / `self.layout = ...` where `layout` is not a
    /// local: a stored property, configured through its name in the type's code.
    private static func assignedProperty(_ call: FunctionCallExprSyntax) -> String? {
        guard let sequence = call.parent?.as(ExprListSyntax.self)?.parent?.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self), elements[2].id == ExprSyntax(call).id else { return nil }
        if let reference = elements[0].as(DeclReferenceExprSyntax.self) {
            return Scopes.firstDeclaration(of: reference.baseName.text, at: reference) == nil ? reference.baseName.text : nil
        }
        if let access = elements[0].as(MemberAccessExprSyntax.self), access.base?.trimmedDescription == "self" {
            return access.declName.baseName.text
        }
        return nil
    }

    private func creationFinding(_ call: FunctionCallExprSyntax, context: RuleContext) -> Site {
        if let property = Self.assignedProperty(call), let owner = Ancestors.enclosingTypeDeclaration(of: call) {
            return finding(call, configuration: FlowLayoutConfiguration(variable: property, in: owner, throughout: true), name: property, afterCreation: true, context: context)
        }
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
        if let scope = Ancestors.nearest(above: call, where: { $0.is(CodeBlockSyntax.self) || $0.is(ClosureExprSyntax.self) || $0.is(AccessorBlockSyntax.self) }) {
            // A computed property's getter written without `get`: its statements.
            let statements: Syntax? = if case .getter(let list)? = scope.as(AccessorBlockSyntax.self)?.accessors { Syntax(list) } else { nil }
            configuration = FlowLayoutConfiguration(variable: name, in: statements ?? scope.as(ClosureExprSyntax.self).map { Syntax($0.statements) } ?? scope)
            switch LayoutRewrite(context: context, call: call, binding: binding, name: name, configuration: configuration).outcome() {
            case .rewrite(let site): return site
            case .refused(let reason):
                return finding(call, configuration: configuration, name: name, afterCreation: false, context: context, notRewritten: reason)
            }
        } else if let owner = Ancestors.enclosingTypeDeclaration(of: call) {
            configuration = FlowLayoutConfiguration(variable: name, in: owner, throughout: true)
            afterCreation = true
        } else {
            configuration = FlowLayoutConfiguration()
            afterCreation = false
        }
        return finding(call, configuration: configuration, name: name, afterCreation: afterCreation, context: context)
    }

    private func finding(
        _ call: FunctionCallExprSyntax, configuration: FlowLayoutConfiguration, name: String, afterCreation: Bool, context: RuleContext,
        notRewritten: String? = nil
    ) -> Site {
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
        if let notRewritten { message += "; not rewritten: " + notRewritten }
        return context.finding(at: call.calledExpression, severity: .info, message, suggestion: suggestion.code)
    }
}

extension FlowLayoutConfiguration {
    init() { values = [:] }
}
