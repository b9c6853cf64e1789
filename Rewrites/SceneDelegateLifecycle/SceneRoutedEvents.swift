import ModernizeCore
import SwiftSyntax

/// What an app delegate receives that UIKit delivers to the scene delegate instead once the app
/// has scenes: URL opens, user activities (Handoff, universal links, Spotlight) and Home Screen
/// quick actions, as handler methods and as launch-option reads at a cold launch. Moving the
/// window alone would drop them silently, so each one found holds the migration back.
enum SceneRoutedEvents {
    struct Event {
        let node: Syntax
        /// As written: `application(_:open:options:)`, `launchOptions?[.url]`.
        let what: String
        /// Where the scene delegate receives it.
        let counterpart: String
    }

    /// `application(...)` handlers by their argument labels.
    static let handlers: [[String]: String] = [
        ["_", "open", "options"]: "scene(_:openURLContexts:), and `connectionOptions.urlContexts` in scene(_:willConnectTo:options:) at a cold launch",
        ["_", "open", "sourceApplication", "annotation"]: "scene(_:openURLContexts:), and `connectionOptions.urlContexts` at a cold launch",
        ["_", "handleOpen"]: "scene(_:openURLContexts:), and `connectionOptions.urlContexts` at a cold launch",
        ["_", "continue", "restorationHandler"]: "scene(_:continue:), and `connectionOptions.userActivities` in scene(_:willConnectTo:options:) at a cold launch",
        ["_", "willContinueUserActivityWithType"]: "scene(_:willContinueUserActivityWithType:)",
        ["_", "didFailToContinueUserActivityWithType", "error"]: "scene(_:didFailToContinueUserActivityWithType:error:)",
        ["_", "performActionFor", "completionHandler"]: "windowScene(_:performActionFor:completionHandler:), and `connectionOptions.shortcutItem` at a cold launch",
    ]

    /// Launch options the scene's connection options carry instead.
    static let launchOptionKeys: [String: String] = [
        "url": "`connectionOptions.urlContexts`",
        "sourceApplication": "`connectionOptions.sourceApplication`",
        "shortcutItem": "`connectionOptions.shortcutItem`",
        "userActivityDictionary": "`connectionOptions.userActivities`",
        "userActivityType": "`connectionOptions.userActivities`",
    ]

    static func all(in appDelegate: ClassDeclSyntax) -> [Event] {
        var events: [Event] = []
        for member in appDelegate.memberBlock.members {
            guard let function = member.decl.as(FunctionDeclSyntax.self), function.name.text == "application" else { continue }
            let labels = function.signature.parameterClause.parameters.map(\.firstName.text)
            if let counterpart = handlers[labels] {
                let name = "application(" + labels.map { $0 + ":" }.joined() + ")"
                events.append(Event(node: Syntax(function.name), what: "`\(name)`", counterpart: counterpart))
            }
            guard labels == ["_", "didFinishLaunchingWithOptions"] || labels == ["_", "willFinishLaunchingWithOptions"],
                  let parameter = function.signature.parameterClause.parameters.last, let body = function.body else { continue }
            let options = (parameter.secondName ?? parameter.firstName).text
            for subscriptCall in SyntaxSearch.all(SubscriptCallExprSyntax.self, in: body) {
                guard subscriptCall.calledExpression.trimmedDescription.trimmingCharacters(in: ["?", "!"]) == options,
                      let key = subscriptCall.arguments.first?.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
                      let counterpart = launchOptionKeys[key] else { continue }
                events.append(Event(node: Syntax(subscriptCall), what: "`\(subscriptCall.trimmedDescription)`", counterpart: counterpart))
            }
        }
        return events
    }
}
