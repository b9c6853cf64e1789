import ModernizeCore
import SwiftSyntax

/// Where the registration code goes.
enum RegistrationPlacement {
    /// Insert the registration lines at these line starts, each with its indentation.
    case insertions([(offset: Int, indent: String)])
    /// Replace the override with these new methods, each `header { superCall; registration }`.
    case newMethods([(header: String, superCall: String)])
    /// Add these new methods at the end of the class body (the override is in an extension,
    /// where designated initializers cannot go): at `offset`, the start of the line of its `}`.
    case newMethodsInClassBody([(header: String, superCall: String)], offset: Int, indent: String)

    /// Decides the placement for an override of `owner`, or says why it cannot.
    static func find(
        for owner: OwnerType, override: FunctionDeclSyntax, overrideIsInClassBody: Bool,
        bytes: SourceBytes, indentUnit: String
    ) -> Result<RegistrationPlacement, NotMovable> {
        let at = Syntax(override)
        switch owner.kind {
        case .viewController:
            return viewController(owner, at: at, bytes: bytes, indentUnit: indentUnit, access: accessModifier(of: override, forInit: false))
        case .view(let missingInits):
            let placement = initializers(owner, at: at, addingIfNone: missingInits, bytes: bytes, access: accessModifier(of: override, forInit: true))
            guard case .success(.newMethods(let methods)) = placement, !overrideIsInClassBody, let classDecl = owner.classDecl else {
                return placement
            }
            let brace = classDecl.memberBlock.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset
            let lineStart = bytes.lineStart(brace)
            guard bytes.isBlank(lineStart..<brace), lineStart > classDecl.memberBlock.leftBrace.positionAfterSkippingLeadingTrivia.utf8Offset else {
                return .failure(NotMovable(reason: "the body of `\(owner.name)` has no line where initializers can go", node: at))
            }
            return .success(.newMethodsInClassBody(methods, offset: lineStart, indent: bytes.indentation(ofLineAt: brace) + indentUnit))
        case .initialized:
            return initializers(owner, at: at, addingIfNone: nil, bytes: bytes, access: "")
        case .unknown:
            return .failure(NotMovable(reason: "`\(owner.name)` is not recognisably a view controller, view or presentation controller, so where to register is unknown", node: at))
        }
    }

    private static func viewController(
        _ owner: OwnerType, at: Syntax, bytes: SourceBytes, indentUnit: String, access: String
    ) -> Result<RegistrationPlacement, NotMovable> {
        let candidates = OwnerType.functions(named: "viewDidLoad", in: owner.memberBlocks)
            .filter { $0.signature.parameterClause.parameters.isEmpty }
        guard let viewDidLoad = candidates.first else {
            guard owner.classDecl != nil else {
                return .failure(NotMovable(reason: "`\(owner.name)` is declared in another file, which may already override viewDidLoad", node: at))
            }
            return .success(.newMethods([(access + "override func viewDidLoad()", "super.viewDidLoad()")]))
        }
        guard candidates.count == 1, viewDidLoad.parent?.is(MemberBlockItemSyntax.self) == true,
              Ancestors.isDirectMember(viewDidLoad), let body = viewDidLoad.body else {
            return .failure(NotMovable(reason: "viewDidLoad is declared conditionally (#if) or more than once", node: at))
        }
        if !SyntaxSearch.contains(ReturnStmtSyntax.self, in: body, skipping: .closuresAndFunctions) {
            let brace = body.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset
            let lineStart = bytes.lineStart(brace)
            if bytes.isBlank(lineStart..<brace), lineStart > body.leftBrace.positionAfterSkippingLeadingTrivia.utf8Offset {
                let indent = body.statements.first.map { bytes.indentation(ofLineAt: $0.positionAfterSkippingLeadingTrivia.utf8Offset) }
                    ?? bytes.indentation(ofLineAt: brace) + indentUnit
                return .success(.insertions([(lineStart, indent)]))
            }
        } else if let superCall = body.statements.first(where: { isSuperCall($0, named: "viewDidLoad") }),
                  let offset = lineAfter(superCall, bytes: bytes) {
            // viewDidLoad may return early: register right after super.viewDidLoad() instead.
            return .success(.insertions([(offset, bytes.indentation(ofLineAt: superCall.positionAfterSkippingLeadingTrivia.utf8Offset))]))
        }
        return .failure(NotMovable(reason: "viewDidLoad has no line where the registration can go (it returns early or is written on one line)", node: at))
    }

