import ModernizeCore
import SwiftSyntax

/// One subscription of a UIKit view or view controller to an `ObservableObject`, read from its
/// `objectWillChange` / `$property` use: main-thread operators, then `.sink { ... }` or
/// `.assign(to: \.text, on: label)`, kept by `.store(in: &cancellables)` or `cancellable = ...`.
struct Subscription {
    enum Source: Equatable {
        case objectWillChange
        /// `$items`: the name without `$`.
        case property(String)
    }

    enum Terminal {
        case sink(ClosureExprSyntax)
        case assign(path: String, target: ExprSyntax)
    }

    /// The `objectWillChange` / `$property` access.
    let access: MemberAccessExprSyntax
    /// `model`, `self.model`: a stored property of the subscriber.
    let receiver: ExprSyntax
    let source: Source
    let terminal: Terminal
    /// The `AnyCancellable` storage: `cancellables` of `.store(in: &cancellables)`, or the
    /// property assigned (`self.` dropped).
    let storage: String
    /// The whole statement, removed.
    let statement: CodeBlockItemSyntax
    /// Operators whose effect goes with the subscription (`.removeDuplicates()`, `.dropFirst()`).
    let dropped: [String]

    struct Refusal: Error {
        let node: Syntax
        let reason: String
        init(_ node: some SyntaxProtocol, _ reason: String) {
            self.node = Syntax(node)
            self.reason = reason
        }
    }

    /// The receiver as the tracked method reads it: `model` for `self.model` or `self?.model`.
    var receiverName: String { Self.strippingSelf(receiver.trimmedDescription) }

    static func strippingSelf(_ text: String) -> String {
        for prefix in ["self?.", "self!.", "self."] where text.hasPrefix(prefix) { return String(text.dropFirst(prefix.count)) }
        return text
    }

    /// Main-thread schedulers: `receive(on:)` one of these keeps the update on the main thread.
    static let mainSchedulers: Set<String> = ["DispatchQueue.main", "RunLoop.main", "OperationQueue.main", ".main"]

