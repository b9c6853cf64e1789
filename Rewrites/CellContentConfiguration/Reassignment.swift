import SwiftSyntax

/// `cell = ...` inside a byte range of a scope: the configuration would be taken from the old cell.
enum Reassignment {
    static func first(of name: String, in scope: Syntax, between start: Int, and end: Int) -> ExprSyntax? {
        for sequence in scope.tokens(viewMode: .sourceAccurate).lazy
            .filter({ $0.text == name && (start..<end).contains($0.positionAfterSkippingLeadingTrivia.utf8Offset) })
            .compactMap({ $0.parent?.parent?.parent?.as(SequenceExprSyntax.self) }) {
            // Decided on the folded sequence; the node returned is the original's.
            if OperatorFolding.isAssignment(to: name, OperatorFolding.folded(ExprSyntax(sequence))), let target = sequence.elements.first {
                return target
            }
        }
        return nil
    }
}
