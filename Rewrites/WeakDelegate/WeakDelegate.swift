import ModernizeCore
import SwiftSyntax

/// A class's stored `var delegate: P?` (or `…Delegate` / `…DataSource`) -> `weak var`, when `P`
/// is class-bound and every assignment in the project hands it `self`: delegates are weak by
/// convention, and a strong one forms a retain cycle with its owner. A comment saying the strong
/// reference is deliberate, or one turning SwiftLint's `weak_delegate` off over it, makes it a finding;
/// so do an `@IBOutlet` a storyboard or xib connects to a top-level object and a property whose
/// value the same function hands to another object's (weak) delegate: each is what keeps its object alive.
public struct WeakDelegate: Codemod {
    public let description = RuleDescription(
        id: "weak-delegate",
        legacy: "strong `var delegate: P?` / `dataSource`",
        modern: "`weak var delegate: P?`",
        since: IOSVersion(9),
        rationale: "A delegate usually owns the object it is the delegate of; holding it strongly back forms a retain cycle that leaks both.",
        tiers: [.safe, .review, .finding],
        examples: [
            RuleExample(
                "self-assigned",
                before: """
                    import UIKit

                    protocol PickerDelegate: AnyObject {
                        func picker(_ picker: Picker, didPick value: Int)
                    }

                    final class Picker {
                        var delegate: PickerDelegate?
                    }

                    final class FormController: UIViewController, PickerDelegate {
                        let picker = Picker()

                        override func viewDidLoad() {
                            super.viewDidLoad()
                            picker.delegate = self
                        }

                        func picker(_ picker: Picker, didPick value: Int) {}
                    }
                    """,
                after: """
                    import UIKit

                    protocol PickerDelegate: AnyObject {
                        func picker(_ picker: Picker, didPick value: Int)
                    }

                    final class Picker {
                        weak var delegate: PickerDelegate?
                    }

                    final class FormController: UIViewController, PickerDelegate {
                        let picker = Picker()

                        override func viewDidLoad() {
                            super.viewDidLoad()
                            picker.delegate = self
                        }

                        func picker(_ picker: Picker, didPick value: Int) {}
                    }
                    """),
        ])

    public let triggers = ["delegate", "Delegate", "dataSource", "DataSource"]

    /// The protocols (declared anywhere) and every write of a delegate-like property.
    public let indexInterest = IndexInterest(
        triggers: ["delegate", "Delegate", "dataSource", "DataSource", "protocol "],
        members: ["delegate", "dataSource"], memberSuffixes: ["Delegate", "DataSource"], interfaceBuilder: true)

    /// Words that say a strong reference is deliberate.
    static let ownershipWords = ["strong", "retain", "owns", "ownership", "keep alive", "keeps alive", "kept alive", "hold on"]

    public init() {}

    static func isDelegateName(_ name: String) -> Bool {
        name == "delegate" || name == "dataSource" || name.hasSuffix("Delegate") || name.hasSuffix("DataSource")
    }

    public func rewrite(_ context: RuleContext) throws -> RuleOutput {
        guard Self.mayHoldCandidate(context.text) else { return RuleOutput() }
        var output = RuleOutput()
        let lintDecisions = SwiftLintDecisions(context)
        for (variable, declaration) in Self.candidates(in: context.tree) {
            if let site = site(for: variable, in: declaration, lintDecisions: lintDecisions, context: context) { output.append(site) }
        }
        return output
    }

    /// Sites are the candidates: a file without one holds none. Each is looked for where the
    /// byte scan found `var` and a delegate-like name, not by a search of the whole tree.
    public func couldHoldSites(_ parsed: ParsedSource) -> Bool {
        guard let offsets = KeywordNameScan.offsets(of: "var", followedBy: Self.isDelegateName, in: parsed.source.text) else {
            return !Self.candidates(in: parsed.tree).isEmpty
        }
        return offsets.contains { offset in
            guard let token = parsed.tree.token(at: AbsolutePosition(utf8Offset: offset)), token.tokenKind == .keyword(.var),
                  token.positionAfterSkippingLeadingTrivia.utf8Offset == offset,
                  let variable = token.parent?.as(VariableDeclSyntax.self), variable.bindingSpecifier.id == token.id else { return false }
            return Self.candidate(variable) != nil && Self.isClassMember(variable)
        }
    }

