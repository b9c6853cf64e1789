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
    public let row = DeprecationTable.cellContentConfiguration
    public let triggers = ["textLabel", "detailTextLabel", "imageView"]

    public init() {}

    public func rewrite(_ context: RuleContext) throws -> RuleOutput {
        guard !ImportScan.isAppKitOnly(context.tree) else { return RuleOutput() }
        let finder = LabelAccessFinder()
        finder.walk(context.tree)
        guard !finder.accesses.isEmpty else { return RuleOutput() }

        let classes = CellClassTable(context.tree)
        var plan = CellPlan(context: context)
        for access in finder.accesses {
            plan.add(access, as: CellReceiver.resolve(access, classes: classes))
        }
        return plan.output()
    }
}

enum ImportScan {
    /// AppKit's `NSTableCellView.imageView` / `textField` are not the deprecated UIKit API.
    static func isAppKitOnly(_ tree: SourceFileSyntax) -> Bool {
        let collector = ImportCollector(viewMode: .sourceAccurate)
        collector.walk(tree)
        let appKit = collector.modules.contains("AppKit") || collector.modules.contains("Cocoa")
        return appKit && !collector.modules.contains("UIKit")
    }

    private final class ImportCollector: SyntaxVisitor {
        var modules: Set<String> = []
        override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
            if let first = node.path.first { modules.insert(first.name.text) }
            return .skipChildren
        }
    }
}
