import ModernizeCore
import SwiftSyntax

/// Keyboard notification observers whose handler moves layout by the keyboard's end frame ->
/// a finding suggesting `view.keyboardLayoutGuide` (iOS 15).
///
/// Finding only: the replacement is a constraint to the layout guide in place of the inset or
/// constant arithmetic, and the observer, handler and removal go away; which view to pin and
/// which constraint it replaces is a layout decision.
public struct KeyboardLayoutGuide: Codemod {
    public let description = RuleDescription(
        id: "keyboard-layout-guide",
        legacy: "keyboardWillShow/Hide notifications adjusting constraints",
        modern: "UIKeyboardLayoutGuide (view.keyboardLayoutGuide)",
        since: IOSVersion(15),
        rationale: "The layout guide tracks the keyboard (including floating and undocked) without notification arithmetic. Sites: observers of keyboardWill/DidShow/Hide/ChangeFrame (selector, block, Combine publisher(for:) + sink, or `for await` over notifications(named:)) whose handler, or a method of the same type it calls, reads keyboardFrameEndUserInfoKey (or hands the notification to a helper that may read it) and sets a constraint's constant, contentInset, scroll indicator insets or additionalSafeAreaInsets, or passes that state on to a delegate. Observers that do not drive layout (a keyboard-visible flag, scrolling to a field) are not sites. Finding only: the replacement is a constraint from a view to the guide in place of inset or constant arithmetic, and which view to pin and which constraint or inset it replaces is a layout decision the code does not state.",
        tiers: [.finding],
        examples: [
            RuleExample(
                "constraint-constant",
                before: """
                    import UIKit

                    final class ChatViewController: UIViewController {
                        var inputBottomConstraint: NSLayoutConstraint!

                        override func viewDidLoad() {
                            super.viewDidLoad()
                            NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillChange(_:)), name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
                        }

                        @objc func keyboardWillChange(_ notification: Notification) {
                            guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
                            inputBottomConstraint.constant = -(view.bounds.height - frame.minY)
                        }
                    }
                    """,
                findings: ["`keyboardWillChangeFrameNotification` observer: its handler `keyboardWillChange(_:)`"]),
        ])
    public let triggers = ["keyboardWill", "keyboardDid", "UIKeyboardWill", "UIKeyboardDid"]

    public init() {}

    public func rewrite(_ context: RuleContext) throws -> RuleOutput {
        let observers = KeyboardObserver.find(in: context.tree, context: context)
        var output = RuleOutput()
        for observer in observers {
            guard let handler = KeyboardHandler(observer, tree: context.tree, context: context) else { continue }
            // A willHide observer resetting the same constant goes away with it; it is named here.
            let drivenTexts = Set(handler.targets.map(\.text))
            let companions = observers.filter { other in
                other.call.id != observer.call.id && KeyboardHandler(other, tree: context.tree, context: context) == nil
                    && KeyboardHandler(other, tree: context.tree, context: context, requiringFrameKey: false)?.targets
                        .contains { drivenTexts.contains($0.text) } == true
                    && Ancestors.enclosingTypeDeclaration(of: other.call)?.id == Ancestors.enclosingTypeDeclaration(of: observer.call)?.id
            }
            let companionText = companions.map { "the `\($0.notification)` observer (line \(context.position(of: $0.call).line)) with \($0.handlerName)" }
            let guide = Self.guide(around: observer.call)
            output.append(context.finding(
                at: observer.call, Self.message(observer, handler, companions: companionText, guide: guide),
                suggestion: Self.suggestion(handler, guide: guide)))
        }
        output.append(contentsOf: unregisteredHandlers(skipping: observers, context: context))
        return output
    }

