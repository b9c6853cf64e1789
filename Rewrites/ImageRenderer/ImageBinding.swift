import SwiftSyntax

/// The statement that takes the image: `let image = UIGraphicsGetImageFromCurrentImageContext()`
/// (`var`, a type annotation, a `!`), `target = ...` or `return ...`. `prefix` is what the
/// renderer call is written after, so the image keeps the type it had.
struct ImageBinding {
    let statement: CodeBlockItemSyntax
    let call: FunctionCallExprSyntax
    /// `let image: UIImage? = `, `image = `, `return `.
    let prefix: String
    /// The new value is `UIImage`, the old one `UIImage?` unless forced: said in the note.
    let wasOptional: Bool

    init?(_ statement: CodeBlockItemSyntax) {
        if let variable = statement.item.as(VariableDeclSyntax.self), variable.bindings.count == 1, let binding = variable.bindings.first,
           variable.attributes.isEmpty, variable.modifiers.isEmpty,
           let pattern = binding.pattern.as(IdentifierPatternSyntax.self), let value = binding.initializer?.value,
           let (call, forced) = Self.getCall(value) {
            let type = binding.typeAnnotation.map { ": " + $0.type.trimmedDescription } ?? (forced ? "" : ": UIImage?")
            self.init(statement: statement, call: call, prefix: "\(variable.bindingSpecifier.text) \(pattern.identifier.text)\(type) = ", wasOptional: !forced)
            return
        }
        // `view.image = ...`: the target already takes the optional, so the image fits it too.
        if let expression = statement.item.as(ExprSyntax.self), let infix = OperatorFolding.folded(expression).as(InfixOperatorExprSyntax.self),
           infix.operator.is(AssignmentExprSyntax.self), let (call, forced) = Self.getCall(infix.rightOperand) {
            self.init(statement: statement, call: call, prefix: "\(infix.leftOperand.trimmedDescription) = ", wasOptional: !forced)
            return
        }
        if let returnStatement = statement.item.as(ReturnStmtSyntax.self), let value = returnStatement.expression, let (call, forced) = Self.getCall(value) {
            self.init(statement: statement, call: call, prefix: "return ", wasOptional: !forced)
            return
        }
        return nil
    }

    private init(statement: CodeBlockItemSyntax, call: FunctionCallExprSyntax, prefix: String, wasOptional: Bool) {
        self.statement = statement
        self.call = call
        self.prefix = prefix
        self.wasOptional = wasOptional
    }

    /// `UIGraphicsGetImageFromCurrentImageContext()` or the same with `!`.
    private static func getCall(_ value: ExprSyntax) -> (FunctionCallExprSyntax, forced: Bool)? {
        if let forced = value.as(ForceUnwrapExprSyntax.self), let call = forced.expression.as(FunctionCallExprSyntax.self),
           ImageContextCalls.name(of: call) == ImageContextCalls.getImage, call.arguments.isEmpty {
            return (call, true)
        }
        if let call = value.as(FunctionCallExprSyntax.self), ImageContextCalls.name(of: call) == ImageContextCalls.getImage, call.arguments.isEmpty {
            return (call, false)
        }
        return nil
    }
}
