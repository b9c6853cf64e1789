import ModernizeCore
import SwiftSyntax

/// Calls of a method by name, as SwiftUI modifiers are written: `view.name(...)`, `.name(...)`
/// on the next line of a chain, or `name(...)` on implicit `self` in a `View` extension.
public enum ModifierCalls {
    public static func find(named name: String, in tree: SourceFileSyntax) -> [FunctionCallExprSyntax] {
        tree.tokens(viewMode: .sourceAccurate).compactMap { token -> FunctionCallExprSyntax? in
            guard token.hasText(name), let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return nil }
            let callee = reference.parent?.as(MemberAccessExprSyntax.self).map(ExprSyntax.init) ?? ExprSyntax(reference)
            if let member = callee.as(MemberAccessExprSyntax.self), member.declName.id != reference.id { return nil }
            guard let call = callee.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == callee.id else { return nil }
            return call
        }
    }

    /// Calls of a type or function by its bare name (`ForEach(...)`, `NavigationLink(...)`), not
    /// as a member, with each call's name token, in source order.
    public static func bareCalls(named name: String, in tree: SourceFileSyntax) -> [(name: TokenSyntax, call: FunctionCallExprSyntax)] {
        tree.tokens(viewMode: .sourceAccurate).compactMap { token in
            guard token.trimmedLength.utf8Length == name.utf8.count, token.tokenKind == .identifier(name), let reference = token.parent?.as(DeclReferenceExprSyntax.self),
                  reference.argumentNames == nil, let call = reference.parent?.as(FunctionCallExprSyntax.self),
                  call.calledExpression.id == reference.id else { return nil }
            return (token, call)
        }
    }

    /// The method's name token: where a site is reported (a modifier's base may start lines above).
    public static func name(of call: FunctionCallExprSyntax) -> TokenSyntax {
        call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName
            ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName ?? call.firstToken(viewMode: .sourceAccurate)!
    }

    /// Argument labels as a selector: `_:antialiased:`.
    public static func labels(of call: FunctionCallExprSyntax) -> [String] {
        call.arguments.map { $0.label?.text ?? "_" }
    }

    /// Does the file import `module` (also inside `#if`)?
    public static func imports(_ module: String, in tree: SourceFileSyntax) -> Bool {
        Imports.modules(in: tree).contains(module)
    }

    /// "File.swift:3:5" of the first project function with this name (and these argument
    /// labels, when given), from the index.
    /// Functions that could be what a modifier-style call means: in the calling file (`path`)
    /// any, elsewhere only non-private ones at file level or in extensions and protocols (a
    /// view model's `func onAppear()` is called on the model, never on a view).
    public static func projectFunction(named name: String, labels: [[String]]? = nil, in index: ProjectIndex, from path: String? = nil) -> String? {
        (index.functionsByName[name] ?? [])
            .filter { function in
                guard labels?.contains(function.labels) ?? true else { return false }
                if function.location.path == path { return true }
                let reachable = function.ownerKind == nil || function.ownerKind == .extension || function.ownerKind == .protocol
                return reachable && !function.isFilePrivate
            }
            .map(\.location.description).sorted().first
    }
}

/// One deprecated SwiftUI modifier a rule rewrites, with the checks all such rules share: the
/// file must import SwiftUI, and the project must not declare a function that the call could
/// mean instead (a UIKit helper of the same name and labels).
public struct SwiftUIModifier: Sendable {
    public let name: String
    /// The argument labels of SwiftUI's own overloads; calls with others are not sites. Nil:
    /// every call is a site (the rule sorts the labels out).
    public let labels: [[String]]?
    /// How the project's own declaration is named in the finding (`foregroundColor(_:)`).
    public let ownDeclaration: String
    /// What to use instead, for the finding's last clause.
    public let advice: String
    /// Whether calls with a trailing closure are sites (`.onAppear { }`).
    public let trailingClosures: Bool
    /// The parameter labels a project declaration needs to take these calls; by default the
    /// calls' labels. A call's trailing closure is a parameter of the declaration, so
    /// `.onAppear { }` can mean `func onAppear(perform:)` or `onAppear(_:)`, never `onAppear()`.
    public let declarationLabels: [[String]]?
    /// Swift Charts' `ChartContent` has a modifier of this name too (`cornerRadius`), which the
    /// rewrite would not fit: calls that may be chart content's are reported instead.
    public let alsoChartContent: Bool

