import SwiftSyntax

/// Does the handler's work also run when the object is set up? The override also ran for the
/// first trait collection (previous == nil); a registration only fires on later changes, so
/// work done in the handler alone would be skipped on first display.
struct SetupWork {
    /// Methods that run once when the object is set up, before it is first shown.
    static let setupMethods: Set<String> = ["viewDidLoad", "init", "awakeFromNib", "viewWillAppear", "viewIsAppearing", "didMoveToWindow"]

    let owner: String
    private let calledAtSetup: Set<String>

    init(owner: String, tree: SourceFileSyntax) {
        self.owner = owner
        let collector = SetupCallCollector(owner: owner)
        collector.walk(tree)
        calledAtSetup = collector.called
    }

    var searchedPlaces: String {
        "in \(owner)'s \(Self.setupMethods.sorted().joined(separator: "/")) in this file"
    }

    /// The first handler statement whose work is not also done at setup, as written; nil
    /// when every statement is a call of a method setup also calls.
    func firstCallNotAtSetup(in statements: [CodeBlockItemSyntax]) -> String? {
        for statement in statements where !HandlerAnalyzer.isSuperCall(statement) {
            guard let name = Self.calledName(statement), calledAtSetup.contains(name) else {
                return statement.trimmedDescription.split(separator: "\n").first.map(String.init) ?? ""
            }
        }
        return nil
    }

    /// `update()` / `self.update()` as a whole statement -> "update".
    static func calledName(_ statement: CodeBlockItemSyntax) -> String? {
        guard let call = statement.item.as(FunctionCallExprSyntax.self) ?? statement.item.as(ExprSyntax.self)?.as(FunctionCallExprSyntax.self)
        else { return nil }
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            return member.declName.baseName.text
        }
        return nil
    }
}

/// Names called (as whole statements or anywhere) in the owner's setup methods.
private final class SetupCallCollector: SyntaxVisitor {
    let owner: String
    var called: Set<String> = []
    private var ownerDepth = 0
    private var setupDepth = 0

    init(owner: String) {
        self.owner = owner
        super.init(viewMode: .sourceAccurate)
    }

    private func isOwner(_ name: String) -> Bool { name == owner }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        if isOwner(node.name.text) { ownerDepth += 1 }
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { if isOwner(node.name.text) { ownerDepth -= 1 } }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        if isOwner(node.extendedType.trimmedDescription) { ownerDepth += 1 }
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { if isOwner(node.extendedType.trimmedDescription) { ownerDepth -= 1 } }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if ownerDepth > 0, SetupWork.setupMethods.contains(node.name.text) { setupDepth += 1 }
        return .visitChildren
    }
    override func visitPost(_ node: FunctionDeclSyntax) {
        if ownerDepth > 0, SetupWork.setupMethods.contains(node.name.text) { setupDepth -= 1 }
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        if ownerDepth > 0 { setupDepth += 1 }
        return .visitChildren
    }
    override func visitPost(_ node: InitializerDeclSyntax) { if ownerDepth > 0 { setupDepth -= 1 } }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard setupDepth > 0 else { return .visitChildren }
        if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) { called.insert(reference.baseName.text) }
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
           member.base == nil || member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            called.insert(member.declName.baseName.text)
        }
        return .visitChildren
    }
}
