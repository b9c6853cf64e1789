import SwiftSyntax

/// One use of a cell's legacy `textLabel?` / `detailTextLabel!` / `imageView?` in the file.
struct LabelAccess {
    enum Receiver {
        /// `textLabel?` with no receiver: the enclosing type's own label.
        case implicitSelf
        /// `self.textLabel?`.
        case explicitSelf
        /// `cell.textLabel?`.
        case variable(DeclReferenceExprSyntax)
        /// Anything else (`row.cell?.textLabel`, `(x as! Cell).textLabel`).
        case other(ExprSyntax)
    }

    enum Use {
        /// `label.property = value` as a statement, with its configuration path.
        case write(statement: CodeBlockItemSyntax, target: ExprSyntax, path: String, newValue: (ExprSyntax, String)?)
        /// An assignment the configuration cannot express.
        case unmappableWrite(reason: String)
        /// Any other use: reading a property, calling a method, passing the label on.
        case read
    }

    let label: String
    /// `cell.textLabel` (or bare `textLabel`): where the access starts.
    let node: ExprSyntax
    let receiver: Receiver
    let use: Use

    var isWrite: Bool {
        if case .write = use { return true }
        return false
    }

    var isRead: Bool {
        if case .read = use { return true }
        return false
    }

    /// Text of the receiver for messages: `cell`, `self`, `row.cell`.
    var receiverText: String {
        switch receiver {
        case .implicitSelf, .explicitSelf: "self"
        case .variable(let reference): reference.baseName.text
        case .other(let expression): expression.trimmedDescription
        }
    }
}

/// Finds every optional-chained or force-unwrapped use of the three legacy labels. A plain
/// `x.imageView.image` is a non-optional property of some other type and not the deprecated API.
final class LabelAccessFinder: SyntaxVisitor {
    private(set) var accesses: [LabelAccess] = []

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let label = node.baseName.text
        guard ContentPropertyMap.labels.contains(label), node.argumentNames == nil else { return .visitChildren }
        let access: ExprSyntax
        let receiver: LabelAccess.Receiver
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
            guard let base = member.base else { return .visitChildren }
            access = ExprSyntax(member)
            if let reference = base.as(DeclReferenceExprSyntax.self) {
                receiver = reference.baseName.tokenKind == .keyword(.self) ? .explicitSelf : .variable(reference)
            } else {
                receiver = .other(base)
            }
        } else {
            access = ExprSyntax(node)
            receiver = .implicitSelf
        }
        guard let unwrapped = access.parent, unwrapped.is(OptionalChainingExprSyntax.self) || unwrapped.is(ForceUnwrapExprSyntax.self)
        else { return .visitChildren }
        accesses.append(LabelAccess(label: label, node: access, receiver: receiver, use: Self.use(of: unwrapped, label: label)))
        return .visitChildren
    }

    /// Classifies what the code does with `label?`.
    private static func use(of unwrapped: Syntax, label: String) -> LabelAccess.Use {
        guard let property = unwrapped.parent?.as(MemberAccessExprSyntax.self), property.base?.id == unwrapped.id
        else { return .read }
        var target = property
        var name = property.declName.baseName.text
        if name == "layer", let layerProperty = property.parent?.as(MemberAccessExprSyntax.self), layerProperty.base?.id == property.id {
            target = layerProperty
            name += "." + layerProperty.declName.baseName.text
        }
        guard let elements = target.parent?.as(ExprListSyntax.self), let sequence = elements.parent?.as(SequenceExprSyntax.self),
              elements.first?.id == target.id, elements.count >= 3,
              elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true
        else {
            // `label?.font = x` nested inside a larger expression, `+=`, or a plain read.
            return isCompoundAssignment(target) ? .unmappableWrite(reason: "`\(label).\(name)` is changed in place") : .read
        }
        let value = Array(elements.dropFirst(2))
        switch ContentPropertyMap.map(label: label, property: name, value: value) {
        case .unmappable(let reason):
            return .unmappableWrite(reason: reason)
        case .target(let path, let newValue):
            guard let statement = sequence.parent?.as(CodeBlockItemSyntax.self) else {
                return .unmappableWrite(reason: "`\(label).\(name)` is assigned inside an expression")
            }
            return .write(statement: statement, target: ExprSyntax(target), path: path, newValue: newValue.map { (value[0], $0) })
        }
    }

    private static func isCompoundAssignment(_ target: MemberAccessExprSyntax) -> Bool {
        guard let elements = target.parent?.as(ExprListSyntax.self), elements.first?.id == target.id,
              let next = elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self) else { return false }
        let text = next.operator.text
        return text.hasSuffix("=") && !["==", "!=", "<=", ">=", "==="].contains(text)
    }
}
