import SwiftParser
import SwiftSyntax

/// The static type of a layout item expression, as far as declarations show it.
struct ItemType: Hashable {
    enum Optionality: Hashable {
        case none, optional
        /// `UILabel!`: used as a non-optional (an `@IBOutlet` is the usual case).
        case implicitlyUnwrapped
    }

    let name: String
    var optionality: Optionality

    init(_ name: String, _ optionality: Optionality = .none) {
        self.name = name
        self.optionality = optionality
    }

    var unwrapped: ItemType { ItemType(name, .none) }

    /// `UILabel?` as written.
    var spelled: String {
        switch optionality {
        case .none: name
        case .optional: name + "?"
        case .implicitlyUnwrapped: name + "!"
        }
    }

    /// `UIView`, `UIView?`, `UIView!`, `Optional<UIView>`, `UIKit.UIView`; nil for other shapes.
    init?(_ type: TypeSyntax) {
        if let attributed = type.as(AttributedTypeSyntax.self) {
            self.init(attributed.baseType)
        } else if let optional = type.as(OptionalTypeSyntax.self), let wrapped = ItemType(optional.wrappedType) {
            self.init(wrapped.name, .optional)
        } else if let optional = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self), let wrapped = ItemType(optional.wrappedType) {
            self.init(wrapped.name, .implicitlyUnwrapped)
        } else if let identifier = type.as(IdentifierTypeSyntax.self) {
            if identifier.name.text == "Optional", let arguments = identifier.genericArgumentClause?.arguments, arguments.count == 1,
               case .type(let argument) = arguments.first!.argument, let wrapped = ItemType(argument) {
                self.init(wrapped.name, .optional)
            } else if identifier.genericArgumentClause == nil {
                self.init(identifier.name.text)
            } else {
                return nil
            }
        } else if let member = type.as(MemberTypeSyntax.self), member.genericArgumentClause == nil {
            self.init(member.name.text)
        } else {
            return nil
        }
    }

    /// A type as the index records it (`UILabel!`).
    init?(written: String) {
        guard let type = Self.parsedType(written) else { return nil }
        self.init(type)
    }

    /// The type an initial value constructs (`UILabel()`, `UIButton(type: .system)`,
    /// `x as! UIView`), as the index records it; nil for anything else.
    init?(initializer: String) {
        let tree = Parser.parse(source: "_ = " + initializer)
        guard let statement = tree.statements.first?.item.as(SequenceExprSyntax.self), statement.elements.count == 3,
              let value = statement.elements.last, let type = Self.constructed(by: value) else { return nil }
        self = type
    }

    private static func parsedType(_ written: String) -> TypeSyntax? {
        let tree = Parser.parse(source: "let _: " + written)
        return tree.statements.first?.item.as(VariableDeclSyntax.self)?.bindings.first?.typeAnnotation?.type
    }

    /// `UIView()`, `UIView.init(frame:)`, `(x as! UIView)` and `x as? UIView`: the type the
    /// expression builds or casts to, without looking at any declaration.
    static func constructed(by expression: ExprSyntax) -> ItemType? {
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, tuple.elements.first!.label == nil {
            return constructed(by: tuple.elements.first!.expression)
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            var callee = call.calledExpression
            if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init", let base = member.base { callee = base }
            guard let name = callee.as(DeclReferenceExprSyntax.self)?.baseName.text, name.first?.isUppercase == true else { return nil }
            return ItemType(name)
        }
        if let cast = expression.as(AsExprSyntax.self), let type = ItemType(cast.type) {
            return cast.questionOrExclamationMark?.tokenKind == .postfixQuestionMark ? ItemType(type.name, .optional) : type
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.count == 3, let cast = elements[1].as(UnresolvedAsExprSyntax.self),
                  let type = elements[2].as(TypeExprSyntax.self).flatMap({ ItemType($0.type) }) else { return nil }
            return cast.questionOrExclamationMark?.tokenKind == .postfixQuestionMark ? ItemType(type.name, .optional) : type
        }
        return nil
    }
}
