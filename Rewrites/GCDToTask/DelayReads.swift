import ModernizeCore
import SwiftSyntax

/// The names a delayed hop's deadline (`.now() + delay`) reads. GCD evaluated the deadline at
/// the call; the rewrite's `Task.sleep` reads it when the task starts, after the calling code
/// has run on. A local `var` (a loop staggering animations: `delay += 0.2` after each call) is
/// therefore captured by value (`[delay]`), which keeps the call's value; a property the
/// enclosing function assigns, or a local the body also reads (a copy would change what the body
/// sees), cannot be captured and is named in the note. A property assigned only before the
/// call keeps the value the call saw.
struct DelayReads {
    /// Local variables to capture by value.
    private(set) var captures: [String] = []
    /// Values that may change before the task starts, as written (`delay`, `self.offset`).
    private(set) var lateReads: [String] = []

    init(deadline: ExprSyntax, closure: ClosureExprSyntax) {
        let alreadyCaptured = Set(closure.signature?.capture?.items.map { $0.name.text } ?? [])
        let bodyNames = Self.referencedNames(in: closure.statements)
        let function = Ancestors.enclosingScope(of: deadline)
        for read in Self.reads(in: deadline) where !alreadyCaptured.contains(read.name) {
            if read.viaSelf {
                if Self.mayChangeProperty(read.name, at: deadline, in: function) { lateReads.append("self." + read.name) }
                continue
            }
            // `settings.delay = 2` after the call changes what a capture of `settings` (a class
            // reference) still reads: named, never captured.
            let memberWritten = Self.assignedAfterCall(read.name, at: deadline, in: function, throughMemberOnly: true)
            switch Self.local(read.name, at: deadline) {
            case .constant:
                if memberWritten { lateReads.append(read.name) }
            case .variable:
                if bodyNames.contains(read.name) || memberWritten { lateReads.append(read.name) } else if !captures.contains(read.name) { captures.append(read.name) }
            case .notLocal:
                if Self.mayChangeProperty(read.name, at: deadline, in: function) { lateReads.append(read.name) }
            }
        }
    }

    private enum Local { case constant, variable, notLocal }

    /// A parameter, `let`, loop or pattern binding is fixed for this call; a local `var` is not.
    private static func local(_ name: String, at node: some SyntaxProtocol) -> Local {
        guard let declaration = Scopes.declarations(of: name, at: node).first else { return .notLocal }
        if let variable = declaration.ancestorOrSelf(mapping: { $0.as(VariableDeclSyntax.self) }),
           variable.bindingSpecifier.tokenKind == .keyword(.var) { return .variable }
        return .constant
    }

    /// A property (or global) may change before the task starts when it is not a `let` of the
    /// enclosing type and the enclosing function assigns it after the call (or in a loop around
    /// the call, whose next turn comes after it).
    private static func mayChangeProperty(_ name: String, at node: some SyntaxProtocol, in function: Syntax?) -> Bool {
        if let type = Ancestors.enclosingTypeDeclaration(of: node), declaresLet(name, in: type.memberBlock),
           !assignedAfterCall(name, at: node, in: function, throughMemberOnly: true) { return false }
        guard function != nil else { return true }
        return assignedAfterCall(name, at: node, in: function, throughMemberOnly: false)
    }

    /// Does `function` assign `name` (`name = `, `self.name += `), or with `throughMemberOnly`
    /// only a member reached through it (`name.delay = `, `self.name.x.y = `), after the call
    /// holding `node` or in a loop around it?
    private static func assignedAfterCall(_ name: String, at node: some SyntaxProtocol, in function: Syntax?, throughMemberOnly: Bool) -> Bool {
        guard let function else { return false }
        let callEnd = Ancestors.nearest(FunctionCallExprSyntax.self, above: node)?.endPosition ?? node.endPosition
        let loops = Ancestors.all(above: node).filter { $0.is(ForStmtSyntax.self) || $0.is(WhileStmtSyntax.self) || $0.is(RepeatStmtSyntax.self) }
        return SyntaxSearch.all(SequenceExprSyntax.self, in: function).contains { sequence in
            let elements = Array(sequence.elements)
            guard elements.count >= 3 else { return false }
            guard sequence.position >= callEnd || loops.contains(where: { sequence.position >= $0.position && sequence.endPosition <= $0.endPosition })
            else { return false }
            let target = elements[0].trimmedDescription
            let whole = target == name || target == "self." + name
            let member = target.hasPrefix(name + ".") || target.hasPrefix("self." + name + ".")
            guard throughMemberOnly ? member : (whole || member) else { return false }
            if elements[1].is(AssignmentExprSyntax.self) { return true }
            guard let op = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text else { return false }
            return op.hasSuffix("=") && !["==", "!=", "<=", ">=", "==="].contains(op)
        }
    }

    private static func declaresLet(_ name: String, in block: MemberBlockSyntax) -> Bool {
        block.members.contains { member in
            guard let variable = member.decl.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.let) else { return false }
            return variable.bindings.contains { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }
        }
    }

    /// Values read in the deadline: bare names (not calls, not type names) and `self.name`.
    private static func reads(in expression: ExprSyntax) -> [(name: String, viaSelf: Bool)] {
        var found: [(name: String, viaSelf: Bool)] = []
        for reference in SyntaxSearch.all(DeclReferenceExprSyntax.self, in: expression) {
            guard case .identifier(let name) = reference.baseName.tokenKind, name.first?.isUppercase == false,
                  reference.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id != reference.id else { continue }
            if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id {
                // `self.delay`; other member names (`x.delay`, `.seconds`) belong to their base.
                if member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self),
                   member.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id != member.id {
                    found.append((name, true))
                }
                continue
            }
            found.append((name, false))
        }
        return found
    }

    /// Bare names the closure's body reads (`delay`, not `x.delay`).
    private static func referencedNames(in statements: CodeBlockItemListSyntax) -> Set<String> {
        Set(SyntaxSearch.all(DeclReferenceExprSyntax.self, in: statements).compactMap { reference in
            if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id { return nil }
            return reference.baseName.text
        })
    }
}