    /// `couldHoldSites`, and for candidates declared `Name?` whose only way to no site is
    /// `ClassBound.check` finding a concrete class (`var dataSource: ListDataSource?`), the
    /// index's answer: every other way `site(for:)` can take is a site the syntax settles.
    public func siteScreen(_ parsed: ParsedSource) -> SiteScreen {
        guard couldHoldSites(parsed) else { return .none }
        // A SwiftLint command for this rule may keep a candidate strong (a finding): not read here.
        if parsed.source.mentions(SwiftLintDecisions.lintRule) { return .possible }
        var names: Set<String> = []
        for (variable, _) in Self.candidates(in: parsed.tree) {
            guard let (_, _, annotation) = Self.candidate(variable) else { continue }
            if Self.propertyWrapper(of: variable) != nil || ownershipComment(of: variable) != nil { return .possible }
            let wrapped = annotation.type.as(OptionalTypeSyntax.self)?.wrappedType
                ?? annotation.type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.wrappedType
            guard let plain = wrapped?.as(IdentifierTypeSyntax.self) else { return .possible }
            // A generic class or a diffable data source: `ClassBound.check` says a concrete class, whatever the index.
            if plain.genericArgumentClause != nil || plain.name.text.contains("Diffable") { continue }
            names.insert(plain.name.text)
        }
        guard !names.isEmpty else { return .none }
        return .ifIndex { [names] index in names.contains { ClassBound.check(name: $0, index: index, seen: []) != .concreteClass } }
    }

