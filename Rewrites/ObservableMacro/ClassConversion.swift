import ModernizeCore
import SwiftSyntax

/// The declaration's part of the change: `class M: ObservableObject` -> `@Observable class M`,
/// every `@Published` removed, `@ObservationIgnored` on the other stored `var`s (they never
/// updated views and must not start to), except those whose willSet/didSet sent
/// `objectWillChange` (they did, and the macro now does; the sends go).
struct ClassConversion {
    let declaration: ClassDeclSyntax
    let context: RuleContext

    /// The edits, or why this file cannot take its part.
    func edits() -> Result<(edits: [SourceEdit], ignored: [String], observedBySend: [String]), Blocked> {
        guard let clause = declaration.inheritanceClause,
              let conformance = clause.inheritedTypes.first(where: { ProjectIndex.simpleName($0.type.trimmedDescription) == "ObservableObject" })
        else { return .failure(Blocked(node: declaration.name, "its declaration does not list ObservableObject")) }
        var edits = [SourceEdit(range: insertionPoint..<insertionPoint, replacement: "@Observable ")]
        edits.append(removal(of: conformance, in: clause))
        var ignored: [String] = []
        let published = publishedNames
        let sends = ObservableSends(members: storedMembers, memberBlock: declaration.memberBlock)
        if let use = sends.blocker {
            return .failure(Blocked(node: use, "`objectWillChange` is used at \(context.position(of: use)) other than as an `objectWillChange.send()` statement in a stored property's willSet/didSet (which the change takes over); replace it (Observation's `withObservationTracking`) first"))
        }
        edits += sends.edits
        for variable in storedMembers {
            if let attribute = Self.attribute(named: "Published", in: variable) {
                if variable.bindingSpecifier.tokenKind != .keyword(.var) || variable.bindings.count != 1 {
                    return .failure(Blocked(node: attribute, "a @Published declaration binds several names or is not a `var`"))
                }
                edits.append(SourceEdit(range: attribute.positionAfterSkippingLeadingTrivia..<Self.nextTokenStart(after: attribute), replacement: ""))
            } else if isTrackedByMacro(variable), !variable.bindings.contains(where: { binding in
                binding.pattern.as(IdentifierPatternSyntax.self).map { sends.observedNames.contains($0.identifier.text) } ?? false
            }) {
                edits.append(SourceEdit(range: variable.positionAfterSkippingLeadingTrivia..<variable.positionAfterSkippingLeadingTrivia, replacement: "@ObservationIgnored "))
                ignored += variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
            }
        }
        // `_items` is the Published wrapper itself (`_items = Published(initialValue:)`): gone after the change.
        if let wrapperUse = declaration.memberBlock.tokens(viewMode: .sourceAccurate).first(where: { token in
            token.text.hasPrefix("_") && published.contains(String(token.text.dropFirst()))
        }) {
            return .failure(Blocked(node: wrapperUse, "`\(wrapperUse.text)` uses the @Published wrapper itself, which @Observable does not have"))
        }
        return .success((edits, ignored, sends.observedNames))
    }

    struct Blocked: Error {
        let node: Syntax
        let reason: String
        init(node: some SyntaxProtocol, _ reason: String) {
            self.node = Syntax(node)
            self.reason = reason
        }
    }

    /// The class's own `var`/`let` members, also inside `#if` blocks (not nested types').
    private var storedMembers: [VariableDeclSyntax] {
        SyntaxSearch.all(VariableDeclSyntax.self, in: declaration.memberBlock, skipping: .ownMembers)
    }

    private var publishedNames: Set<String> {
        Set(storedMembers
            .filter { Self.attribute(named: "Published", in: $0) != nil }
            .flatMap { $0.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text } })
    }

    /// After the attributes, before the modifiers: `@MainActor @Observable final class M`.
    private var insertionPoint: AbsolutePosition {
        declaration.modifiers.first?.positionAfterSkippingLeadingTrivia ?? declaration.classKeyword.positionAfterSkippingLeadingTrivia
    }

    /// A stored instance `var` the macro would start tracking: not static, not computed, not
    /// already ignored.
    private func isTrackedByMacro(_ variable: VariableDeclSyntax) -> Bool {
        guard variable.bindingSpecifier.tokenKind == .keyword(.var),
              !variable.modifiers.contains(where: { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) }),
              Self.attribute(named: "ObservationIgnored", in: variable) == nil else { return false }
        return variable.bindings.allSatisfy { binding in
            guard let block = binding.accessorBlock else { return true }
            guard case .accessors(let accessors) = block.accessors else { return false }
            return accessors.allSatisfy { ["willSet", "didSet"].contains($0.accessorSpecifier.text) }
        }
    }

    /// `: ObservableObject` alone, or `ObservableObject, ` / `, ObservableObject` in a list.
    private func removal(of conformance: InheritedTypeSyntax, in clause: InheritanceClauseSyntax) -> SourceEdit {
        let types = Array(clause.inheritedTypes)
        if types.count == 1 {
            return SourceEdit(range: clause.colon.positionAfterSkippingLeadingTrivia..<conformance.type.endPositionBeforeTrailingTrivia, replacement: "")
        }
        let index = types.firstIndex { $0.id == conformance.id }!
        if index == types.count - 1 {
            return SourceEdit(range: types[index - 1].type.endPositionBeforeTrailingTrivia..<conformance.type.endPositionBeforeTrailingTrivia, replacement: "")
        }
        return SourceEdit(range: conformance.positionAfterSkippingLeadingTrivia..<types[index + 1].positionAfterSkippingLeadingTrivia, replacement: "")
    }

    static func attribute(named name: String, in variable: VariableDeclSyntax) -> AttributeSyntax? {
        variable.attributes.lazy.compactMap { $0.as(AttributeSyntax.self) }.first { $0.attributeName.trimmedDescription == name }
    }

    /// Where the token after `node` starts (its leading trivia skipped): removing up to there
    /// takes the attribute, its spaces or its line break, and keeps the next line's indentation.
    static func nextTokenStart(after node: some SyntaxProtocol) -> AbsolutePosition {
        node.lastToken(viewMode: .sourceAccurate)?.nextToken(viewMode: .sourceAccurate)?.positionAfterSkippingLeadingTrivia ?? node.endPosition
    }
}
