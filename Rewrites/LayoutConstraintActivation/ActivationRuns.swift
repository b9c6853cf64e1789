import ModernizeCore
import SwiftSyntax

/// One `<receiver>.isActive = true|false` statement.
struct Activation {
    let statement: CodeBlockItemSyntax
    /// The constraint expression (everything before `.isActive`).
    let receiver: ExprSyntax
    let value: Bool
    /// `a?.b.constraint(...)`: cannot be an element of `[NSLayoutConstraint]`.
    let isOptionalChained: Bool
}

/// Consecutive activations with the same value in one statement list.
struct ActivationRun {
    let activations: [Activation]
    var value: Bool { activations[0].value }
}

struct ActivationRuns {
    /// Property names the project declares as `NSLayoutConstraint`.
    let knownConstraints: Set<String>

    func runs(in tree: SourceFileSyntax) -> [ActivationRun] {
        var runs: [ActivationRun] = []
        for list in tree.tokens(viewMode: .sourceAccurate).lazy.filter({ $0.text == "isActive" })
            .compactMap({ $0.ancestorOrSelf(mapping: { $0.as(CodeBlockItemListSyntax.self) }) }) {
            runs += self.runs(in: list)
        }
        // A list holding several activations was reached once per activation.
        var seen: Set<SyntaxIdentifier> = []
        return runs.filter { seen.insert($0.activations[0].statement.id).inserted }
    }

    private func runs(in list: CodeBlockItemListSyntax) -> [ActivationRun] {
        var runs: [ActivationRun] = []
        var current: [Activation] = []
        func close() {
            if current.count >= 2 { runs.append(ActivationRun(activations: current)) }
            current = []
        }
        for item in list {
            guard let activation = activation(item) else { close(); continue }
            if let last = current.last, last.value != activation.value || last.isOptionalChained != activation.isOptionalChained {
                close()
            }
            current.append(activation)
        }
        close()
        return runs
    }

    /// The statement as an activation of a known constraint, or nil.
    private func activation(_ item: CodeBlockItemSyntax) -> Activation? {
        guard let sequence = item.item.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
              let value = elements[2].as(BooleanLiteralExprSyntax.self),
              let member = elements[0].as(MemberAccessExprSyntax.self), member.declName.baseName.text == "isActive",
              let receiver = member.base, isConstraint(receiver) else { return nil }
        let chained = receiver.tokens(viewMode: .sourceAccurate).contains {
            $0.tokenKind == .postfixQuestionMark && $0.parent?.is(OptionalChainingExprSyntax.self) == true
        }
        return Activation(statement: item, receiver: receiver, value: value.literal.tokenKind == .keyword(.true), isOptionalChained: chained)
    }

    private func isConstraint(_ expression: ExprSyntax) -> Bool {
        ConstraintExpressions.isConstraint(expression, knownConstraints: knownConstraints)
    }
}
