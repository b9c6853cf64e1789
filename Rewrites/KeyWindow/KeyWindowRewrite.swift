import ModernizeCore
import SwiftSyntax

/// The review rewrite of one lookup: the key (or first / last) window of the application ->
/// the window of the view or view controller the code is in (`window`, `view.window`,
/// in methods UIKit calls while the view is in its window). Nil where that cannot be written soundly here, and the lookup stays
/// a finding.
struct KeyWindowRewrite {
    let lookup: WindowLookup
    let scope: WindowScope
    let context: RuleContext

    /// View controller methods UIKit calls while the view is in its window (in the usual flow).
    static let controllerInWindow: Set<String> = [
        "viewIsAppearing", "viewDidAppear", "viewWillDisappear", "viewWillLayoutSubviews", "viewDidLayoutSubviews",
        "viewSafeAreaInsetsDidChange", "viewLayoutMarginsDidChange",
    ]

    /// View methods UIKit calls while the view is in a window (in the usual flow).
    static let viewInWindow: Set<String> = ["didMoveToWindow", "layoutSubviews", "draw", "safeAreaInsetsDidChange", "layoutMarginsDidChange"]

    var site: Site? {
        guard lookup.shape == .keyWindow || lookup.shape == .oneWindow, !Self.hasInnerComment(lookup.expression),
              lookup.application.map({ !SyntaxSearch.contains(FunctionCallExprSyntax.self, in: $0) }) ?? true,
              let member = InstanceCode.member(holding: lookup.expression), let memberName = Self.instanceMemberName(member),
              capturesSelfAlready(member: member), !Self.passesSelf(in: member) else { return nil }
        let replacement: String
        let whose: String
        var notes: [String] = []
        // Elsewhere (a helper, an action, a presentation callback) the view may be in no window
        // yet, as when code sizes or shows it: the finding leaves that to a person.
        switch scope.owner {
        case .view(let type):
            guard Self.viewInWindow.contains(memberName), !context.types.classChain(of: type).contains("UIWindow") else { return nil }
            replacement = scope.selfPrefix + "window"
            whose = "the window the view `\(type)` is in"
            notes.append("in `\(memberName)` UIKit calls it while the view is in a window, but it is nil if the view is in none (as after `didMoveToWindow` out of one)")
        case .viewController(let type):
            guard Self.controllerInWindow.contains(memberName) else { return nil }
            whose = "the window showing the view of `\(type)`"
            replacement = scope.selfPrefix + "view.window"
            notes.append("in `\(memberName)` UIKit calls it while the view is in its window, but it is nil if the view is in none (as in a layout pass forced before it appears)")
        case .controllerBeforeWindow, .none:
            return nil
        }
        // An optional chain in the replacement must not swallow what follows (`!`, `.map`).
        if replacement.contains("?"), !continuesAsOptionalChain, isBaseOfPostfix { return nil }
        // `keyWindow!`: where the view is in no window (a layout pass forced before it appears),
        // the new window is nil and the `!` would crash; the key window was rarely nil.
        if lookup.expression.parent?.is(ForceUnwrapExprSyntax.self) == true { return nil }
        if scope.selfPrefix == "self?." {
            notes.append("`self` is captured weakly here, so it is also nil once `self` is gone")
        }
        let written = OneLine.text(of: lookup.expression)
        let range = lookup.expression.positionAfterSkippingLeadingTrivia..<lookup.expression.endPositionBeforeTrailingTrivia
        let note = "`\(written)` (\(was)) is now `\(replacement)`, \(whose): \(difference); " + notes.joined(separator: "; ")
        return .review(at: lookup.expression, [SourceEdit(range: range, replacement: replacement)], because: note)
    }

    private var was: String {
        switch lookup.shape {
        case .keyWindow: return "the key window across all connected scenes"
        default:
            return "the \(lookup.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? "first") window of all connected scenes' windows"
        }
    }

