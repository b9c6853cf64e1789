import ModernizeCore
import SwiftSyntax

/// A subscription's update code as statements for a tracked method (`updateProperties()`,
/// `viewWillLayoutSubviews()`, `layoutSubviews()`), once checked that it only updates views:
/// it writes view properties and calls view methods or the subscriber's own methods doing the
/// same; it never writes the model (an update storm) nor does other work (network,
/// persistence...), and it reads the model where UIKit tracks it.
struct UpdateCode {
    /// The statements, one string per line, without indentation of their own.
    let lines: [String]
    /// The model's properties the code reads where UIKit tracks them (`model.count`).
    let reads: [String]
    /// It only moves or sizes views (frames, constraint constants, `setNeedsLayout()`).
    let geometryOnly: Bool
    /// The code as written, short, for notes (`updateViewState()`).
    let summary: String
    /// The main-queue hop the closure wrapped its update in (`DispatchQueue.main.async`), gone.
    let droppedHop: String?

    typealias Refusal = Subscription.Refusal

    /// Members of UIKit's views and view controllers the subscriber may write or call without
    /// declaring them (the subscriber's superclass chain reaches UIView or UIViewController).
    static let viewControllerMembers: Set<String> = [
        "view", "navigationItem", "title", "tableView", "collectionView", "tabBarItem", "toolbarItems", "preferredContentSize",
        "setNeedsStatusBarAppearanceUpdate", "setNeedsUpdateProperties", "setToolbarItems",
    ]
    static let viewMembers: Set<String> = [
        "backgroundColor", "isHidden", "alpha", "tintColor", "layer", "frame", "bounds", "center", "transform", "isUserInteractionEnabled",
        "accessibilityLabel", "accessibilityValue", "contentMode", "setNeedsLayout", "layoutIfNeeded", "setNeedsDisplay",
        "setNeedsUpdateConstraints", "invalidateIntrinsicContentSize", "sizeToFit", "setNeedsUpdateProperties",
    ]
    /// What only moves or sizes views.
    static let geometryNames: Set<String> = ["frame", "bounds", "center", "transform", "constant", "setNeedsLayout", "layoutIfNeeded"]
    /// Types whose instances a view's update code may change: views, bar items, layers, constraints.
    static let viewTypes: Set<String> = ["UIView", "UIBarItem", "UINavigationItem", "CALayer", "NSLayoutConstraint"]

