import ModernizeCore
import SwiftSyntax

/// The statements of `application(_:didFinishLaunchingWithOptions:)` that build the app's
/// window, and the local values only they use: what moves to the scene delegate.
struct WindowSetup {
    let launch: FunctionDeclSyntax
    /// In source order.
    let moved: [CodeBlockItemSyntax]
    /// `UIWindow(frame: UIScreen.main.bounds)` / `UIWindow()`: becomes `UIWindow(windowScene:)`.
    let creation: FunctionCallExprSyntax

    struct Blocked: Error {
        let node: Syntax
        let reason: String
    }

    /// A reason without a node (the Info.plist's problems are reported at the app delegate).
    struct BlockedReason: Error {
        let reason: String
        init(_ reason: String) { self.reason = reason }
    }

    static func find(in appDelegate: ClassDeclSyntax, position: (Syntax) -> SourcePosition) -> Result<WindowSetup, Blocked> {
        let members = appDelegate.memberBlock.members.map(\.decl)
        let functions = members.compactMap { $0.as(FunctionDeclSyntax.self) }
        guard let launch = functions.first(where: { isLaunchMethod($0) }), let body = launch.body else {
            return .failure(Blocked(node: Syntax(appDelegate.name), reason: "it builds no window in `application(_:didFinishLaunchingWithOptions:)` (a main storyboard app needs `UISceneStoryboardFile` in the scene manifest instead)"))
        }
        let statements = Array(body.statements)
        var moved = Set(statements.indices.filter { mentionsWindow(statements[$0]) })
        guard !moved.isEmpty else {
            return .failure(Blocked(node: Syntax(launch.name), reason: "`application(_:didFinishLaunchingWithOptions:)` does not build the window (a main storyboard app needs `UISceneStoryboardFile` in the scene manifest instead)"))
        }
        // Locals that only the window statements use move with them, and so do assignments that
        // configure them (`navigation.navigationBar.prefersLargeTitles = true`).
        var changed = true
        while changed {
            changed = false
            let movedNames = moved.reduce(into: Set<String>()) { $0.formUnion(declaredNames(statements[$1])) }
            for index in statements.indices where !moved.contains(index) && configures(statements[index], anyOf: movedNames) {
                moved.insert(index)
                changed = true
            }
            for index in statements.indices where !moved.contains(index) {
                let names = declaredNames(statements[index])
                guard !names.isEmpty, moved.contains(where: { uses(statements[$0], anyOf: names) }) else { continue }
                if let other = statements.indices.first(where: {
                    !moved.contains($0) && $0 != index && uses(statements[$0], anyOf: names) && !configures(statements[$0], anyOf: names)
                }) {
                    return .failure(Blocked(node: Syntax(statements[other]), reason: "`\(names.sorted().joined(separator: "`, `"))` is used both by the window setup and by other launch code at \(position(Syntax(statements[other])))"))
                }
                moved.insert(index)
                changed = true
            }
        }
        let movedItems = moved.sorted().map { statements[$0] }
        for item in movedItems {
            if let reason = unmovable(item, appDelegate: appDelegate, parameters: parameterNames(launch)) {
                return .failure(Blocked(node: Syntax(item), reason: reason))
            }
        }
        let creations = movedItems.flatMap { SyntaxSearch.all(FunctionCallExprSyntax.self, in: $0, where: isWindowCreation) }
        guard creations.count == 1, let creation = creations.first else {
            return .failure(Blocked(node: Syntax(launch.name), reason: creations.isEmpty
                ? "the window is not created as `UIWindow(frame: UIScreen.main.bounds)` here"
                : "the launch method creates \(creations.count) windows"))
        }
        guard movedItems.contains(where: { $0.trimmedDescription.contains("makeKeyAndVisible()") }) else {
            return .failure(Blocked(node: Syntax(creation), reason: "the window is not made key and visible in the launch method"))
        }
        if let use = otherWindowUse(in: appDelegate, except: launch) {
            return .failure(Blocked(node: Syntax(use), reason: "the app delegate also uses `window` at \(position(Syntax(use))), which stays nil once a scene owns the window"))
        }
        return .success(WindowSetup(launch: launch, moved: movedItems, creation: creation))
    }

    /// Window code elsewhere in the app delegate, which would see `window` stay nil.
    static func otherWindowUse(in appDelegate: ClassDeclSyntax, except launch: FunctionDeclSyntax?) -> DeclReferenceExprSyntax? {
        for member in appDelegate.memberBlock.members.map(\.decl) where member.id != launch.map(DeclSyntax.init)?.id && !isWindowProperty(member) {
            if let use = SyntaxSearch.first(DeclReferenceExprSyntax.self, in: member, where: isWindowReference) { return use }
        }
        return nil
    }

    static func isLaunchMethod(_ function: FunctionDeclSyntax) -> Bool {
        function.name.text == "application"
            && function.signature.parameterClause.parameters.map(\.firstName.text) == ["_", "didFinishLaunchingWithOptions"]
    }

    /// A statement using the app delegate's `window` (bare or `self.window`), or declaring a local
    /// `window`, anywhere inside it.
    static func mentionsWindow(_ item: CodeBlockItemSyntax) -> Bool {
        SyntaxSearch.contains(DeclReferenceExprSyntax.self, in: item, where: isWindowReference) || declaredNames(item).contains("window")
    }