    private var difference: String {
        switch lookup.shape {
        case .keyWindow:
            return "with several scenes that is this code's scene's window, not the one made key last, and with one scene it differs while another window of the app (an alert or overlay window) is key"
        default:
            return "it is this code's window, where the application's list may start (or end) with another window: another scene's, an alert or overlay window, not necessarily the key one"
        }
    }

    /// `keyWindow?.addSubview(x)`: the replacement's `?` continues the chain as before.
    private var continuesAsOptionalChain: Bool {
        lookup.expression.parent?.is(OptionalChainingExprSyntax.self) == true
    }

    /// `keyWindow!.x`, `keyWindow.map { }`: a postfix applied to the lookup itself.
    private var isBaseOfPostfix: Bool {
        guard let parent = lookup.expression.parent else { return false }
        let id = lookup.expression.id
        return parent.as(MemberAccessExprSyntax.self)?.base?.id == id || parent.is(ForceUnwrapExprSyntax.self)
            || parent.as(FunctionCallExprSyntax.self)?.calledExpression.id == id
            || parent.as(SubscriptCallExprSyntax.self)?.calledExpression.id == id || parent.is(OptionalChainingExprSyntax.self)
    }

    /// `addSubview(self)`, `present(self, animated: true)`, `x.rootViewController = self`: code
    /// that puts this view or controller on screen, where it is not in a window yet.
    private static func passesSelf(in member: Syntax) -> Bool {
        SyntaxSearch.contains(DeclReferenceExprSyntax.self, in: member) { reference in
            guard reference.baseName.tokenKind == .keyword(.self) else { return false }
            if reference.parent?.is(LabeledExprSyntax.self) == true || reference.parent?.is(ArrayElementSyntax.self) == true { return true }
            guard let list = reference.parent?.as(ExprListSyntax.self), let index = list.firstIndex(where: { $0.id == reference.id }),
                  index > list.startIndex else { return false }
            return list[list.index(before: index)].is(AssignmentExprSyntax.self)
        }
    }

    /// A comment inside the lookup (`UIApplication.shared // app` on its own line) would be lost.
    private static func hasInnerComment(_ expression: ExprSyntax) -> Bool {
        let tokens = Array(expression.tokens(viewMode: .sourceAccurate))
        return tokens.enumerated().contains { index, token in
            let trivia = (index == 0 ? [] : Array(token.leadingTrivia)) + (index == tokens.count - 1 ? [] : Array(token.trailingTrivia))
            return trivia.contains { $0.isComment }
        }
    }

    /// The instance member's name where implicit `self` is usable: a method (`viewDidAppear`),
    /// a computed property or subscript; nil for initializers, deinit and stored properties.
    private static func instanceMemberName(_ member: Syntax) -> String? {
        if let function = member.as(FunctionDeclSyntax.self) { return function.body == nil ? nil : function.name.text }
        if member.is(InitializerDeclSyntax.self) { return "init" }
        if let variable = member.as(VariableDeclSyntax.self) {
            guard variable.bindings.count == 1, let binding = variable.bindings.first, binding.initializer == nil,
                  binding.accessorBlock != nil else { return nil }
            return binding.pattern.trimmedDescription
        }
        if member.is(SubscriptDeclSyntax.self) { return "subscript" }
        return nil
    }

    /// Every closure between the lookup and its member already mentions `self` (a capture, or
    /// `self.` in its body): the replacement's `self` adds no capture (no retain cycle, no
    /// longer-lived controller).
    private func capturesSelfAlready(member: Syntax) -> Bool {
        for ancestor in Ancestors.all(above: lookup.expression) {
            if ancestor.id == member.id { return true }
            guard let closure = ancestor.as(ClosureExprSyntax.self) else { continue }
            let mentionsSelf = SyntaxSearch.contains(TokenSyntax.self, in: closure) { token in
                token.tokenKind == .keyword(.self) && !isInside(token, lookup.expression)
            }
            if !mentionsSelf { return false }
        }
        return false
    }

    private func isInside(_ token: TokenSyntax, _ node: ExprSyntax) -> Bool {
        token.position >= node.position && token.endPosition <= node.endPosition
    }
}