    /// Methods taking a notification that read the keyboard's end frame and drive layout, with
    /// no observer in this file pointing at them: registered elsewhere (another file, an
    /// Objective-C `addObserver:selector:`). Reported at the method, so none is skipped silently.
    private func unregisteredHandlers(skipping observers: [KeyboardObserver], context: RuleContext) -> [Site] {
        let handled = Set(observers.flatMap { $0.bodies.map(\.id) })
        // A method this file names (a selector, a call from a block) is an observer's handler
        // or code it runs, reported with that observer.
        // (`@objc(keyboardWillChange:)` names the Objective-C selector, not a use.)
        let named = Set(context.tree.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
            guard case .identifier(let name) = token.tokenKind, token.parent?.is(FunctionDeclSyntax.self) != true,
                  !Ancestors.all(above: token).contains(where: { $0.is(AttributeSyntax.self) }) else { return nil }
            return name
        })
        var sites: [Site] = []
        for method in SyntaxSearch.all(FunctionDeclSyntax.self, in: context.tree) where !handled.contains(Syntax(method).id) && !named.contains(method.name.text) {
            guard let parameter = method.signature.parameterClause.parameters.first, method.signature.parameterClause.parameters.count == 1,
                  ["Notification", "NSNotification", "Foundation.Notification"].contains(parameter.type.trimmedDescription),
                  let body = method.body,
                  SyntaxSearch.first(TokenSyntax.self, in: body, where: { KeyboardHandler.frameKeys.contains($0.text) }) != nil,
                  let handler = KeyboardHandler(bodies: [Syntax(method)], around: method, notificationNames: [(parameter.secondName ?? parameter.firstName).text],
                                                tree: context.tree, context: context), handler.delegateCall == nil else { continue }
            let guide = Self.guide(around: method)
            let targets = handler.targets.map { "`\($0.text)` (line \($0.line))" }
            let view = Self.pinnedDescription(handler)
            sites.append(context.finding(
                at: method.name,
                "`\(method.name.text)` handles a keyboard notification registered outside this file (another file or Objective-C): it sets \(ProseList.join(targets)) from the keyboard's end frame (line \(handler.frameKeyLine ?? 0)). From iOS 15, pin the bottom of \(view) to `\(guide).topAnchor` instead (with `\(guide).followsUndockedKeyboard = true` for iPad's undocked and floating keyboards), then delete this handler and the code that registers it",
                suggestion: Self.suggestion(handler, guide: guide)))
        }
        return sites
    }

    static func message(_ observer: KeyboardObserver, _ handler: KeyboardHandler, companions: [String], guide: String) -> String {
        // A helper may read only the animation's duration: "may".
        let frame = handler.helperRead.map { "what it reads through `\($0.text)` (line \($0.line)), which may be the keyboard's frame" }
            ?? "the keyboard's end frame (line \(handler.frameKeyLine ?? 0))"
        if let delegate = handler.delegateCall {
            return "`\(observer.notification)` observer: \(observer.handlerName) changes no layout itself but passes \(frame) on through `\(delegate.text)` (line \(delegate.line)); "
                + "the layout that delegate moves by the keyboard can pin to `\(guide).topAnchor` from iOS 15 (with `\(guide).followsUndockedKeyboard = true` for "
                + "iPad's undocked and floating keyboards), after which this observer, the handler and that delegate method go"
        }
        let targets = handler.targets.map { "`\($0.text)` (line \($0.line))" }
        let view = pinnedDescription(handler)
        let also = companions.isEmpty ? "" : ", and \(ProseList.join(companions)), which resets it"
        return "`\(observer.notification)` observer: \(observer.handlerName) sets \(ProseList.join(targets)) "
            + "from \(frame). From iOS 15, pin the bottom of \(view) to "
            + "`\(guide).topAnchor` instead (with `\(guide).followsUndockedKeyboard = true` for "
            + "iPad's undocked and floating keyboards), then delete \(observer.isAsyncSequence ? "this loop and the task running it" : "this observer, the handler and its removeObserver call")\(also)"
    }

    /// A view controller's guide is its view's; a view has its own.
    static func guide(around node: some SyntaxProtocol) -> String {
        let ownerName = Ancestors.enclosingTypeDeclaration(of: node).flatMap { group in
            group.as(ClassDeclSyntax.self)?.name.text ?? group.as(ExtensionDeclSyntax.self).flatMap { SyntaxQueries.baseTypeName($0.extendedType) }
        }
        return ownerName.map { $0.hasSuffix("Controller") } ?? true ? "view.keyboardLayoutGuide" : "keyboardLayoutGuide"
    }

    /// The view whose bottom goes on the guide, as the message names it.
    static func pinnedDescription(_ handler: KeyboardHandler) -> String {
        handler.targets.compactMap(\.pinnedView).first.map { "`\($0)`" }
            ?? (handler.targets.allSatisfy(\.isInset) ? "the content view" : "the view that constraint moves")
    }

    static func suggestion(_ handler: KeyboardHandler, guide: String) -> String {
        let pinned = handler.targets.compactMap(\.pinnedView).first ?? "<#view#>"
        return "\(guide).followsUndockedKeyboard = true\n"
            + "\(pinned).bottomAnchor.constraint(equalTo: \(guide).topAnchor).isActive = true"
    }
}
