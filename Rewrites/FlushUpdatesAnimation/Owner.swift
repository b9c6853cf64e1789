import ModernizeCore
import SwiftSyntax

/// The type whose method holds the animation: a view controller or a view, its properties and
/// methods as the project index records them (with its superclasses'), and the UIKit members
/// code in it commonly reaches through implicit `self`.
struct Owner {
    enum Kind { case viewController, view, other }

    let kind: Kind
    let properties: [PropertyFacts]
    let methodNames: Set<String>

    /// UIKit members of the kind that moved code may name without `self.`.
    var sdkMembers: Set<String> {
        switch kind {
        case .viewController: ["view", "traitCollection", "navigationController", "tabBarController", "parent", "presentingViewController", "additionalSafeAreaInsets"]
        case .view: ["bounds", "frame", "center", "superview", "subviews", "safeAreaInsets", "layoutMargins", "traitCollection", "window", "intrinsicContentSize"]
        case .other: []
        }
    }

    /// The view that owns the type's constraints: `view` in a view controller, `self` in a view.
    var rootView: String? {
        switch kind {
        case .viewController: "view"
        case .view: "self"
        case .other: nil
        }
    }

    init(around node: some SyntaxProtocol, index: ProjectIndex) {
        let declaration = Ancestors.enclosingTypeDeclaration(of: node)
        let name = declaration?.as(ClassDeclSyntax.self)?.name.text
            ?? declaration?.as(ExtensionDeclSyntax.self).map { ProjectIndex.simpleName($0.extendedType.trimmedDescription) }
        guard let name else {
            kind = .other
            properties = []
            methodNames = []
            return
        }
        let chain = index.superclassChain(of: name)
        let types = chain.flatMap { index.types(named: $0) }
        properties = types.flatMap(\.properties)
        methodNames = Set(types.flatMap(\.functions).map(\.name))
        let sdkClass = chain.last ?? name
        if sdkClass.hasSuffix("Controller") {
            kind = .viewController
        } else if sdkClass.hasSuffix("View") || sdkClass.hasSuffix("Cell") || ["UIControl", "UIButton"].contains(sdkClass) {
            kind = .view
        } else {
            kind = .other
        }
    }

    func property(named name: String) -> PropertyFacts? {
        properties.first { $0.name == name && !$0.isStatic }
    }

    /// A property of this type declared as `NSLayoutConstraint` or an array of them.
    func isConstraintProperty(_ name: String) -> Bool {
        property(named: name)?.type?.contains("NSLayoutConstraint") ?? false
    }
}
