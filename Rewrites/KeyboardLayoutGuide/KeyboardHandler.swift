import Foundation
import ModernizeCore
import SwiftSyntax

/// What a keyboard handler does with the keyboard's frame: the layout it drives, found in its
/// bodies and in the methods of the same type they call (one level: `adjust(for: frame)`).
struct KeyboardHandler {
    struct Target {
        /// `bottomConstraint.constant`, `tableView.contentInset.bottom`.
        let text: String
        let line: Int
        /// The view to pin to the keyboard layout guide, when the code names it.
        let pinnedView: String?
        let isInset: Bool
    }

    /// Nil for a handler that does not read the end frame (a willHide handler resetting the constant).
    let frameKeyLine: Int?
    /// Where the handler hands the notification to other code that reads the frame
    /// (`KeyboardInfo(notification)`, `notification.keyboardHeight`), when it reads no key itself.
    let helperRead: (text: String, line: Int)?
    let targets: [Target]
    /// A handler that changes no layout itself but passes the keyboard's state to a delegate.
    let delegateCall: (text: String, line: Int)?

    static let frameKeys: Set<String> = ["keyboardFrameEndUserInfoKey", "UIKeyboardFrameEndUserInfoKey"]
    static let insetMembers: Set<String> = ["contentInset", "scrollIndicatorInsets", "verticalScrollIndicatorInsets", "additionalSafeAreaInsets"]

    init?(_ observer: KeyboardObserver, tree: SourceFileSyntax, context: RuleContext, requiringFrameKey: Bool = true) {
        self.init(bodies: observer.bodies, around: observer.call, notificationNames: observer.notificationNames,
                  tree: tree, context: context, requiringFrameKey: requiringFrameKey)
    }