    static func read(_ access: MemberAccessExprSyntax) -> Result<Subscription, Refusal> {
        guard let receiver = access.base else { return .failure(Refusal(access, "no receiver")) }
        // Code under `#if` would run unconditionally in the tracked method.
        let clause = Ancestors.first(above: access) { node -> Ancestors.Step<IfConfigClauseSyntax>? in
            if let clause = node.as(IfConfigClauseSyntax.self) { return .found(clause) }
            if node.is(FunctionDeclSyntax.self) || node.is(InitializerDeclSyntax.self) || node.isProtocol((any DeclGroupSyntax).self) { return .boundary }
            return nil
        }
        if let clause {
            return .failure(Refusal(access, "the subscription is under `\(clause.poundKeyword.text)\(clause.condition.map { " " + $0.trimmedDescription } ?? "")`, which the tracked method would not keep; migrate it by hand"))
        }
        let name = access.declName.baseName.text
        let source: Source = name == "objectWillChange" ? .objectWillChange : .property(String(name.dropFirst()))
        var current = ExprSyntax(access)
        var calls: [(name: TokenSyntax, call: FunctionCallExprSyntax)] = []
        while let member = current.parent?.as(MemberAccessExprSyntax.self), member.base?.id == current.id,
              let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id {
            calls.append((member.declName.baseName, call))
            current = ExprSyntax(call)
        }
        var dropped: [String] = []
        var terminal: Terminal?
        var storedIn: String?
        for (index, entry) in calls.enumerated() {
            let (token, call) = (entry.name, entry.call)
            let text = token.text
            if terminal != nil {
                guard text == "store", index == calls.count - 1, call.arguments.count == 1,
                      let inout_ = call.arguments.first?.expression.as(InOutExprSyntax.self) else {
                    return .failure(Refusal(token, "`.\(text)(…)` follows the subscriber; the rule migrates only `.sink` / `.assign` kept by `.store(in:)` or a property"))
                }
                storedIn = strippingSelf(inout_.expression.trimmedDescription)
                continue
            }
            switch text {
            case "receive":
                guard let scheduler = call.arguments.first, scheduler.label?.text == "on", call.arguments.count == 1,
                      mainSchedulers.contains(scheduler.expression.trimmedDescription) else {
                    return .failure(Refusal(token, "it receives on `\(call.arguments.first?.expression.trimmedDescription ?? "?")`, not the main thread: its work is not view updates UIKit can track; move it out of the view (or receive on the main thread) first"))
                }
            case "removeDuplicates", "dropFirst":
                guard call.arguments.isEmpty, call.trailingClosure == nil else {
                    return .failure(Refusal(token, "`.\(text)(\(call.arguments.trimmedDescription))` filters the values: UIKit's tracking has no equivalent; migrate it by hand"))
                }
                dropped.append(".\(text)()")
            case "sink":
                if let closure = call.trailingClosure, call.arguments.isEmpty, call.additionalTrailingClosures.isEmpty {
                    terminal = .sink(closure)
                } else if call.arguments.count == 1, let argument = call.arguments.first, argument.label?.text == "receiveValue",
                          let closure = argument.expression.as(ClosureExprSyntax.self), call.trailingClosure == nil {
                    terminal = .sink(closure)
                } else {
                    return .failure(Refusal(token, "`.sink` handles completion too (or takes a function, not a closure): migrate it by hand"))
                }
            case "assign":
                guard call.arguments.count == 2, call.arguments.first?.label?.text == "to", call.arguments.last?.label?.text == "on",
                      let keyPath = call.arguments.first?.expression.as(KeyPathExprSyntax.self), keyPath.root == nil,
                      let target = call.arguments.last?.expression else {
                    return .failure(Refusal(token, "`.assign(\(call.arguments.trimmedDescription))` is not `assign(to: \\.property, on: view)`: migrate it by hand"))
                }
                let components = keyPath.components.map { $0.component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.text }
                guard components.allSatisfy({ $0 != nil }) else {
                    return .failure(Refusal(keyPath, "the key path `\(keyPath.trimmedDescription)` is not a chain of properties: migrate it by hand"))
                }
                terminal = .assign(path: components.map { $0! }.joined(separator: "."), target: target)
            default:
                return .failure(Refusal(token, "`.\(text)(…)` (debouncing, throttling, mapping, merging...) shapes when and what the subscriber receives, which UIKit's tracking does not: migrate it by hand"))
            }
        }
        guard let terminal else {
            return .failure(Refusal(access, "`\(access.trimmedDescription)` is not subscribed with `.sink` or `.assign(to:on:)` here (passed on, sent, or combined): migrate it by hand"))
        }
        // The statement: `chain.store(in: &set)` or `storage = chain`.
        if let item = current.parent?.as(CodeBlockItemSyntax.self) {
            guard let storedIn else {
                return .failure(Refusal(access, "the subscription's `AnyCancellable` is not kept (`.store(in:)` or a property), so it ends at once; fix or remove it by hand"))
            }
            return .success(Subscription(access: access, receiver: receiver, source: source, terminal: terminal, storage: storedIn, statement: item, dropped: dropped))
        }
        if storedIn == nil, let sequence = current.parent?.as(ExprListSyntax.self)?.parent?.as(SequenceExprSyntax.self),
           sequence.elements.count == 3, sequence.elements.last?.id == current.id,
           sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true, let target = sequence.elements.first,
           let item = sequence.parent?.as(CodeBlockItemSyntax.self) {
            let name = strippingSelf(target.trimmedDescription)
            guard name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
                return .failure(Refusal(target, "the subscription is stored in `\(target.trimmedDescription)`, not a property of its own: migrate it by hand"))
            }
            return .success(Subscription(access: access, receiver: receiver, source: source, terminal: terminal, storage: name, statement: item, dropped: dropped))
        }
        return .failure(Refusal(access, "the subscription is not a statement of its own (`….store(in: &set)` or `property = …`): migrate it by hand"))
    }
}
