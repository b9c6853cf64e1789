import ModernizeCore
import SwiftSyntax

/// `ObservableObject` + `@Published` -> `@Observable`, with every view holding the class and
/// every injection of it, as one change across files (`SiteGroup` per class): all of it or
/// nothing. What blocks a class is decided from the project index (so every file agrees) and
/// reported on the class; a file that cannot take its part reports why, which blocks the rest.
public struct ObservableMacro: Codemod {
    public let description = RuleDescription(
        id: "observable-macro",
        legacy: "ObservableObject + @Published (+ @StateObject / @ObservedObject / @EnvironmentObject)",
        modern: "@Observable (+ @State / plain or @Bindable var / @Environment(Type.self))",
        since: IOSVersion(17),
        rationale: "Observation tracks only the properties a view reads, so unrelated changes no longer redraw it.",
        tiers: [.review, .finding],
        examples: [
            RuleExample(
                "model-and-view",
                before: """
                    import SwiftUI

                    final class Counter: ObservableObject {
                        @Published var count = 0
                        var step = 1
                    }

                    struct CounterView: View {
                        @StateObject private var counter = Counter()

                        var body: some View {
                            Button("\\(counter.count)") { counter.count += counter.step }
                        }
                    }
                    """,
                after: """
                    import SwiftUI

                    @Observable final class Counter {
                        var count = 0
                        @ObservationIgnored var step = 1
                    }

                    struct CounterView: View {
                        @State private var counter = Counter()

                        var body: some View {
                            Button("\\(counter.count)") { counter.count += counter.step }
                        }
                    }
                    """,
                findings: ["review: ", "review: "]),
        ])

    public let triggers = ["ObservableObject", "StateObject", "ObservedObject", "EnvironmentObject", "environmentObject("]

    /// Every declaration of an ObservableObject class and every file holding or injecting one;
    /// `$name` uses (publishers, bindings) and `objectWillChange` anywhere; generic uses of
    /// ObservableObject. Files with static members too: holders and injections written
    /// `Service.shared.state` or `Model.preview()` resolve through them (a holder whose type
    /// cannot be resolved blocks the classes it may hold).
    public let indexInterest = IndexInterest(
        triggers: ["ObservableObject", "StateObject", "ObservedObject", "EnvironmentObject", "environmentObject", "objectWillChange", ".$",
                   "static let", "static var", "static func", "class func"]
            + "abcdefghijklmnopqrstuvwxyz_".map { "$\($0)" },
        members: ["objectWillChange"], calls: ["environmentObject"], typeHeaders: true, projectedValues: true,
        typeReferences: ["ObservableObject", "StateObject", "ObservedObject", "EnvironmentObject"], initializerCalls: true, receiverTypes: ["objectWillChange", "$"])

    public init() {}

    public func rewrite(_ context: RuleContext) throws -> RuleOutput {
        guard Self.importsObservationModule(context.tree) else { return RuleOutput() }
        let candidates = Self.candidates(of: context.index)
        var output = RuleOutput()
        for declaration in SyntaxSearch.all(ClassDeclSyntax.self, in: context.tree) where Self.listsObservableObject(declaration) {
            output.append(classSite(declaration, candidates: candidates, context: context))
        }
        for variable in SyntaxSearch.all(VariableDeclSyntax.self, in: context.tree) {
            guard let attribute = Self.wrapperAttribute(of: variable) else { continue }
            guard let held = WrapperConversion.heldClass(of: variable, context: context) else {
                if !candidates.byName.isEmpty {
                    let value = variable.bindings.first?.initializer?.value.trimmedDescription ?? variable.bindings.trimmedDescription
                    output.append(context.finding(
                        at: attribute, severity: .info,
                        "cannot tell which class `\(value)` is (declare the property with its type, e.g. `: Model`); the ObservableObject classes it may hold stay ObservableObject until then"))
                }
                continue
            }
            guard let candidate = candidates.byName[held], candidate.blocker == nil else { continue }
            let conversion = WrapperConversion(variable: variable, attribute: attribute, className: held, context: context)
            switch conversion.plan(candidates: candidates) {
            case .success(let plan): output.append(Site.review(at: attribute, plan.edits, because: plan.note).inGroup(candidate.group))
            case .failure(let blocked): output.append(blockedPart(blocked, candidate: candidate, context: context))
            }
        }
        for call in SyntaxSearch.all(FunctionCallExprSyntax.self, in: context.tree) {
            guard let (access, argument) = Self.injection(call) else { continue }
            let resolved = Injection(call, in: context.parsed)?.heldClass(candidates: candidates, resolver: context.types, path: context.path)
            guard let resolved else {
                if !candidates.byName.isEmpty {
                    output.append(context.finding(
                        at: access.declName, severity: .info,
                        "cannot tell which class `.environmentObject(\(argument.expression.trimmedDescription))` injects (declare the property with its type, or inject `Model()` directly); a class read with @EnvironmentObject stays an ObservableObject until then"))
                }
                continue
            }
            guard let candidate = candidates.byName[resolved], candidate.blocker == nil else { continue }
            let name = access.declName.baseName
            output.append(Site.review(
                at: name, [SourceEdit(range: name.positionAfterSkippingLeadingTrivia..<name.endPositionBeforeTrailingTrivia, replacement: "environment")],
                because: "injects the @Observable `\(resolved)` for `@Environment(\(resolved).self)`").inGroup(candidate.group))
        }
        return output
    }