    /// `bodies`: the handler's code; `around`: a node in the type whose methods it may call.
    init?(bodies handlerBodies: [Syntax], around anchor: some SyntaxProtocol, notificationNames: Set<String>,
          tree: SourceFileSyntax, context: RuleContext, requiringFrameKey: Bool = true) {
        let methods = TypeMethods(around: anchor, in: tree)
        var bodies = handlerBodies
        for body in handlerBodies {
            for call in SyntaxSearch.all(FunctionCallExprSyntax.self, in: body) {
                let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
                    ?? call.calledExpression.as(MemberAccessExprSyntax.self).flatMap { access in
                        Self.isSelf(access.base) ? access.declName.baseName.text : nil
                    }
                if let name, let method = methods.method(named: name), !bodies.contains(where: { $0.id == method.id }) {
                    bodies.append(Syntax(method))
                }
            }
        }
        let key = bodies.lazy.compactMap { SyntaxSearch.first(TokenSyntax.self, in: $0) { Self.frameKeys.contains($0.text) } }.first
        let helper = key == nil ? Self.helperRead(in: bodies, names: notificationNames, context: context) : nil
        guard key != nil || helper != nil || !requiringFrameKey else { return nil }
        var targets: [Target] = []
        for body in bodies {
            for list in SyntaxSearch.all(ExprListSyntax.self, in: body) {
                let elements = Array(list)
                guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self)
                        || elements[1].as(BinaryOperatorExprSyntax.self).map({ ["+=", "-="].contains($0.operator.text) }) == true,
                      let target = Self.target(elements[0], context: context, tree: tree) else { continue }
                if !targets.contains(where: { $0.text == target.text && $0.line == target.line }) { targets.append(target) }
            }
        }
        let delegate = targets.isEmpty && (key != nil || helper != nil) ? Self.delegateCall(in: bodies, context: context) : nil
        guard !targets.isEmpty || delegate != nil else { return nil }
        frameKeyLine = key.map { context.position(of: $0).line }
        helperRead = helper
        self.targets = targets
        delegateCall = delegate
    }

    /// The first use of the notification other than `.name`, `.object` and `.userInfo` (read here
    /// with some other key, the animation's duration say): the expression around it
    /// (`KeyboardInfo(notification)`, `notification.keyboardHeight`).
    private static func helperRead(in bodies: [Syntax], names: Set<String>, context: RuleContext) -> (text: String, line: Int)? {
        for body in bodies {
            let use = SyntaxSearch.first(DeclReferenceExprSyntax.self, in: body) { reference in
                guard names.contains(reference.baseName.text) else { return false }
                let member = reference.parent?.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                return !["name", "object", "userInfo"].contains(member)
            }
            guard let use else { continue }
            let around: Syntax = use.parent?.as(LabeledExprSyntax.self)?.parent?.parent.flatMap { $0.is(FunctionCallExprSyntax.self) ? $0 : nil }
                ?? use.parent.flatMap { $0.is(MemberAccessExprSyntax.self) ? $0 : nil } ?? Syntax(use)
            let text = around.trimmedDescription.split(separator: "\n").first.map(String.init) ?? ""
            return (text, context.position(of: around).line)
        }
        return nil
    }

    /// `delegate?.keyboardWillShow(height: frame.height)`: a call on a delegate (a receiver named
    /// `delegate` or `…Delegate`).
    private static func delegateCall(in bodies: [Syntax], context: RuleContext) -> (text: String, line: Int)? {
        for body in bodies {
            let call = SyntaxSearch.first(FunctionCallExprSyntax.self, in: body) { call in
                guard let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base else { return false }
                return base.tokens(viewMode: .sourceAccurate).contains { token in
                    guard case .identifier(let name) = token.tokenKind else { return false }
                    return name == "delegate" || name.hasSuffix("Delegate")
                }
            }
            if let call { return (call.trimmedDescription.split(separator: "\n").first.map(String.init) ?? "", context.position(of: call).line) }
        }
        return nil
    }

    private static func isSelf(_ base: ExprSyntax?) -> Bool {
        var current = base
        if let optional = current?.as(OptionalChainingExprSyntax.self) { current = optional.expression }
        return current?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    }

    private static func target(_ lhs: ExprSyntax, context: RuleContext, tree: SourceFileSyntax) -> Target? {
        let text = lhs.tokens(viewMode: .sourceAccurate).map(\.text).joined()
        var accesses: [MemberAccessExprSyntax] = []
        var current: ExprSyntax? = lhs
        var root: String?
        while let expression = current {
            // A local copy (`var insets = table.contentInset`) is not the view's inset.
            if let reference = expression.as(DeclReferenceExprSyntax.self), Scopes.declarations(of: reference.baseName.text, at: reference).isEmpty {
                root = reference.baseName.text
            }
            if let access = expression.as(MemberAccessExprSyntax.self) { accesses.append(access); current = access.base }
            else if let optional = expression.as(OptionalChainingExprSyntax.self) { current = optional.expression }
            else if let forced = expression.as(ForceUnwrapExprSyntax.self) { current = forced.expression }
            else { current = nil }
        }
        let line = context.position(of: lhs).line
        if let inset = accesses.first(where: { insetMembers.contains($0.declName.baseName.text) }) {
            let owner = inset.base.map { $0.tokens(viewMode: .sourceAccurate).map(\.text).joined() }
            let pinned = inset.declName.baseName.text == "additionalSafeAreaInsets" ? nil : owner.map { $0.hasPrefix("self.") ? String($0.dropFirst(5)) : $0 }
            return Target(text: text, line: line, pinnedView: pinned, isInset: true)
        }
        if let root, insetMembers.contains(root) {  // `additionalSafeAreaInsets.bottom = ...` on self
            return Target(text: text, line: line, pinnedView: nil, isInset: true)
        }
        guard let constant = accesses.first, constant.declName.baseName.text == "constant", let base = constant.base else { return nil }
        let constraint = base.tokens(viewMode: .sourceAccurate).map(\.text).joined().replacingOccurrences(of: "self.", with: "")
            .trimmingCharacters(in: CharacterSet(charactersIn: "?!"))
        return Target(text: text, line: line, pinnedView: pinnedView(of: constraint, in: tree), isInset: false)
    }

    /// `bottomConstraint = messageBar.bottomAnchor.constraint(equalTo: ...)` in this file -> `messageBar`.
    private static func pinnedView(of constraint: String, in tree: SourceFileSyntax) -> String? {
        let values: [ExprSyntax] = SyntaxSearch.all(PatternBindingSyntax.self, in: tree) {
            $0.pattern.trimmedDescription == constraint
        }.compactMap { $0.initializer?.value }
            + SyntaxSearch.all(ExprListSyntax.self, in: tree).compactMap { list in
                let elements = Array(list)
                guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
                      elements[0].trimmedDescription.replacingOccurrences(of: "self.", with: "") == constraint else { return nil }
                return elements[2]
            }
        for value in values {
            guard let call = value.as(FunctionCallExprSyntax.self), let constraintCall = call.calledExpression.as(MemberAccessExprSyntax.self),
                  constraintCall.declName.baseName.text == "constraint",
                  let anchor = constraintCall.base?.as(MemberAccessExprSyntax.self), anchor.declName.baseName.text == "bottomAnchor",
                  let view = anchor.base?.trimmedDescription, view != "view", view != "self.view" else { continue }
            return view.hasPrefix("self.") ? String(view.dropFirst(5)) : view
        }
        return nil
    }
}