    /// A property wrapper's name among the attributes (`@Published`): such a property cannot be `weak`.
    private static func propertyWrapper(of variable: VariableDeclSyntax) -> String? {
        variable.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription }
            .first { !["IBOutlet", "objc", "available", "nonobjc", "MainActor"].contains($0) }
    }

    /// Whether `candidates` finds `variable`: a member of a class, in its body or a `#if` there,
    /// not in a code block, an accessor, a closure or a nested type.
    private static func isClassMember(_ variable: VariableDeclSyntax) -> Bool {
        var node = variable.parent
        while let current = node {
            if current.is(ClassDeclSyntax.self) { return true }
            if current.is(CodeBlockSyntax.self) || current.is(AccessorBlockSyntax.self) || current.is(ClosureExprSyntax.self)
                || current.isProtocol((any DeclGroupSyntax).self) { return false }
            node = current.parent
        }
        return false
    }

    /// A candidate is `var <name>` with a delegate-like name and only trivia between the two: a
    /// file without one is left before its tree is walked (most files the triggers name).
    private static func mayHoldCandidate(_ text: String) -> Bool {
        KeywordNameScan.mayHold("var", followedBy: isDelegateName, in: text)
    }

    /// Each class's stored `var` members with a delegate-like name, a type annotation and no
    /// `weak`, `unowned`, `static`, `class` or `lazy`: every site starts from one.
    private static func candidates(in tree: SourceFileSyntax) -> [(VariableDeclSyntax, ClassDeclSyntax)] {
        SyntaxSearch.all(ClassDeclSyntax.self, in: tree).flatMap { declaration in
            SyntaxSearch.all(VariableDeclSyntax.self, in: declaration.memberBlock, skipping: .ownMembers)
                .filter { candidate($0) != nil }.map { ($0, declaration) }
        }
    }

    private static func candidate(_ variable: VariableDeclSyntax) -> (name: String, binding: PatternBindingSyntax, annotation: TypeAnnotationSyntax)? {
        guard variable.bindingSpecifier.tokenKind == .keyword(.var), variable.bindings.count == 1, let binding = variable.bindings.first,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, isDelegateName(name),
              let annotation = binding.typeAnnotation,
              !variable.modifiers.contains(where: { [.keyword(.weak), .keyword(.unowned), .keyword(.static), .keyword(.class), .keyword(.lazy)].contains($0.name.tokenKind) })
        else { return nil }
        if let block = binding.accessorBlock {
            guard case .accessors(let accessors) = block.accessors,
                  accessors.allSatisfy({ ["willSet", "didSet"].contains($0.accessorSpecifier.text) }) else { return nil }  // computed
        }
        return (name, binding, annotation)
    }

    private func site(for variable: VariableDeclSyntax, in owner: ClassDeclSyntax, lintDecisions: SwiftLintDecisions, context: RuleContext) -> Site? {
        guard let (name, binding, annotation) = Self.candidate(variable) else { return nil }
        let anchor = binding.pattern
        let attributes = variable.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription }
        if let wrapper = Self.propertyWrapper(of: variable) {
            return context.finding(at: anchor, "`\(name)` is held by the property wrapper `@\(wrapper)`, which cannot be `weak`: make the wrapped reference weak inside it, or leave it strong")
        }
        if let comment = ownershipComment(of: variable) {
            return context.finding(at: anchor, severity: .info, "`\(name)` stays strong: its comment says so on purpose (\"\(comment)\")")
        }
        let lines = context.position(of: variable).line...context.parsed.position(of: variable.endPositionBeforeTrailingTrivia.utf8Offset).line
        if let directive = lintDecisions.disabling(lines) {
            return context.finding(
                at: anchor, severity: .info,
                "`\(name)` stays strong: `\(directive.text)` (\(directive.position)) turns off SwiftLint's `weak_delegate` check for it, a decision to keep it strong; if that no longer holds, remove the comment and make it `weak var`")
        }
        let wrapped: TypeSyntax
        if let optional = annotation.type.as(OptionalTypeSyntax.self) {
            wrapped = optional.wrappedType
        } else if let unwrapped = annotation.type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            wrapped = unwrapped.wrappedType
        } else {
            return context.finding(
                at: anchor,
                "`\(name): \(annotation.type.trimmedDescription)` is not optional, so it cannot be `weak`: if the delegate may go away before `\(owner.name.text)`, make it `weak var \(name): \(annotation.type.trimmedDescription)?` and handle nil",
                suggestion: "weak var \(name): \(annotation.type.trimmedDescription)?")
        }
        switch ClassBound.check(wrapped, index: context.index) {
        case .no(let reason), .unknown(let reason):
            return context.finding(at: anchor, "`\(name)` stays strong: \(reason)")
        case .concreteClass:
            return nil  // `var dataSource: ListDataSource?` of a class: an object it owns, not a delegate protocol
        case .yes:
            break
        }
        let insertion = variable.bindingSpecifier.positionAfterSkippingLeadingTrivia
        let edit = SourceEdit(range: insertion..<insertion, replacement: "weak ")
        let ownerName = owner.name.text
        // A member without an access modifier is internal, even in a public class.
        let isPublic = variable.modifiers.contains { [.keyword(.public), .keyword(.open)].contains($0.name.tokenKind) }
        if let handOff = KeepAliveHolders.handOff(of: name, in: ownerName, index: context.index) {
            return context.finding(
                at: anchor, severity: .info,
                "`\(name)` stays strong: its value is also assigned to `\(handOff.receiver.isEmpty ? "" : handOff.receiver + ".")\(handOff.name)` at \(handOff.location), in the same function: UIKit's delegates are weak, so this property is what keeps that object alive")
        }
        // The default value is assigned like any write: a new object there has no other owner.
        if let value = binding.initializer?.value, !value.is(NilLiteralExprSyntax.self) {
            let written = value.trimmedDescription
            if DelegateWrites.isNewObject(written) || value.is(ClosureExprSyntax.self) || value.as(FunctionCallExprSyntax.self)?.calledExpression.is(ClosureExprSyntax.self) == true {
                return context.finding(
                    at: anchor,
                    "`\(name)` stays strong: its default value `\(written)` is a new object that nothing else holds; with `weak` it would be released at once. Keep that object in a property of its own first",
                    suggestion: "weak var \(name): \(annotation.type.trimmedDescription)")
            }
        }
        let outlets = attributes.contains("IBOutlet") ? StoryboardConnections.outlets(name, of: ownerName, index: context.index) : []
        if let topLevel = outlets.first(where: \.destinationIsTopLevel) {
            return context.finding(
                at: anchor,
                "`\(name)` stays strong: \(topLevel.location) connects it to a top-level object (`\(topLevel.destinationDescription ?? topLevel.destination)`), which nothing but outlets keeps alive once loading ends; with `weak` it would be released")
        }
        switch DelegateWrites.verdict(property: name, owner: ownerName, index: context.index) {
        case .fresh(let write, let certain):
            let assigns = certain
                ? "\(write.location) assigns it a new object (`\(write.assignedValue ?? "")`) that nothing else holds"
                : "the rule cannot tell whether `\(write.receiver).\(write.name) = \(write.assignedValue ?? "")` at \(write.location) sets it (the type of `\(write.receiver)` is unknown), and that new object has no other owner"
            return context.finding(
                at: anchor,
                "`\(name)` stays strong: \(assigns); with `weak` it would be released at once. Keep that object in a property of its own first",
                suggestion: "weak var \(name): \(annotation.type.trimmedDescription)")
        case _ where attributes.contains("IBOutlet") && !outlets.isEmpty:
            return .review(at: anchor, [edit], because: "`\(name)` is an outlet that \(outlets.map(\.location.description).joined(separator: ", ")) connects to an object in the view hierarchy or to the scene's view controller, which keep it alive; a storyboard or xib the rule did not read could still connect it to a top-level object, which a weak outlet lets go once loading ends")
        case _ where attributes.contains("IBOutlet"):
            return .review(at: anchor, [edit], because: "`\(name)` is an outlet: if Interface Builder connects it to a top-level object of the storyboard or xib (an object, not a view in the hierarchy), this outlet may be all that keeps that object alive, and a weak one lets it go once loading ends")
        case .shared(let write, true):
            return .review(at: anchor, [edit], because: "`\(write.assignedValue ?? "")` is assigned at \(write.location): if nothing else keeps it alive, a weak `\(name)` lets it go at once (a delegate usually owns `\(ownerName)`, so this breaks a retain cycle)")
        case .shared(let write, false):
            return .review(at: anchor, [edit], because: "the rule cannot tell whether `\(write.receiver).\(write.name) = \(write.assignedValue ?? "")` at \(write.location) sets this property (the type of `\(write.receiver)` is unknown); if it does and nothing else keeps that object alive, a weak `\(name)` lets it go at once")
        case .keyPath(let use, let certain):
            let names = certain
                ? "the key path `\(use.receiver).\(use.name)` at \(use.location) names it"
                : "the key path `\(use.receiver).\(use.name)` at \(use.location) may name it (its root type is not written)"
            return .review(at: anchor, [edit], because: "\(names), and code given that key path can assign any object through it: if nothing else keeps that object alive, a weak `\(name)` lets it go at once")
        case .selfOnNewLocal(let write):
            let type = write.receiverLocalType.map { "`\($0)`" } ?? "object"
            return .review(at: anchor, [edit], because: "`\(write.receiver).\(write.name) = self` at \(write.location) sets it on a new \(type) made in that function and handed to nothing else there (a local, not a property of the delegate), so no retain cycle is broken there, and this property is what keeps the delegate alive until `\(write.receiver)` calls back: with `weak`, if nothing else holds the delegate, it is released first and the callback never arrives")
        case .onlySelf where binding.initializer.map { !$0.value.is(NilLiteralExprSyntax.self) } ?? false:
            let written = binding.initializer!.value.trimmedDescription
            return .review(at: anchor, [edit], because: "its default value `\(written)` is assigned when `\(ownerName)` is created: if nothing else keeps that object alive, a weak `\(name)` lets it go at once")
        case .onlySelf where isPublic:
            return .review(at: anchor, [edit], because: "`\(name)` is public: other modules may assign objects only it keeps alive")
        case .onlySelf:
            return .safe(at: anchor, [edit])
        }
    }

    /// A comment on or above the declaration that says the strong reference is deliberate.
    private func ownershipComment(of variable: VariableDeclSyntax) -> String? {
        let trailing = variable.lastToken(viewMode: .sourceAccurate)?.trailingTrivia ?? []
        let nextLeading = variable.lastToken(viewMode: .sourceAccurate)?.nextToken(viewMode: .sourceAccurate)?.leadingTrivia ?? []
        // The next token's trivia up to the first newline is this line's trailing comment.
        let sameLine = Array(nextLeading.prefix { !$0.isNewline })
        let comments = TriviaLines.comments(in: variable.leadingTrivia) + TriviaLines.comments(in: trailing) + TriviaLines.comments(in: Trivia(pieces: sameLine))
        return comments.first { comment in Self.ownershipWords.contains { comment.lowercased().contains($0) } }
    }
}
