import ModernizeCore
import Foundation
import SwiftSyntax

/// A registration registers its nib under an identifier of its own; UIKit raises "view reuse
/// identifier in nib (X) does not match the identifier used to register the nib" when the
/// xib's cell sets a different one. So the xib's cell must have no reuse identifier.
enum NibReuseIdentifier {
    enum Outcome {
        case clear
        case remark(String)
        case blocked(BlockReason)
    }

    static func check(_ nib: ExprSyntax, context: RuleContext) -> Outcome {
        let call = nib.as(FunctionCallExprSyntax.self)
        guard let name = call?.arguments.first(where: { $0.label?.text == "nibName" })?.expression.plainStringLiteral else {
            return .remark("the nib's cell must not set a reuse identifier in Interface Builder (its name is not a literal, so its xib was not checked)")
        }
        if let unread = context.index.interfaceBuilder.errors.first(where: { ($0.path as NSString).lastPathComponent == name + ".xib" }) {
            return .blocked(BlockReason("\(unread.path) could not be read (\(unread.message)), so whether its cell sets a reuse identifier (which UIKit rejects for a registration) is unknown; fix it, then migrate"))
        }
        let cells = context.index.interfaceBuilder.cells.filter {
            $0.placement == .topLevel && ($0.location.path as NSString).lastPathComponent == name + ".xib"
        }
        guard !cells.isEmpty else {
            return .remark("\(name).xib was not found in the project: its cell must not set a reuse identifier")
        }
        if let named = cells.first(where: { !($0.reuseIdentifier ?? "").isEmpty }) {
            return .blocked(BlockReason("\(named.location) sets the reuse identifier \"\(named.reuseIdentifier!)\"; a registration registers the nib under its own identifier and UIKit raises when they differ: clear the identifier in Interface Builder, then migrate"))
        }
        return .clear
    }
}