    /// Every site is a class listing ObservableObject, a property with one of its wrappers or
    /// an `.environmentObject(_:)` injection, in a file importing a module that declares it.
    /// A class is always a site. A property or an injection is one only when the class it holds
    /// is a candidate nothing blocks, or, when that class cannot be told, when the project has
    /// a candidate at all (the finding that asks for a type): the index says, asked with the
    /// very text and places `rewrite` asks about, so most files holding a blocked class need
    /// not be parsed again.
    public func siteScreen(_ parsed: ParsedSource) -> SiteScreen {
        guard Self.importsObservationModule(parsed.tree) else { return .none }
        var wrapped: [WrapperConversion.Held] = []
        // Declarations only: a search for `Syntax` would ask about every token too.
        let leftToTheRule = SyntaxSearch.first(DeclSyntax.self, in: parsed.tree) { node in
            if let declaration = node.as(ClassDeclSyntax.self) { return Self.listsObservableObject(declaration) }
            guard let variable = node.as(VariableDeclSyntax.self), Self.wrapperAttribute(of: variable) != nil else { return false }
            wrapped.append(WrapperConversion.Held(variable, in: parsed))
            return false
        } != nil
        if leftToTheRule { return .possible }
        let injections = parsed.source.mentions("environmentObject")
            ? SyntaxSearch.all(FunctionCallExprSyntax.self, in: parsed.tree).compactMap { Injection($0, in: parsed) } : []
        guard !wrapped.isEmpty || !injections.isEmpty else { return .none }
        let path = parsed.source.path
        return .ifIndex { [wrapped, injections] index in
            let candidates = Self.candidates(of: index)
            // A class told, or none told while the project has candidates (`rewrite`'s finding).
            func isSite(_ name: String?) -> Bool { name.map { candidates.byName[$0].map { $0.blocker == nil } ?? false } ?? !candidates.byName.isEmpty }
            let resolver = ExpressionTypeResolver(index: index)
            return wrapped.contains { isSite($0.resolved(by: resolver, path: path)) }
                || injections.contains { isSite($0.heldClass(candidates: candidates, resolver: resolver, path: path)) }
        }
    }

    /// What `rewrite` reads of an `.environmentObject(x)` injection, as plain values: the rule and
    /// its screen decide on the same ones. As the index decided (`ObservableCandidates.injections`):
    /// from the argument as written, in the caller's type, with the local it starts with typed as
    /// the index recorded it.
    private struct Injection: Sendable {
        let argument: String
        let owner: String?
        let call: SourcePosition
        let argumentStart: SourcePosition

        init?(_ call: FunctionCallExprSyntax, in parsed: ParsedSource) {
            guard let (_, argument) = ObservableMacro.injection(call) else { return nil }
            self.argument = argument.expression.trimmedDescription
            owner = Ancestors.enclosingTypeName(of: call)
            self.call = parsed.position(of: call.positionAfterSkippingLeadingTrivia.utf8Offset)
            argumentStart = parsed.position(of: argument.expression.positionAfterSkippingLeadingTrivia.utf8Offset)
        }

        func heldClass(candidates: ObservableCandidates, resolver: ExpressionTypeResolver, path: String) -> String? {
            let recorded = candidates.injections.first { $0.use.location.path == path && $0.use.location.position == call }?.use
            return ObservableCandidates.heldClass(
                ofExpression: argument, in: owner, locals: recorded.map(ObservableCandidates.argumentLocals) ?? [:], resolver: resolver,
                at: IndexLocation(path: path, position: argumentStart))
        }
    }

    /// The module-wide analysis, once per index (`uikit-observation-tracking` shares it).
    static func candidates(of index: ProjectIndex) -> ObservableCandidates {
        index.memo.value("observable-macro.candidates") { ObservableCandidates(index: index) }
    }

