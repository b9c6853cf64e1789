import ModernizeCore
import SwiftSyntax

/// `objectWillChange.send()` statements in the willSet/didSet of a class's own stored `var`s:
/// the manual way to make a plain property update views. Under @Observable the macro tracks those
/// properties, so the statements go (with an accessor, or the whole accessor block, they leave
/// empty) and the properties stay observed (no `@ObservationIgnored`). Any other
/// `objectWillChange` use in the class blocks its change.
struct ObservableSends {
    private(set) var edits: [SourceEdit] = []
    /// The properties whose observers sent: they updated views before and stay tracked.
    private(set) var observedNames: [String] = []
    /// The first `objectWillChange` this conversion cannot take.
    private(set) var blocker: TokenSyntax?

    init(members: [VariableDeclSyntax], memberBlock: MemberBlockSyntax) {
        var removable: Set<SyntaxIdentifier> = []
        for variable in members where variable.bindingSpecifier.tokenKind == .keyword(.var) && variable.bindings.count == 1 {
            guard let binding = variable.bindings.first, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  let block = binding.accessorBlock, case .accessors(let accessors) = block.accessors,
                  accessors.allSatisfy({ ["willSet", "didSet"].contains($0.accessorSpecifier.text) }) else { continue }
            var emptied: [AccessorDeclSyntax] = []
            var statementEdits: [SourceEdit] = []
            for accessor in accessors {
                guard let statements = accessor.body?.statements else { continue }
                // `Array` first: a syntax collection's own `filter` builds a detached collection.
                let sends = Array(statements).filter(Self.isSend)
                guard !sends.isEmpty else { continue }
                for send in sends { removable.insert(send.id) }
                if sends.count == statements.count {
                    emptied.append(accessor)
                } else {
                    statementEdits += sends.map(Self.removal)
                }
            }
            guard !emptied.isEmpty || !statementEdits.isEmpty else { continue }
            observedNames.append(name)
            if emptied.count == accessors.count {
                edits.append(Self.removal(block))  // `var x = 0 { willSet { send() } }` -> `var x = 0`
            } else {
                edits += statementEdits + emptied.map(Self.removal)
            }
        }
        blocker = memberBlock.tokens(viewMode: .sourceAccurate).first { token in
            token.text == "objectWillChange" && !Self.isInside(token, removable)
        }
    }

    /// `objectWillChange.send()` / `self.objectWillChange.send()` as a statement.
    private static func isSend(_ item: CodeBlockItemSyntax) -> Bool {
        guard let call = item.item.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
              let send = call.calledExpression.as(MemberAccessExprSyntax.self), send.declName.baseName.text == "send",
              let publisher = send.base else { return false }
        let text = publisher.trimmedDescription
        return text == "objectWillChange" || text == "self.objectWillChange"
    }

    private static func isInside(_ token: TokenSyntax, _ items: Set<SyntaxIdentifier>) -> Bool {
        token.ancestorOrSelf { items.contains($0.id) ? $0 : nil } != nil
    }

    /// From the end of the previous token (its line break and indentation go too) to the end
    /// of `node`: a statement, an accessor or an accessor block leaves no blank line. Comments
    /// on either side stay.
    private static func removal(_ node: some SyntaxProtocol) -> SourceEdit {
        let end = node.endPositionBeforeTrailingTrivia
        guard let previous = node.firstToken(viewMode: .sourceAccurate)?.previousToken(viewMode: .sourceAccurate) else {
            return SourceEdit(range: node.positionAfterSkippingLeadingTrivia..<end, replacement: "")
        }
        if node.leadingTrivia.contains(where: \.isComment) {
            var offset = node.position.utf8Offset
            var afterLastComment = offset
            for piece in node.leadingTrivia {
                offset += piece.sourceLength.utf8Length
                if piece.isComment { afterLastComment = offset }
            }
            return SourceEdit(range: AbsolutePosition(utf8Offset: afterLastComment)..<end, replacement: "")
        }
        if previous.trailingTrivia.contains(where: \.isComment) { return SourceEdit(range: node.position..<end, replacement: "") }
        return SourceEdit(range: previous.endPositionBeforeTrailingTrivia..<end, replacement: "")
    }
}