    static func isWindowReference(_ reference: DeclReferenceExprSyntax) -> Bool {
        guard reference.baseName.text == "window" else { return false }
        guard let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id else { return true }
        return member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    }

    private static func isWindowProperty(_ member: DeclSyntax) -> Bool {
        member.as(VariableDeclSyntax.self)?.bindings.contains { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "window" } ?? false
    }

    private static func isWindowCreation(_ call: FunctionCallExprSyntax) -> Bool {
        guard call.calledExpression.trimmedDescription == "UIWindow" else { return false }
        let arguments = call.arguments.map { "\($0.label?.text ?? "_"): \($0.expression.trimmedDescription)" }
        return arguments.isEmpty || arguments == ["frame: UIScreen.main.bounds"]
    }

    /// The locals a statement declares; for an `#if`, those any of its clauses declares
    /// (`#if DEBUG let root = A() #else let root = B() #endif`).
    static func declaredNames(_ item: CodeBlockItemSyntax) -> Set<String> {
        if let ifConfig = item.item.as(IfConfigDeclSyntax.self) {
            return clauseStatements(ifConfig).reduce(into: Set<String>()) { $0.formUnion(declaredNames($1)) }
        }
        guard let variable = item.item.as(VariableDeclSyntax.self) else { return [] }
        return Set(variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text })
    }

    /// The statements of every clause of an `#if` in a code block.
    private static func clauseStatements(_ ifConfig: IfConfigDeclSyntax) -> [CodeBlockItemSyntax] {
        ifConfig.clauses.flatMap { clause -> [CodeBlockItemSyntax] in
            if case .statements(let statements)? = clause.elements { return Array(statements) }
            return []
        }
    }

    /// `name.member… = value` for a moved local `name`.
    private static func configures(_ item: CodeBlockItemSyntax, anyOf names: Set<String>) -> Bool {
        guard let sequence = item.item.as(SequenceExprSyntax.self), sequence.elements.count == 3,
              Array(sequence.elements)[1].is(AssignmentExprSyntax.self),
              let target = sequence.elements.first?.as(MemberAccessExprSyntax.self) else { return false }
        var base = target.base
        while let member = base?.as(MemberAccessExprSyntax.self) { base = member.base }
        guard let root = base?.as(DeclReferenceExprSyntax.self) else { return false }
        return names.contains(root.baseName.text)
    }

    private static func uses(_ item: CodeBlockItemSyntax, anyOf names: Set<String>) -> Bool {
        SyntaxSearch.contains(DeclReferenceExprSyntax.self, in: item) { reference in
            guard names.contains(reference.baseName.text) else { return false }
            guard let member = reference.parent?.as(MemberAccessExprSyntax.self) else { return true }
            return member.declName.id != reference.id
        }
    }

    /// Why `item` cannot run in the scene delegate as written, if it cannot.
    private static func parameterNames(_ function: FunctionDeclSyntax) -> Set<String> {
        Set(function.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text })
    }

    private static func unmovable(_ item: CodeBlockItemSyntax, appDelegate: ClassDeclSyntax, parameters: Set<String>) -> String? {
        // An `#if` that declares locals the window setup uses moves whole, with every clause,
        // when each clause's statements could move on their own.
        if let ifConfig = item.item.as(IfConfigDeclSyntax.self), !mentionsWindow(item),
           ifConfig.clauses.allSatisfy({ clause in
               if case .statements? = clause.elements { return true }
               return clause.elements == nil
           }) {
            for statement in clauseStatements(ifConfig) {
                if let reason = unmovable(statement, appDelegate: appDelegate, parameters: parameters) { return reason }
            }
            return nil
        }
        guard item.item.is(ExprSyntax.self) || item.item.is(VariableDeclSyntax.self) else {
            return "the window is set up inside `\(item.item.trimmedDescription.prefix(while: { $0 != " " && $0 != "{" }))` control flow; move it by hand"
        }
        if SyntaxSearch.contains(ClosureExprSyntax.self, in: item) {
            return "the window is set up inside a closure; move it by hand"
        }
        let memberNames = Set(appDelegate.memberBlock.members.flatMap { member -> [String] in
            if let function = member.decl.as(FunctionDeclSyntax.self) { return [function.name.text] }
            return member.decl.as(VariableDeclSyntax.self)?.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text } ?? []
        }).subtracting(["window"])
        for reference in SyntaxSearch.all(DeclReferenceExprSyntax.self, in: item) {
            let name = reference.baseName.text
            if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id { continue }
            if reference.baseName.tokenKind == .keyword(.self), !isSelfWindow(reference) {
                return "the window setup uses the app delegate itself (`self`), which the scene delegate is not"
            }
            if parameters.contains(name) {
                return "the window setup reads the launch method's `\(name)` parameter"
            }
            if memberNames.contains(name) {
                return "the window setup uses the app delegate's `\(name)`, which the scene delegate does not have"
            }
        }
        return nil
    }

    private static func isSelfWindow(_ reference: DeclReferenceExprSyntax) -> Bool {
        reference.parent?.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "window"
    }
}