    private static func importsObservationModule(_ tree: SourceFileSyntax) -> Bool {
        Imports.modules(in: tree).contains(where: { ["SwiftUI", "Combine", "Foundation", "UIKit"].contains($0) })
    }

    /// `@StateObject`, `@ObservedObject` or `@EnvironmentObject` on a property.
    private static func wrapperAttribute(of variable: VariableDeclSyntax) -> AttributeSyntax? {
        variable.attributes.lazy.compactMap({ $0.as(AttributeSyntax.self) })
            .first(where: { ObservableCandidates.wrappers.contains($0.attributeName.trimmedDescription) })
    }

    /// `.environmentObject(model)`: the modifier and its argument.
    private static func injection(_ call: FunctionCallExprSyntax) -> (MemberAccessExprSyntax, LabeledExprSyntax)? {
        guard let access = call.calledExpression.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "environmentObject",
              call.arguments.count == 1, let argument = call.arguments.first else { return nil }
        return (access, argument)
    }

    static func listsObservableObject(_ declaration: ClassDeclSyntax) -> Bool {
        declaration.inheritanceClause?.inheritedTypes.contains { ProjectIndex.simpleName($0.type.trimmedDescription) == "ObservableObject" } ?? false
    }

    private func classSite(_ declaration: ClassDeclSyntax, candidates: ObservableCandidates, context: RuleContext) -> Site {
        let name = declaration.name.text
        guard let candidate = candidates.byName[name] else {
            return context.finding(at: declaration.name, "`\(name)` is not in the project index (a nested or duplicated declaration?): migrate it by hand")
        }
        if let blocker = candidate.blocker {
            return context.finding(
                at: declaration.name,
                "`\(name)` stays an ObservableObject: \(blocker), then run again",
                suggestion: "@Observable \(declaration.modifiers.map(\.trimmedDescription).joined(separator: " ")) class \(name)".replacingOccurrences(of: "  ", with: " "))
        }
        switch ClassConversion(declaration: declaration, context: context).edits() {
        case .failure(let blocked):
            return blockedPart(blocked, candidate: candidate, context: context)
        case .success(let conversion):
            var edits = conversion.edits
            var note = "`\(name)` becomes @Observable: views update when a property they read changes, not on every @Published write"
            // `@Observable` comes from Observation, which SwiftUI re-exports and Foundation,
            // Combine and UIKit do not.
            let imports = Imports.unconditional(in: context.tree)
            if !imports.contains(where: { ["SwiftUI", "Observation"].contains($0.path.first?.name.text ?? "") }) {
                guard let last = imports.last else {
                    return blockedPart(.init(node: declaration.name, "its file imports neither SwiftUI nor Observation outside `#if`, and has no import to add `import Observation` after; add it first"),
                                       candidate: candidate, context: context)
                }
                let end = last.endPosition  // after a comment ending its line
                edits.append(SourceEdit(range: end..<end, replacement: context.newline + "import Observation"))
                note += "; `import Observation` is added to its file (which imports neither SwiftUI nor Observation)"
            }
            if !conversion.observedBySend.isEmpty {
                let names = ProseList.join(conversion.observedBySend.map { "`\($0)`" })
                note += "; \(names) updated views through `objectWillChange.send()` in willSet/didSet: the macro now tracks \(conversion.observedBySend.count == 1 ? "it" : "them") and those calls go (views that do not read \(conversion.observedBySend.count == 1 ? "it" : "them") no longer update on \(conversion.observedBySend.count == 1 ? "its" : "their") writes)"
            }
            if !conversion.ignored.isEmpty {
                note += "; \(ProseList.join(conversion.ignored.map { "`\($0)`" })) did not update views before and get @ObservationIgnored"
            }
            if declaration.modifiers.contains(where: { $0.name.tokenKind == .keyword(.public) }) {
                note += "; it is `public`: code in other modules (outside these roots) that uses it as an ObservableObject stops compiling"
            }
            note += "; the change spans \(candidate.files.count) file\(candidate.files.count == 1 ? "" : "s") and applies whole"
            return Site.review(at: declaration.name, edits, because: note).inGroup(candidate.group)
        }
    }

    /// A part this file cannot take: a finding in the class's group, so no file changes.
    private func blockedPart(_ blocked: ClassConversion.Blocked, candidate: ObservableCandidates.Candidate, context: RuleContext) -> Site {
        context.finding(at: blocked.node, "`\(candidate.type.name)` stays an ObservableObject: \(blocked.reason)").inGroup(candidate.group)
    }
}
