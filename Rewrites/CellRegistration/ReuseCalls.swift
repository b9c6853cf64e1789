import ModernizeCore
import SwiftSyntax

/// Which reuse queue a call registers into or dequeues from. The argument labels tell them
/// apart: only `UICollectionView` has `forCellWithReuseIdentifier:` / `withReuseIdentifier:`,
/// only `UITableView` has `forCellReuseIdentifier:` / `withIdentifier:`.
enum ReuseKind: Equatable {
    case cell
    case supplementary
    case table

    /// The kind of a registration the index recorded, from its first labeled argument.
    init?(indexLabel label: String) {
        switch label {
        case "forCellWithReuseIdentifier": self = .cell
        case "forSupplementaryViewOfKind": self = .supplementary
        case "forCellReuseIdentifier", "forHeaderFooterViewReuseIdentifier": self = .table
        default: return nil
        }
    }
}

/// `x.register(Cell.self | UINib(...), forCellWithReuseIdentifier: ID)` and the supplementary
/// and table forms.
struct RegisterCall {
    let call: FunctionCallExprSyntax
    let kind: ReuseKind
    /// The view as written; nil for an implicit `self` (code inside a collection view subclass).
    let receiver: ExprSyntax?
    /// `Cell.self` or the nib expression.
    let registered: ExprSyntax
    let identifier: ExprSyntax
    /// `forSupplementaryViewOfKind:` of supplementary registrations.
    let elementKind: ExprSyntax?

    /// `Cell` of `Cell.self`.
    var className: String? {
        guard let member = registered.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self",
              let base = member.base?.as(DeclReferenceExprSyntax.self) else { return nil }
        return base.baseName.text
    }

    /// `UINib(nibName: ..., bundle: ...)` written in place.
    var nib: ExprSyntax? {
        guard let nib = registered.as(FunctionCallExprSyntax.self), nib.calledExpression.trimmedDescription == "UINib" else { return nil }
        return registered
    }

    static func read(_ call: FunctionCallExprSyntax) -> RegisterCall? {
        guard let (name, receiver) = ReuseCalls.nameAndReceiver(call), name == "register" else { return nil }
        let arguments = Array(call.arguments)
        let labels = arguments.map { $0.label?.text ?? "_" }
        switch labels {
        case ["_", "forCellWithReuseIdentifier"]:
            return RegisterCall(call: call, kind: .cell, receiver: receiver, registered: arguments[0].expression,
                                identifier: arguments[1].expression, elementKind: nil)
        case ["_", "forSupplementaryViewOfKind", "withReuseIdentifier"]:
            return RegisterCall(call: call, kind: .supplementary, receiver: receiver, registered: arguments[0].expression,
                                identifier: arguments[2].expression, elementKind: arguments[1].expression)
        case ["_", "forCellReuseIdentifier"], ["_", "forHeaderFooterViewReuseIdentifier"]:
            return RegisterCall(call: call, kind: .table, receiver: receiver, registered: arguments[0].expression,
                                identifier: arguments[1].expression, elementKind: nil)
        default:
            return nil
        }
    }
}

/// `x.dequeueReusableCell(withReuseIdentifier: ID, for: indexPath)` and the supplementary and
/// table forms.
struct DequeueCall {
    let call: FunctionCallExprSyntax
    let kind: ReuseKind
    let name: TokenSyntax
    let receiver: ExprSyntax?
    let identifierArgument: LabeledExprSyntax
    /// `for: indexPath` (absent only in the table's old `dequeueReusableCell(withIdentifier:)`).
    let indexPathArgument: LabeledExprSyntax?
    /// `ofKind:` of supplementary dequeues.
    let kindArgument: LabeledExprSyntax?

    var identifier: ExprSyntax { identifierArgument.expression }

    static func read(_ call: FunctionCallExprSyntax) -> DequeueCall? {
        guard let (name, receiver) = ReuseCalls.nameAndReceiver(call) else { return nil }
        let arguments = Array(call.arguments)
        let labels = arguments.map { $0.label?.text ?? "_" }
        let token = ReuseCalls.nameToken(call)
        switch (name, labels) {
        case ("dequeueReusableCell", ["withReuseIdentifier", "for"]):
            return DequeueCall(call: call, kind: .cell, name: token, receiver: receiver, identifierArgument: arguments[0],
                               indexPathArgument: arguments[1], kindArgument: nil)
        case ("dequeueReusableSupplementaryView", ["ofKind", "withReuseIdentifier", "for"]):
            return DequeueCall(call: call, kind: .supplementary, name: token, receiver: receiver, identifierArgument: arguments[1],
                               indexPathArgument: arguments[2], kindArgument: arguments[0])
        case ("dequeueReusableCell", ["withIdentifier", "for"]):
            return DequeueCall(call: call, kind: .table, name: token, receiver: receiver, identifierArgument: arguments[0],
                               indexPathArgument: arguments[1], kindArgument: nil)
        case ("dequeueReusableCell", ["withIdentifier"]), ("dequeueReusableHeaderFooterView", ["withIdentifier"]):
            return DequeueCall(call: call, kind: .table, name: token, receiver: receiver, identifierArgument: arguments[0],
                               indexPathArgument: nil, kindArgument: nil)
        default:
            return nil
        }
    }
}

enum ReuseCalls {
    static let registerNames: Set<String> = ["register"]
    static let dequeueNames: Set<String> = ["dequeueReusableCell", "dequeueReusableSupplementaryView", "dequeueReusableHeaderFooterView"]

    /// `name` of `x.name(...)` / `name(...)`, with `x` (nil for a bare call).
    static func nameAndReceiver(_ call: FunctionCallExprSyntax) -> (String, ExprSyntax?)? {
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            return (member.declName.baseName.text, member.base)
        }
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return (reference.baseName.text, nil) }
        return nil
    }

    static func nameToken(_ call: FunctionCallExprSyntax) -> TokenSyntax {
        call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName
            ?? call.calledExpression.as(DeclReferenceExprSyntax.self)!.baseName
    }

    /// The view a call is made on, for comparing two calls: `self.collectionView?` and
    /// `collectionView` are the same text; an implicit receiver is `self`.
    static func normalizedReceiver(_ receiver: ExprSyntax?) -> String {
        guard let receiver else { return "self" }
        var text = receiver.trimmedDescription.filter { $0 != "?" && $0 != "!" && !$0.isWhitespace }
        if text.hasPrefix("self.") { text.removeFirst("self.".count) }
        return text
    }

    /// `collectionView?.dequeue...`: the result is optional.
    static func isOptionalChained(_ receiver: ExprSyntax?) -> Bool {
        guard let receiver else { return false }
        return SyntaxSearch.contains(OptionalChainingExprSyntax.self, in: receiver)
    }
}