    /// A property the subscriber declares in its body, by name.
    static func declaredProperty(_ name: String, in subscriber: ClassDeclSyntax) -> PatternBindingSyntax? {
        for member in subscriber.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name { return binding }
        }
        return nil
    }

    struct Checker {
        let subscription: Subscription
        let subscriber: ClassDeclSyntax
        let isViewController: Bool
        let context: RuleContext
        var reads: [String] = []
        var geometry = false
        var content = false
        var visited: Set<String> = []

        func declaredProperty(_ name: String) -> PatternBindingSyntax? { UpdateCode.declaredProperty(name, in: subscriber) }

        func declaredMethod(_ name: String) -> FunctionDeclSyntax? {
            subscriber.memberBlock.members.lazy.compactMap { $0.decl.as(FunctionDeclSyntax.self) }.first { $0.name.text == name }
        }

        /// Is `name` (a member of the subscriber) a view, bar item, layer or constraint, or a
        /// UIKit member of the view or view controller itself?
        func isViewMember(_ name: String) -> Bool {
            if let binding = declaredProperty(name) {
                let typeName = binding.typeAnnotation.flatMap { TypeRef($0.type)?.unwrapped.nominalName }
                    ?? binding.initializer.flatMap { initializer -> String? in
                        guard let call = initializer.value.as(FunctionCallExprSyntax.self) else { return nil }
                        return call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
                    }
                guard let typeName else { return false }
                return Self.isViewType(typeName, resolver: context.types)
            }
            // Declared by the project (an extension, a project superclass): its own state.
            let projectClasses = context.index.superclassChain(of: subscriber.name.text)
            if projectClasses.contains(where: { type in
                context.index.types(named: type).contains { $0.properties.contains { $0.name == name } || $0.functions.contains { $0.name == name } }
            }) { return false }
            return isViewController ? UpdateCode.viewControllerMembers.contains(name) : UpdateCode.viewMembers.contains(name)
        }

        static func isViewType(_ name: String, resolver: ExpressionTypeResolver) -> Bool {
            let chain = resolver.classChain(of: name)
            if chain.contains(where: UpdateCode.viewTypes.contains) { return true }
            // An SDK class the facts do not list (`UISwitch`, `UIStackView`): UIKit's controls,
            // views and bar items by their names' endings.
            guard chain.count == 1, name.hasPrefix("UI"), resolver.index.declaration(of: name) == nil else { return false }
            return ["View", "Label", "Button", "Switch", "Slider", "Control", "Field", "Bar", "Item", "Indicator", "Stepper", "Picker"]
                .contains { name.hasSuffix($0) }
        }

        /// The first name of a member chain with `self.` / `self?.` dropped (`label` of
        /// `self?.label.text`), and the last member's name.
        static func root(of expression: ExprSyntax) -> (root: String, last: String)? {
            var current = expression
            var last: String?
            while true {
                if let access = current.as(MemberAccessExprSyntax.self), let base = access.base {
                    let name = access.declName.baseName.text
                    last = last ?? name
                    let stripped = base.as(OptionalChainingExprSyntax.self)?.expression ?? base.as(ForceUnwrapExprSyntax.self)?.expression ?? base
                    if stripped.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) { return (name, last!) }
                    current = stripped
                } else if let optional = current.as(OptionalChainingExprSyntax.self) {
                    current = optional.expression
                } else if let unwrap = current.as(ForceUnwrapExprSyntax.self) {
                    current = unwrap.expression
                } else if let subscriptCall = current.as(SubscriptCallExprSyntax.self) {
                    current = subscriptCall.calledExpression
                } else if let reference = current.as(DeclReferenceExprSyntax.self) {
                    let name = reference.baseName.text
                    return (name, last ?? name)
                } else {
                    return nil
                }
            }
        }

        mutating func check(_ items: some Sequence<CodeBlockItemSyntax>, depth: Int) -> Refusal? {
            for item in items {
                if let refusal = check(item: item.item, depth: depth) { return refusal }
            }
            return nil
        }

        mutating func check(item: CodeBlockItemSyntax.Item, depth: Int) -> Refusal? {
            switch item {
            case .decl(let decl):
                guard decl.is(VariableDeclSyntax.self) else { return Refusal(decl, "its update code declares `\(decl.trimmedDescription.prefix(40))`") }
                record(reads: Syntax(decl))
                return nil
            case .stmt(let statement):
                if let guardStatement = statement.as(GuardStmtSyntax.self) {
                    record(reads: Syntax(guardStatement.conditions))
                    return check(guardStatement.body.statements, depth: depth)
                }
                if statement.is(ReturnStmtSyntax.self) { return nil }
                if let expression = statement.as(ExpressionStmtSyntax.self) { return check(expression: expression.expression, depth: depth) }
                return Refusal(statement, "its update code does more than update views: `\(statement.trimmedDescription.prefix(60))`")
            case .expr(let expression):
                return check(expression: expression, depth: depth)
            }
        }

        mutating func check(expression: ExprSyntax, depth: Int) -> Refusal? {
            if let ifExpression = expression.as(IfExprSyntax.self) {
                record(reads: Syntax(ifExpression.conditions))
                if let refusal = check(ifExpression.body.statements, depth: depth) { return refusal }
                switch ifExpression.elseBody {
                case .ifExpr(let next): return check(expression: ExprSyntax(next), depth: depth)
                case .codeBlock(let block): return check(block.statements, depth: depth)
                case nil: return nil
                }
            }
            if let switchExpression = expression.as(SwitchExprSyntax.self) {
                record(reads: Syntax(switchExpression.subject))
                for case .switchCase(let switchCase) in switchExpression.cases {
                    if let refusal = check(switchCase.statements, depth: depth) { return refusal }
                }
                return nil
            }
            if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count >= 3,
               sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true,
               let target = sequence.elements.first {
                guard let found = Self.root(of: target) else {
                    return Refusal(target, "its update code writes `\(target.trimmedDescription)`, which the rule cannot tell is a view")
                }
                let (root, last) = found
                if root == subscription.receiverName {
                    return Refusal(target, "its update code writes `\(target.trimmedDescription)`: once the model is observed, a tracked method writing it re-runs itself (an update storm); move that write out of the update code first")
                }
                guard isViewMember(root) else {
                    return Refusal(target, "its update code does more than update views: it writes `\(target.trimmedDescription)`, and the rule cannot show `\(root)` is a view (its type is not a UIKit view, or not written: declare it, e.g. `: UIView`)")
                }
                if UpdateCode.geometryNames.contains(last) { geometry = true } else { content = true }
                for value in sequence.elements.dropFirst(2) { record(reads: Syntax(value)) }
                if let subscriptCall = target.as(SubscriptCallExprSyntax.self) { record(reads: Syntax(subscriptCall.arguments)) }
                return nil
            }
            if let call = expression.as(FunctionCallExprSyntax.self) {
                return check(call: call, depth: depth)
            }
            return Refusal(expression, "its update code does more than update views: `\(expression.trimmedDescription.prefix(60))`")
        }

        mutating func check(call: FunctionCallExprSyntax, depth: Int) -> Refusal? {
            let called = call.calledExpression
            let isOwn: Bool
            let name: String
            if let reference = called.as(DeclReferenceExprSyntax.self) {
                isOwn = true
                name = reference.baseName.text
            } else if let access = called.as(MemberAccessExprSyntax.self), let base = access.base {
                let stripped = base.as(OptionalChainingExprSyntax.self)?.expression ?? base.as(ForceUnwrapExprSyntax.self)?.expression ?? base
                name = access.declName.baseName.text
                if stripped.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
                    isOwn = true
                } else {
                    guard let root = Self.root(of: stripped)?.root else {
                        return Refusal(call, "its update code calls `\(call.trimmedDescription.prefix(60))`, which the rule cannot tell updates only views")
                    }
                    if root == subscription.receiverName {
                        return Refusal(call, "its update code calls `\(call.trimmedDescription.prefix(60))` on the model, which may write it (an update storm) or do other work; move that call out of the update code first")
                    }
                    guard isViewMember(root) else {
                        return Refusal(call, "its update code does more than update views: `\(call.trimmedDescription.prefix(60))`")
                    }
                    if UpdateCode.geometryNames.contains(name) { geometry = true } else { content = true }
                    record(reads: Syntax(call.arguments))
                    return nil
                }
            } else {
                return Refusal(call, "its update code calls `\(call.trimmedDescription.prefix(60))`, which the rule cannot tell updates only views")
            }
            guard isOwn else { return nil }
            guard call.trailingClosure == nil else {
                return Refusal(call, "its update code passes a closure to `\(name)`, which may run later, outside the tracked method")
            }
            record(reads: Syntax(call.arguments))
            if let method = declaredMethod(name), let body = method.body {
                guard depth < 3 else { return Refusal(call, "its update code calls `\(name)` through more than three of the subscriber's methods; migrate it by hand") }
                guard method.signature.effectSpecifiers == nil else {
                    return Refusal(call, "its update code calls `\(name)`, which is `async` or `throws`: not a view update")
                }
                guard visited.insert(name).inserted else { return nil }
                return check(body.statements, depth: depth + 1)
            }
            if isViewMember(name) {
                if UpdateCode.geometryNames.contains(name) { geometry = true } else { content = true }
                return nil
            }
            return Refusal(call, "its update code calls `\(name)`, which the subscriber does not declare in its class body, so the rule cannot tell it only updates views")
        }

        /// Records `model.property` reads outside closures (closures run later, untracked).
        mutating func record(reads node: Syntax) {
            for access in SyntaxSearch.all(MemberAccessExprSyntax.self, in: node, skipping: .closuresAndFunctions) {
                guard let base = access.base, Subscription.strippingSelf(base.trimmedDescription) == subscription.receiverName else { continue }
                let read = "\(subscription.receiverName).\(access.declName.baseName.text)"
                if !reads.contains(read) { reads.append(read) }
            }
        }
    }

    static func make(_ subscription: Subscription, subscriber: ClassDeclSyntax, isViewController: Bool, context: RuleContext) -> Result<UpdateCode, Refusal> {
        var checker = Checker(subscription: subscription, subscriber: subscriber, isViewController: isViewController, context: context)
        let lines: [String]
        let summary: String
        var hop: String?
        switch subscription.terminal {
        case .assign(let path, let target):
            // `assign(to: \.title, on: self)` writes the subscriber's own `title`.
            let isSelf = target.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
            let root = isSelf ? path.split(separator: ".").first.map(String.init) : Checker.root(of: target)?.root
            guard let root, root != subscription.receiverName, checker.isViewMember(root) else {
                return .failure(Refusal(target, "it assigns to `\(target.trimmedDescription).\(path)`, which is not a view of the subscriber (state other code may read)"))
            }
            guard case .property(let property) = subscription.source else { return .failure(Refusal(target, "`objectWillChange` has no value to assign")) }
            let line = "\(target.trimmedDescription).\(path) = \(subscription.receiverName).\(property)"
            checker.reads.append("\(subscription.receiverName).\(property)")
            if geometryNames.contains(path.split(separator: ".").last.map(String.init) ?? "") { checker.geometry = true } else { checker.content = true }
            lines = [line]
            summary = line
        case .sink(let closure):
            switch body(of: closure, subscription: subscription, context: context) {
            case .failure(let refusal): return .failure(refusal)
            case .success(let (statements, text, found)):
                hop = found
                if let refusal = checker.check(statements, depth: 0) { return .failure(refusal) }
                lines = text
                summary = text.count == 1 ? text[0] : "\(text[0]) …"
                if case .property(let property) = subscription.source, closure.signature?.parameterClause != nil || usesShorthand(closure) {
                    let read = "\(subscription.receiverName).\(property)"
                    if !checker.reads.contains(read) && parameterIsUsed(closure) { checker.reads.insert(read, at: 0) }
                }
            }
        }
        let required: String? = if case .property(let property) = subscription.source { "\(subscription.receiverName).\(property)" } else { nil }
        if let required, !checker.reads.contains(required) {
            return .failure(Refusal(subscription.access, "its update code does not read `\(required)` where UIKit tracks it (only later, in a data source or a closure, or not at all), so a change of it would no longer update the view; read it in the update code, or migrate by hand"))
        }
        if checker.reads.isEmpty {
            return .failure(Refusal(subscription.access, "its update code reads no property of `\(subscription.receiverName)` where UIKit tracks it (only later, in a data source or a closure), so nothing would re-run it; read the properties it shows in the update code, or migrate by hand"))
        }
        return .success(UpdateCode(lines: lines, reads: checker.reads, geometryOnly: checker.geometry && !checker.content, summary: summary, droppedHop: hop))
    }

    /// The closure's statements (a leading `guard let self else { return }` dropped) and their
    /// text for the tracked method: `self?.` / `self!.` read `self.`, the value parameter reads
    /// the model's property.
    static func body(of closure: ClosureExprSyntax, subscription: Subscription, context: RuleContext) -> Result<([CodeBlockItemSyntax], [String], String?), Refusal> {
        var parameter: String?
        if let signature = closure.signature {
            if let captures = signature.capture {
                for item in captures.items {
                    let text = item.trimmedDescription
                    guard ["weak self", "unowned self", "self", "unowned(unsafe) self"].contains(text) else {
                        return .failure(Refusal(item, "the closure captures `\(text)`, whose value at subscription time the update code would no longer see; migrate it by hand"))
                    }
                }
            }
            switch signature.parameterClause {
            case .simpleInput(let names):
                guard names.count <= 1 else { return .failure(Refusal(names, "the closure takes several parameters")) }
                parameter = names.first?.name.text
            case .parameterClause(let clause):
                guard clause.parameters.count <= 1 else { return .failure(Refusal(clause, "the closure takes several parameters")) }
                parameter = clause.parameters.first.map { ($0.secondName ?? $0.firstName).text }
            case nil:
                break
            }
            if signature.effectSpecifiers != nil { return .failure(Refusal(signature, "the closure is `async` or `throws`")) }
        }
        if parameter == "_" { parameter = nil }
        var statements = droppingSelfGuard(Array(closure.statements))
        var hop: String?
        switch mainQueueHop(statements) {
        case .failure(let refusal): return .failure(refusal)
        case .success(let found?):
            hop = found.name
            statements = droppingSelfGuard(Array(found.closure.statements))
        case .success(nil): break
        }
        guard let firstStatement = statements.first, let lastStatement = statements.last else {
            return .failure(Refusal(closure, "the closure does nothing: remove the subscription by hand"))
        }
        let property: String? = if case .property(let name) = subscription.source { name } else { nil }
        // Replacements inside the statements: offsets in the file.
        var replacements: [(range: Range<Int>, text: String)] = []
        // Tokens of the original tree (their positions are the file's).
        for token in statements.flatMap({ $0.tokens(viewMode: .sourceAccurate) }) {
            if token.tokenKind == .keyword(.self), let next = token.nextToken(viewMode: .sourceAccurate),
               next.tokenKind == .postfixQuestionMark || next.tokenKind == .exclamationMark,
               next.positionAfterSkippingLeadingTrivia == token.endPositionBeforeTrailingTrivia {
                replacements.append((next.positionAfterSkippingLeadingTrivia.utf8Offset..<next.endPositionBeforeTrailingTrivia.utf8Offset, ""))
            }
            let isParameter = (parameter != nil && token.tokenKind == .identifier(parameter!)) || token.tokenKind == .dollarIdentifier("$0")
            if isParameter, let reference = token.parent?.as(DeclReferenceExprSyntax.self),
               reference.parent?.as(MemberAccessExprSyntax.self)?.declName.id != reference.id {
                guard let property else {
                    return .failure(Refusal(token, "the update code uses the value `objectWillChange` sends, which has none to read"))
                }
                replacements.append((token.positionAfterSkippingLeadingTrivia.utf8Offset..<token.endPositionBeforeTrailingTrivia.utf8Offset,
                                     "\(subscription.receiverName).\(property)"))
            }
        }
        let start = firstStatement.positionAfterSkippingLeadingTrivia.utf8Offset
        // A comment ending the last statement's line goes with it.
        let end = lastStatement.endPositionBeforeTrailingTrivia.utf8Offset
            + (lastStatement.lastToken(viewMode: .sourceAccurate).map { TriviaLines.sameLineLength($0.trailingTrivia) } ?? 0)
        let bytes = context.parsed.lines.bytes
        var text: [UInt8] = []
        var cursor = start
        for replacement in replacements.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
            text += bytes[cursor..<replacement.range.lowerBound]
            text += Array(replacement.text.utf8)
            cursor = replacement.range.upperBound
        }
        text += bytes[cursor..<end]
        let base = context.parsed.lines.indentation(ofLineContaining: start)
        let lines = String(decoding: text, as: UTF8.self)
            .split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
            .enumerated().map { index, line -> String in
                let unindented = index > 0 && line.hasPrefix(base) ? line.dropFirst(base.count) : line[...]
                return String(unindented.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
            }
        return .success((statements, lines, hop))
    }

    /// The statements without a leading `guard let self else { return }`.
    static func droppingSelfGuard(_ statements: [CodeBlockItemSyntax]) -> [CodeBlockItemSyntax] {
        guard let first = statements.first?.item.as(GuardStmtSyntax.self), first.conditions.count == 1,
              let binding = first.conditions.first?.condition.as(OptionalBindingConditionSyntax.self),
              binding.pattern.trimmedDescription == "self", binding.initializer == nil || binding.initializer?.value.trimmedDescription == "self",
              first.body.statements.count == 1, let returns = first.body.statements.first?.item.as(ReturnStmtSyntax.self), returns.expression == nil
        else { return statements }
        return Array(statements.dropFirst())
    }

    /// The only statement is a hop to the main queue (`DispatchQueue.main.async { ... }`), which
    /// real subscribers add to read the model after `objectWillChange` (or a `@Published`
    /// publisher, which also fires before the change): a tracked method runs after the change,
    /// so the hop has nothing left to do. Its closure, when it can go; nil when there is no hop.
    static func mainQueueHop(_ statements: [CodeBlockItemSyntax]) -> Result<(name: String, closure: ClosureExprSyntax)?, Refusal> {
        guard statements.count == 1, let call = statements.first?.item.as(FunctionCallExprSyntax.self),
              let called = call.calledExpression.as(MemberAccessExprSyntax.self), called.declName.baseName.text == "async",
              let queue = called.base, ["DispatchQueue.main", "OperationQueue.main"].contains(queue.trimmedDescription)
        else { return .success(nil) }
        let name = "\(queue.trimmedDescription).async"
        let closure: ClosureExprSyntax?
        if call.arguments.isEmpty, call.additionalTrailingClosures.isEmpty {
            closure = call.trailingClosure
        } else if call.trailingClosure == nil, call.arguments.count == 1, call.arguments.first?.label?.text == "execute" {
            closure = call.arguments.first?.expression.as(ClosureExprSyntax.self)
        } else {
            closure = nil
        }
        guard let closure else {
            return .failure(Refusal(call, "its update code hops with `\(call.trimmedDescription.prefix(60))` (a work item, flags or a group), which the rule cannot drop; migrate it by hand"))
        }
        if let signature = closure.signature {
            let capturesOnlySelf = signature.capture?.items.allSatisfy { ["weak self", "unowned self", "self", "unowned(unsafe) self"].contains($0.trimmedDescription) } ?? true
            guard capturesOnlySelf, signature.parameterClause == nil || signature.parameterClause?.trimmedDescription == "()",
                  signature.effectSpecifiers == nil else {
                return .failure(Refusal(signature, "the closure given to `\(name)` captures or takes values the update code would no longer see; migrate it by hand"))
            }
        }
        return .success((name, closure))
    }

    static func usesShorthand(_ closure: ClosureExprSyntax) -> Bool {
        closure.statements.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .dollarIdentifier("$0") }
    }

    /// The value parameter (or `$0`) is read in the body.
    static func parameterIsUsed(_ closure: ClosureExprSyntax) -> Bool {
        var names: Set<String> = ["$0"]
        switch closure.signature?.parameterClause {
        case .simpleInput(let list): if let name = list.first?.name.text { names.insert(name) }
        case .parameterClause(let clause): if let parameter = clause.parameters.first { names.insert((parameter.secondName ?? parameter.firstName).text) }
        case nil: break
        }
        names.remove("_")
        return closure.statements.tokens(viewMode: .sourceAccurate).contains { token in
            switch token.tokenKind {
            case .identifier(let name), .dollarIdentifier(let name): names.contains(name)
            default: false
            }
        }
    }
}
