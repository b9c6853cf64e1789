import ModernizeCore
import SwiftSyntax

/// Where the view sets its presentation flag and its selection: `flag = true` (or
/// `flag.toggle()`) must sit in a closure or function that also sets the selection.
struct FlagAssignments {
    /// `flag = true`, `self.flag = true`, `flag.toggle()`.
    var shows: [Syntax] = []
    /// `flag = false`.
    var hides: [Syntax] = []
    /// Other uses of the flag (reads, other bindings), besides the presentation's own binding.
    var otherUses: [Syntax] = []
    /// Shows whose closure or function does not also set the selection to a value.
    var unpaired: [Syntax] = []

    init(_ presentation: FlagPresentation) {
        let flag = presentation.flag
        for group in presentation.owner {
            for token in group.memberBlock.tokens(viewMode: .sourceAccurate) where token.hasText(flag) || token.hasText("$" + flag) {
                guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
                let expression = Self.withSelf(ExprSyntax(reference))
                if token.text == "$" + flag {
                    let binding = presentation.call.arguments.first { $0.label?.text == "isPresented" }?.expression
                    if binding.map({ $0.id == expression.id }) != true { otherUses.append(Syntax(expression)) }
                    continue
                }
                switch Self.assignedValue(to: expression) {
                case "true"?, "toggle"?:
                    shows.append(Syntax(expression))
                    if !Self.setsValue(presentation.selection, around: expression) { unpaired.append(Syntax(expression)) }
                case "false"?: hides.append(Syntax(expression))
                default: otherUses.append(Syntax(expression))
                }
            }
        }
    }

    /// `self.flag` for the reference `flag` in it.
    private static func withSelf(_ reference: ExprSyntax) -> ExprSyntax {
        if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id,
           member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            return ExprSyntax(member)
        }
        return reference
    }

    /// `"true"` / `"false"` / `"nil"` / the value as written, for `x = value`; `"toggle"` for `x.toggle()`.
    static func assignedValue(to expression: ExprSyntax) -> String? {
        if let member = expression.parent?.as(MemberAccessExprSyntax.self), member.base?.id == expression.id, member.declName.baseName.text == "toggle",
           let call = member.parent?.as(FunctionCallExprSyntax.self), call.arguments.isEmpty {
            return "toggle"
        }
        guard let list = expression.parent?.as(ExprListSyntax.self) else { return nil }
        let elements = Array(list)
        guard elements.count == 3, elements[0].id == expression.id, elements[1].is(AssignmentExprSyntax.self) else { return nil }
        return elements[2].trimmedDescription
    }

    /// The closure or function around `node` assigns `selection` a value other than nil.
    private static func setsValue(_ selection: String, around node: some SyntaxProtocol) -> Bool {
        guard let scope = Ancestors.enclosingScope(of: node) else { return false }
        return SyntaxSearch.contains(ExprListSyntax.self, in: scope) { list in
            let elements = Array(list)
            return elements.count == 3 && elements[1].is(AssignmentExprSyntax.self)
                && FlagPresentation.propertyName(elements[0]) == selection && elements[2].trimmedDescription != "nil"
        }
    }
}
