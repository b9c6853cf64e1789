import ModernizeCore
import SwiftSyntax

/// `override func traitCollectionDidChange(_:)` -> `registerForTraitChanges(_:handler:)` in
/// viewDidLoad (view controllers) or after `super.init` (views, presentation controllers).
///
/// Only bodies whose every statement is behind a comparison of `previousTraitCollection` with
/// `traitCollection` are migrated: the compared traits become the registration and the check
/// is dropped. Anything that runs on every trait change is reported with a suggested
/// registration, because the traits it depends on cannot be inferred.
public struct TraitChangeRegistration: Codemod {
    public let description = RuleDescription(
        id: "trait-change-registration",
        legacy: "override func traitCollectionDidChange",
        modern: "registerForTraitChanges(_:handler:)",
        since: IOSVersion(17),
        rationale: "traitCollectionDidChange is deprecated; registering for the traits that matter avoids work on unrelated changes.",
        appleDeprecated: true,
        tiers: [.safe, .review, .finding],
        examples: [
            RuleExample(
                "color-appearance",
                before: """
                    import UIKit

                    final class BadgeViewController: UIViewController {
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            updateBorder()
                        }

                        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                            super.traitCollectionDidChange(previousTraitCollection)
                            if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) {
                                updateBorder()
                            }
                        }

                        func updateBorder() {
                            view.layer.borderColor = UIColor.separator.resolvedColor(with: traitCollection).cgColor
                        }
                    }
                    """,
                after: """
                    import UIKit

                    final class BadgeViewController: UIViewController {
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            updateBorder()
                            registerForTraitChanges(UITraitCollection.systemTraitsAffectingColorAppearance) { (self: Self, _: UITraitCollection) in
                                self.updateBorder()
                            }
                        }

                        func updateBorder() {
                            view.layer.borderColor = UIColor.separator.resolvedColor(with: traitCollection).cgColor
                        }
                    }
                    """),
        ])
    public let triggers = ["traitCollectionDidChange"]

    /// Direct calls of `traitCollectionDidChange(nil)` in other files (setup code running the
    /// override's work) would do nothing after a migration; superclass chains (and their
    /// initializers) tell which class an override and a caller belong to.
    public let indexInterest = IndexInterest(
        triggers: ["traitCollectionDidChange("], calls: ["traitCollectionDidChange"], supertypeChains: true)

    public init() {}

    public func rewrite(_ context: RuleContext) throws -> RuleOutput {
        // Functions nested in functions are not overrides: the search does not enter functions.
        let overrides = SyntaxSearch.all(FunctionDeclSyntax.self, in: context.tree, skipping: .functions) { node in
            node.name.text == "traitCollectionDidChange"
                && node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) })
                && node.signature.parameterClause.parameters.count == 1 && node.body != nil
        }
        let migration = OverrideMigration(context: context, globals: Self.globals(of: context.tree))
        var output = RuleOutput()
        for override in overrides { output.append(migration.migrate(override)) }
        return output
    }

    /// Names declared at the top level of the file, plus well-known free functions: an
    /// unqualified use of one of these is not a member reference.
    static func globals(of tree: SourceFileSyntax) -> Set<String> {
        var names = HandlerBodyRewriter.knownGlobalFunctions
        for item in tree.statements {
            if let function = item.item.as(FunctionDeclSyntax.self) { names.insert(function.name.text) }
            if let variable = item.item.as(VariableDeclSyntax.self) {
                for binding in variable.bindings { names.formUnion(Scopes.boundNames(in: binding.pattern)) }
            }
        }
        return names
    }
}
