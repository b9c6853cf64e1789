import ModernizeCore
import SwiftSyntax

/// The UIKit image-context functions by name, as statements of one code block.
enum ImageContextCalls {
    static let begin = "UIGraphicsBeginImageContext"
    static let beginWithOptions = "UIGraphicsBeginImageContextWithOptions"
    static let getImage = "UIGraphicsGetImageFromCurrentImageContext"
    static let end = "UIGraphicsEndImageContext"
    static let all: Set<String> = [begin, beginWithOptions, getImage, end]

    /// A call of the global function `name(...)` (not a method of some value).
    static func name(of call: FunctionCallExprSyntax) -> String? {
        guard let reference = call.calledExpression.as(DeclReferenceExprSyntax.self), all.contains(reference.baseName.text) else { return nil }
        return reference.baseName.text
    }

    /// `f()` as a whole statement.
    static func call(named name: String, statement: CodeBlockItemSyntax) -> FunctionCallExprSyntax? {
        guard let call = statement.item.as(FunctionCallExprSyntax.self), self.name(of: call) == name else { return nil }
        return call
    }

    /// `defer { UIGraphicsEndImageContext() }`.
    static func isDeferredEnd(_ statement: CodeBlockItemSyntax) -> Bool {
        guard let deferStatement = statement.item.as(DeferStmtSyntax.self), deferStatement.body.statements.count == 1,
              let only = deferStatement.body.statements.first else { return false }
        return call(named: end, statement: only) != nil
    }

    /// Every image-context call under `node`, nested closures and functions included.
    static func calls(in node: some SyntaxProtocol) -> [FunctionCallExprSyntax] {
        SyntaxSearch.all(FunctionCallExprSyntax.self, in: node) { name(of: $0) != nil }
    }
}
