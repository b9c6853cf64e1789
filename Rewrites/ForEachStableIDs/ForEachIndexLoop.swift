import ModernizeCore
import SwiftSyntax

/// A `ForEach` over a collection's positions: `ForEach(items.indices, id: \.self) { i in }`,
/// `ForEach(0..<items.count) { i in }` or `ForEach(0...items.count - 1)`, with its content
/// closure and how the content uses the index.
struct ForEachIndexLoop {
    let call: FunctionCallExprSyntax
    /// The collection as written (`items`, `model.items`).
    let collection: ExprSyntax
    let content: ClosureExprSyntax
    /// The closure's index parameter (`i`), `$0`, or nil when the content ignores it (`_ in`).
    let index: String?

    /// One use of the index in the content.
    enum Use {
        /// `items[i]` read: becomes the element.
        case element(SubscriptCallExprSyntax)
        /// `$items[i]`: a binding to the element.
        case binding(SubscriptCallExprSyntax)
        /// `items[i].done = true`, `items[i].toggle()`: may change the element.
        case write(SubscriptCallExprSyntax)
        /// Anything else (`i + 1`, `Text("\(i)")`, `other[i]`).
        case other(DeclReferenceExprSyntax)
    }

    init?(_ call: FunctionCallExprSyntax) {
        guard let first = call.arguments.first, first.label == nil,
              call.arguments.dropFirst().allSatisfy({ $0.label?.text == "id" || $0.label?.text == "content" }),
              let collection = Self.collection(ranging: first.expression),
              let content = call.trailingClosure ?? call.arguments.first(where: { $0.label?.text == "content" })?.expression.as(ClosureExprSyntax.self),
              call.additionalTrailingClosures.isEmpty else { return nil }
        self.call = call
        self.collection = collection
        self.content = content
        switch content.signature?.parameterClause {
        case .simpleInput(let names) where names.count == 1: index = names.first!.name.tokenKind == .wildcard ? nil : names.first!.name.text
        case .parameterClause(let clause) where clause.parameters.count == 1:
            let name = clause.parameters.first!.secondName ?? clause.parameters.first!.firstName
            index = name.tokenKind == .wildcard ? nil : name.text
        case nil: index = "$0"
        default: return nil
        }
    }

    /// `items` in `items.indices`, `0..<items.count`, `0...items.count - 1` (the operators are
    /// not folded in the tree: a flat sequence of elements).
    private static func collection(ranging expression: ExprSyntax) -> ExprSyntax? {
        if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "indices", member.declName.argumentNames == nil {
            return member.base
        }
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard elements.first?.as(IntegerLiteralExprSyntax.self)?.literal.text == "0", elements.count == 3 || elements.count == 5,
              let range = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text,
              let count = elements[2].as(MemberAccessExprSyntax.self), count.declName.baseName.text == "count", let base = count.base else { return nil }
        if elements.count == 3 { return range == "..<" ? base : nil }
        let minusOne = elements[3].as(BinaryOperatorExprSyntax.self)?.operator.text == "-" && elements[4].as(IntegerLiteralExprSyntax.self)?.literal.text == "1"
        return range == "..." && minusOne ? base : nil
    }

    /// The collection without a leading `self.`, as subscripts in the content name it.
    var collectionText: String { Self.withoutSelf(collection.trimmedDescription) }

    static func withoutSelf(_ text: String) -> String { text.hasPrefix("self.") ? String(text.dropFirst(5)) : text }

    /// Every use of the index in the content, nested closures included, in source order.
    var uses: [Use] {
        guard let index else { return [] }
        let content = self.content
        // `$0` of a nested closure is that closure's own parameter.
        let references = SyntaxSearch.all(DeclReferenceExprSyntax.self, in: content.statements) { reference in
            reference.baseName.text == index && reference.argumentNames == nil
                && (index != "$0" || Ancestors.innermostClosure(around: reference)?.id == content.id)
        }
        return references.map { reference in
            guard let argument = reference.parent?.as(LabeledExprSyntax.self), argument.label == nil,
                  let subscriptCall = argument.parent?.parent?.as(SubscriptCallExprSyntax.self), subscriptCall.arguments.count == 1,
                  subscriptCall.calledExpression.id != Syntax(reference).id else { return .other(reference) }
            let base = Self.withoutSelf(subscriptCall.calledExpression.trimmedDescription)
            if base == "$" + collectionText || base == "$self." + collectionText { return .binding(subscriptCall) }
            guard base == collectionText else { return .other(reference) }
            return Self.mayChange(subscriptCall) ? .write(subscriptCall) : .element(subscriptCall)
        }
    }

    /// The element is assigned to (`items[i] = x`, `items[i].name = x`, `&items[i]`) or a
    /// method is called on it or its members (`items[i].toggle()`, which may be mutating).
    private static func mayChange(_ subscriptCall: SubscriptCallExprSyntax) -> Bool {
        var top = Syntax(subscriptCall)
        while let member = top.parent?.as(MemberAccessExprSyntax.self), member.base?.id == top.id { top = Syntax(member) }
        if let parent = top.parent, parent.is(InOutExprSyntax.self) { return true }
        if let call = top.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == top.id, top.is(MemberAccessExprSyntax.self) { return true }
        if let list = top.parent?.as(ExprListSyntax.self) {
            let elements = Array(list)
            if let position = elements.firstIndex(where: { $0.id == top.id }), position + 1 < elements.count,
               elements[position + 1].is(AssignmentExprSyntax.self) || elements[position + 1].as(BinaryOperatorExprSyntax.self).map({ $0.operator.text.hasSuffix("=") && !["==", "!=", "<=", ">=", "==="].contains($0.operator.text) }) == true {
                return true
            }
        }
        return false
    }
}

extension TypeRef {
    var isArray: Bool {
        if case .array = self { return true }
        return false
    }
}