    public init(
        name: String, labels: [[String]]?, ownDeclaration: String, advice: String,
        trailingClosures: Bool = false, declarationLabels: [[String]]? = nil, alsoChartContent: Bool = false
    ) {
        self.alsoChartContent = alsoChartContent
        self.name = name
        self.labels = labels
        self.declarationLabels = declarationLabels ?? labels
        self.ownDeclaration = ownDeclaration
        self.advice = advice
        self.trailingClosures = trailingClosures
    }

    /// One site per call the rule cares about (`isSite`): the shared refusals, else what
    /// `rewrite` decides.
    public func sites(
        in context: RuleContext, isSite: (FunctionCallExprSyntax) -> Bool = { _ in true },
        rewrite: (FunctionCallExprSyntax, TokenSyntax) -> Site
    ) -> RuleOutput {
        var output = RuleOutput()
        let importsSwiftUI = ModifierCalls.imports("SwiftUI", in: context.tree)
        let declared = ModifierCalls.projectFunction(named: name, labels: declarationLabels, in: context.index, from: context.path)
        let importsCharts = alsoChartContent && ModifierCalls.imports("Charts", in: context.tree)
        for call in ModifierCalls.find(named: name, in: context.tree) where isCandidate(call) && isSite(call) {
            let token = ModifierCalls.name(of: call)
            if !importsSwiftUI {
                output.append(context.finding(
                    at: token, severity: .info,
                    "\(name) left as is: this file does not import SwiftUI, so the call is not known to be SwiftUI's modifier"))
            } else if let declared {
                output.append(context.finding(
                    at: token,
                    "\(name) left as is: the project declares its own \(ownDeclaration) (\(declared)), so this call may be that one; \(advice)"))
            } else if let own = receiversOwnMethod(call, context: context) {
                output.append(context.finding(
                    at: token, severity: .info,
                    "\(name) left as is: the receiver is a `\(own.type)`, which declares its own \(name)(\(own.labels)) (\(own.location)), so this call is that method, not SwiftUI's modifier"))
            } else if importsCharts, let evidence = ChartContent.evidence(for: call) {
                output.append(chartContentFinding(evidence, at: token, context: context))
            } else {
                output.append(rewrite(call, token))
            }
        }
        return output
    }

    /// Whether `tree` holds a call `sites` reports, as a rewrite or a finding: one of the
    /// modifier's shape that `isSite` accepts. Syntax alone (`Codemod.couldHoldSites`).
    public func couldHoldSites(in tree: SourceFileSyntax, isSite: (FunctionCallExprSyntax) -> Bool = { _ in true }) -> Bool {
        ModifierCalls.find(named: name, in: tree).contains { isCandidate($0) && isSite($0) }
    }

    /// The call's closures and labels are the modifier's.
    private func isCandidate(_ call: FunctionCallExprSyntax) -> Bool {
        (trailingClosures || call.trailingClosure == nil) && (labels?.contains(ModifierCalls.labels(of: call)) ?? true)
    }

    /// The receiver's type (the resolver's; `self`'s for an unqualified call) declares a method
    /// of this name with the call's labels, in its body or a superclass: a project type's own
    /// `cornerRadius(_:)` in another file, which the reachability check above does not see.
    private func receiversOwnMethod(_ call: FunctionCallExprSyntax, context: RuleContext) -> (type: String, labels: String, location: IndexLocation)? {
        let types = context.types
        let receiverType: String?
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            guard let base = member.base else { return nil }  // `.cornerRadius(8)` in a modifier chain's context
            receiverType = types.type(of: base).nominalName
        } else {
            receiverType = context.index.declares(Ancestors.enclosingTypeName(of: call) ?? "") ? Ancestors.enclosingTypeName(of: call) : nil
        }
        guard let receiverType else { return nil }
        let labels = ModifierCalls.labels(of: call)
        for owner in types.classChain(of: receiverType) {
            if let function = context.index.functions(of: owner, named: name).first(where: { $0.kind == .function && !$0.isStatic && $0.labels == labels }) {
                return (owner, labels.map { $0 + ":" }.joined(), function.location)
            }
        }
        return nil
    }

    private func chartContentFinding(_ evidence: ChartContent.Evidence, at token: TokenSyntax, context: RuleContext) -> Site {
        switch evidence {
        case .mark(let mark):
            return context.finding(
                at: token, severity: .info,
                "\(name) left as is: on `\(mark)` it is Swift Charts' ChartContent modifier, not SwiftUI's deprecated view modifier")
        case .inside(let owner):
            return context.finding(
                at: token,
                "\(name) left as is: it is inside chart content (\(context.position(of: owner))), where it may be Swift Charts' ChartContent modifier, which has no replacement of that form; \(advice)")
        }
    }
}
