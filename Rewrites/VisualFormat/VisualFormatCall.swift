import ModernizeCore
import SwiftSyntax

/// One `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)` call and what
/// its arguments say at this site.
struct VisualFormatCall {
    let call: FunctionCallExprSyntax
    /// The literal format, nil when it is not a plain string literal.
    let format: String?
    /// What blocks reading the call (options, metrics, a views dictionary the rule cannot read).
    var blockers: [String] = []
    /// The views dictionary's entries: name -> expression as written.
    var views: [String: String] = [:]

    static func all(in tree: SourceFileSyntax, index: ProjectIndex) -> [VisualFormatCall] {
        // A project type of that name would make the call the project's own.
        guard !index.declares("NSLayoutConstraint") else { return [] }
        return SyntaxSearch.all(FunctionCallExprSyntax.self, in: tree).compactMap(Self.init)
    }

    init?(_ call: FunctionCallExprSyntax) {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "constraints",
              member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "NSLayoutConstraint",
              call.arguments.first?.label?.text == "withVisualFormat" else { return nil }
        self.call = call
        let arguments = Dictionary(call.arguments.map { ($0.label?.text ?? "", $0.expression) }, uniquingKeysWith: { first, _ in first })
        format = arguments["withVisualFormat"].flatMap(Self.literal)
        if format == nil { blockers.append("the format is not a string literal") }
        if let options = arguments["options"], options.trimmedDescription != "[]" {
            blockers.append("`options: \(options.trimmedDescription)` aligns the views or sets the direction")
        }
        if let metrics = arguments["metrics"], !["nil", "[:]"].contains(metrics.trimmedDescription) {
            blockers.append("`metrics: \(metrics.trimmedDescription)` names values the rule does not read")
        }
        if let views = arguments["views"].flatMap(Self.viewEntries) {
            self.views = views
        } else {
            blockers.append("the `views:` dictionary is not a literal of names and variables (or a `let` holding one) the rule can read")
        }
    }

    private static func literal(_ expression: ExprSyntax) -> String? {
        guard let literal = expression.as(StringLiteralExprSyntax.self), literal.openingPounds == nil, literal.segments.count == 1,
              let segment = literal.segments.first?.as(StringSegmentSyntax.self), !segment.content.text.contains("\\") else { return nil }
        return segment.content.text
    }

    /// `["a": a, "b": self.b]`, or a `let` local holding such a literal; values must be
    /// variables (`a`, `self.a`) so that naming them again at the site changes nothing.
    private static func viewEntries(_ expression: ExprSyntax) -> [String: String]? {
        var expression = expression
        if let reference = expression.as(DeclReferenceExprSyntax.self),
           let pattern = Scopes.declarations(of: reference.baseName.text, at: reference).first?.as(IdentifierPatternSyntax.self),
           let binding = pattern.parent?.as(PatternBindingSyntax.self),
           binding.parent?.parent?.as(VariableDeclSyntax.self)?.bindingSpecifier.tokenKind == .keyword(.let),
           let value = binding.initializer?.value {
            expression = value
        }
        guard let dictionary = expression.as(DictionaryExprSyntax.self), case .elements(let elements) = dictionary.content else { return nil }
        var entries: [String: String] = [:]
        for element in elements {
            guard let key = literal(element.key), isVariable(element.value) else { return nil }
            entries[key] = element.value.trimmedDescription
        }
        return entries
    }

    private static func isVariable(_ expression: ExprSyntax) -> Bool {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.argumentNames == nil }
        guard let member = expression.as(MemberAccessExprSyntax.self) else { return false }
        return member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    }

    /// The view `x` is added to in the code around the call (`card.addSubview(x)`, `addSubview(x)`
    /// in a view: `self`); nil when it is not added there, added to several, or through an optional.
    func superview(of view: String) -> (expression: String, call: FunctionCallExprSyntax)? {
        let root: Syntax = Ancestors.enclosingTypeDeclaration(of: call).map { Syntax($0) } ?? Syntax(call.root)
        let key = AnchorPin.key(text: view)
        var found: [(String, FunctionCallExprSyntax)] = []
        for candidate in SyntaxSearch.all(FunctionCallExprSyntax.self, in: root) {
            let callee = candidate.calledExpression.as(MemberAccessExprSyntax.self)
            let name = callee?.declName.baseName.text ?? candidate.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            guard name == "addSubview" || name == "insertSubview", let argument = candidate.arguments.first, argument.label == nil,
                  AnchorPin.key(argument.expression) == key else { continue }
            // `container?.addSubview(x)`: an optional superview has no anchors to name here.
            if let base = callee?.base, base.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .postfixQuestionMark }) { return nil }
            found.append((callee?.base?.trimmedDescription ?? "self", candidate))
        }
        guard let first = found.first, found.allSatisfy({ AnchorPin.key(text: $0.0) == AnchorPin.key(text: first.0) }) else { return nil }
        return (first.0, first.1)
    }
}
