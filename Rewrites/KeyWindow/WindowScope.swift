import ModernizeCore
import SwiftSyntax

/// The window that code at a site can reach without the application: its own (`window`) in a
/// view, its root view's (`view.window`) in a view controller, or none.
struct WindowScope {
    enum Owner {
        /// A `UIView` subclass: `window`.
        case view(String)
        /// A `UIViewController` subclass: `view.window`.
        case viewController(String)
        /// A view controller method that runs before the view is in a window (`viewDidLoad`).
        case controllerBeforeWindow(type: String, method: String)
        case none
    }

    let owner: Owner
    /// `""`, `"self."` or `"self?."`: how the member is reached at the site.
    let selfPrefix: String

    /// View controller methods that run before the root view is in a window.
    static let beforeWindow: Set<String> = ["init", "loadView", "viewDidLoad", "viewWillAppear", "awakeFromNib"]

    init(at node: some SyntaxProtocol, types: ExpressionTypeResolver) {
        guard let typeName = InstanceCode.selfType(at: node), let member = InstanceCode.member(holding: node) else {
            owner = .none
            selfPrefix = ""
            return
        }
        let chain = types.classChain(of: typeName)
        let root: String
        if chain.contains("UIView") {
            owner = .view(typeName)
            root = "window"
        } else if chain.contains("UIViewController") {
            let name = member.as(FunctionDeclSyntax.self)?.name.text ?? (member.is(InitializerDeclSyntax.self) ? "init" : "")
            owner = Self.beforeWindow.contains(name) ? .controllerBeforeWindow(type: typeName, method: name) : .viewController(typeName)
            root = "view"
        } else {
            owner = .none
            selfPrefix = ""
            return
        }
        selfPrefix = Self.selfPrefix(at: node, in: member, shadowed: root)
    }

    /// The expression for the window in scope (`view.window`), nil when there is none.
    var window: String? {
        switch owner {
        case .view: selfPrefix + "window"
        case .viewController: selfPrefix + "view.window"
        case .controllerBeforeWindow, .none: nil
        }
    }

    /// Inside a closure `self` is written out (`self?.` when the closure captures it weakly and
    /// does not rebind it); a local of the member's name needs `self.` too.
    private static func selfPrefix(at node: some SyntaxProtocol, in member: Syntax, shadowed name: String) -> String {
        if let declaration = Scopes.declarations(of: "self", at: node).first {
            if let capture = declaration.as(ClosureCaptureSyntax.self), capture.specifier?.specifier.tokenKind == .keyword(.weak) {
                return "self?."
            }
            return "self."
        }
        if Ancestors.all(above: node).prefix(while: { $0.id != member.id }).contains(where: { $0.is(ClosureExprSyntax.self) }) {
            return "self."
        }
        return Scopes.declarations(of: name, at: node).isEmpty ? "" : "self."
    }
}