    private static func initializers(
        _ owner: OwnerType, at: Syntax, addingIfNone shapes: [OwnerType.InitShape]?, bytes: SourceBytes, access: String
    ) -> Result<RegistrationPlacement, NotMovable> {
        let all = owner.initializers
        if all.contains(where: { !Ancestors.isDirectMember($0) }) {
            return .failure(NotMovable(reason: "an initializer of `\(owner.name)` is declared inside #if", node: at))
        }
        let designated = all.filter { !$0.modifiers.contains { $0.name.tokenKind == .keyword(.convenience) } }
        if designated.isEmpty {
            guard let shapes, owner.classDecl != nil else {
                return .failure(NotMovable(reason: "`\(owner.name)` declares no initializer here to register in", node: at))
            }
            return .success(.newMethods(shapes.map { (access + $0.signature, $0.superCall) }))
        }
        var insertions: [(offset: Int, indent: String)] = []
        for initializer in designated {
            guard let body = initializer.body else { continue }
            if let superCall = body.statements.first(where: { isSuperCall($0, named: "init") }) {
                guard let offset = lineAfter(superCall, bytes: bytes) else {
                    return .failure(NotMovable(reason: "super.init shares its line with other code", node: Syntax(initializer)))
                }
                insertions.append((offset, bytes.indentation(ofLineAt: superCall.positionAfterSkippingLeadingTrivia.utf8Offset)))
            } else if !body.statements.contains(where: isFatalError) {
                return .failure(NotMovable(reason: "`\(initializer.initKeyword.text)\(initializer.signature.parameterClause.trimmedDescription)` does not call super.init at its top level", node: Syntax(initializer)))
            }
        }
        if insertions.isEmpty {
            return .failure(NotMovable(reason: "no initializer of `\(owner.name)` calls super.init", node: at))
        }
        return .success(.insertions(insertions))
    }

    /// The start of the line after `item`, when nothing but a comment follows it on its line.
    private static func lineAfter(_ item: CodeBlockItemSyntax, bytes: SourceBytes) -> Int? {
        let end = item.endPositionBeforeTrailingTrivia.utf8Offset
        guard let last = item.lastToken(viewMode: .sourceAccurate), TriviaLines.restOfLineIsBlankOrComment(after: last) else { return nil }
        return bytes.nextLineStart(end)
    }

    /// `super.name(...)`, possibly behind `try`.
    private static func isSuperCall(_ item: CodeBlockItemSyntax, named name: String) -> Bool {
        var expression = HandlerAnalyzer.expression(of: item)
        if let tryExpression = expression?.as(TryExprSyntax.self) { expression = tryExpression.expression }
        guard let call = expression?.as(FunctionCallExprSyntax.self),
              let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              member.base?.is(SuperExprSyntax.self) == true else { return false }
        return member.declName.baseName.text == name
    }

    private static func isFatalError(_ item: CodeBlockItemSyntax) -> Bool {
        let call = HandlerAnalyzer.expression(of: item)?.as(FunctionCallExprSyntax.self)
        return call?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "fatalError"
    }

    /// The override's access level, for the methods created in its place (`open` is not valid
    /// on initializers, so it becomes `public` there).
    private static func accessModifier(of function: FunctionDeclSyntax, forInit: Bool) -> String {
        let access: Set<String> = ["open", "public", "package", "internal", "fileprivate", "private"]
        guard let modifier = function.modifiers.first(where: { access.contains($0.name.text) }) else { return "" }
        let text = modifier.name.text == "open" && forInit ? "public" : modifier.trimmedDescription
        return text + " "
    }
}

extension RegistrationPlacement {
    var isNewMethods: Bool {
        if case .newMethods = self { return true }
        return false
    }

    static func description(for kind: OwnerType.Kind) -> String {
        switch kind {
        case .viewController: "at the end of viewDidLoad"
        case .view: "after super.init in its designated initializers"
        case .initialized: "after super.init in its initializer"
        case .unknown: "where the object is set up"
        }
    }
}
