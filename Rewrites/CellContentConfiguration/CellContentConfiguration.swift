import ModernizeCore
import SwiftSyntax

/// `cell.textLabel?.text = x` (and `detailTextLabel`, `imageView`) -> one
/// `UIListContentConfiguration` per cell per scope:
///
///     var content = cell.defaultContentConfiguration()
///     content.text = x
///     cell.contentConfiguration = content
///
/// Only whole-cell migrations are made: a cell with any write that cannot be mapped, any read of
/// its legacy labels, writes spread over several scopes, or an exit between its writes is left
/// alone and reported, because half a migration would blank the labels the rest still uses.
public struct CellContentConfiguration: Codemod {
    public let description = RuleDescription(
        id: "cell-content-configuration",
        legacy: "cell.textLabel / detailTextLabel / imageView",
        modern: "UIListContentConfiguration (defaultContentConfiguration() + contentConfiguration)",
        since: IOSVersion(14),
        rationale: "The cell's built-in labels are deprecated; a content configuration keeps the cell style and adapts to state.",
        appleDeprecated: true,
        tiers: [.safe, .review, .finding],
        examples: [
            RuleExample(
                "plain-cell",
                before: """
                    import UIKit

                    func makeCell(title: String) -> UITableViewCell {
                        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                        cell.textLabel?.text = title
                        return cell
                    }
                    """,
                after: """
                    import UIKit

                    func makeCell(title: String) -> UITableViewCell {
                        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                        var content = cell.defaultContentConfiguration()
                        content.text = title
                        cell.contentConfiguration = content
                        return cell
                    }
                    """),
            RuleExample(
                "helper-parameter",
                before: """
                    import UIKit

                    func configure(_ cell: UITableViewCell, title: String) {
                        cell.textLabel?.text = title
                    }
                    """,
                after: """
                    import UIKit

                    func configure(_ cell: UITableViewCell, title: String) {
                        var content = cell.defaultContentConfiguration()
                        content.text = title
                        cell.contentConfiguration = content
                    }
                    """,
                findings: ["review: `cell` is a parameter of"]),
        ])
    public let triggers = ["textLabel", "detailTextLabel", "imageView"]

    public init() {}

    /// Cell classes in other files (their superclass, labels they declare, styling they do in
    /// their own code, content views they fill) and the classes registered for reuse identifiers.
    public let indexInterest = IndexInterest(
        triggers: ["UITableViewCell", "UITableViewHeaderFooterView", "forCellReuseIdentifier"],
        members: ["textLabel", "detailTextLabel", "imageView", "contentView"],
        // A cell reached through a row's generic `Cell` (`row.cellUpdate { cell, _ in }`) is typed
        // by the row's superclasses and protocols, which name no trigger.
        interfaceBuilder: true, supertypeChains: true)

    public func rewrite(_ context: RuleContext) throws -> RuleOutput {
        guard !ImportScan.isAppKitOnly(context.tree) else { return RuleOutput() }
        let finder = LabelAccessFinder()
        finder.walk(context.tree)
        guard !finder.accesses.isEmpty else { return RuleOutput() }

        let classes = CellClassTable(context.tree, index: context.index)
        var plan = CellPlan(context: context, classes: classes)
        for access in finder.accesses {
            plan.add(access, as: CellReceiver.resolve(access, classes: classes))
        }
        return plan.output()
    }

    /// Every site starts from an unwrapped `textLabel?` / `imageView!`-style access, outside
    /// AppKit-only code.
    public func couldHoldSites(_ parsed: ParsedSource) -> Bool {
        // A postfix `?` or `!` follows its name with nothing between.
        guard ContentPropertyMap.labels.contains(where: { parsed.source.mentions($0 + "?") || parsed.source.mentions($0 + "!") }),
              !ImportScan.isAppKitOnly(parsed.tree) else { return false }
        let finder = LabelAccessFinder()
        finder.walk(parsed.tree)
        return !finder.accesses.isEmpty
    }
}

enum ImportScan {
    /// AppKit's `NSTableCellView.imageView` / `textField` are not the deprecated UIKit API.
    static func isAppKitOnly(_ tree: SourceFileSyntax) -> Bool {
        let modules = Imports.modules(in: tree)
        let appKit = modules.contains("AppKit") || modules.contains("Cocoa")
        return appKit && !modules.contains("UIKit")
    }
}
