import ModernizeCore
import SwiftSyntax

/// The class an override belongs to, as far as this file shows it: its declaration (if here),
/// the member blocks of the class and of its extensions in the file, and what kind of trait
/// environment it is, which decides where registrations go.
struct OwnerType {
    enum Kind {
        /// Registrations go at the end of `viewDidLoad`.
        case viewController
        /// Registrations go after `super.init` in each designated initializer; `missingInits`
        /// are the initializers to add when the class declares none (nil: do not add any).
        case view(missingInits: [InitShape]?)
        /// A presentation controller or another trait environment set up in its initializer.
        case initialized
        case unknown
    }

    struct InitShape {
        let signature: String
        let superCall: String
        let isRequired: Bool
    }

    let name: String
    let classDecl: ClassDeclSyntax?
    let memberBlocks: [MemberBlockSyntax]
    let kind: Kind

    init(name: String, in tree: SourceFileSyntax, index: ProjectIndex = .empty) {
        self.name = name
        // Types declared inside function bodies are not searched.
        let classes = SyntaxSearch.all(ClassDeclSyntax.self, in: tree, skipping: .codeBlocks) { $0.name.text == name }
        let extensions = SyntaxSearch.all(ExtensionDeclSyntax.self, in: tree, skipping: .codeBlocks) { Self.lastComponent($0.extendedType) == name }
        classDecl = classes.count == 1 ? classes.first : nil
        memberBlocks = (classDecl.map { [$0.memberBlock] } ?? []) + extensions.map(\.memberBlock)
        let superclass = classDecl?.inheritanceClause?.inheritedTypes.first.flatMap { SyntaxQueries.baseTypeName($0.type) }
        let hasViewDidLoad = !Self.functions(named: "viewDidLoad", in: memberBlocks).isEmpty
        if !hasViewDidLoad, let superclass, let shapes = Self.inheritedInitShapes(from: superclass, in: tree, index: index) {
            // `class GridCell: BaseCell` where BaseCell (here or in another file) is a UIKit view
            // subclass declaring no initializer of its own: it has UIKit's, so they can be added.
            kind = .view(missingInits: shapes)
        } else {
            kind = Self.classify(name: name, superclass: superclass, hasViewDidLoad: hasViewDidLoad)
        }
    }

    /// The UIKit initializers a project class inherits through project superclasses that
    /// declare none; nil when the chain does not reach a UIKit view with known initializers.
    static func inheritedInitShapes(from superclass: String, in tree: SourceFileSyntax, index: ProjectIndex) -> [InitShape]? {
        var current = superclass
        var seen: Set<String> = []
        while seen.insert(current).inserted {
            if let shapes = viewInitShapes[current] { return current == superclass ? nil : shapes }
            let local = SyntaxSearch.all(ClassDeclSyntax.self, in: tree, skipping: .codeBlocks) { $0.name.text == current }
            if local.count == 1, let declaration = local.first {
                guard SyntaxSearch.all(InitializerDeclSyntax.self, in: declaration.memberBlock).isEmpty,
                      let next = declaration.inheritanceClause?.inheritedTypes.first.flatMap({ SyntaxQueries.baseTypeName($0.type) })
                else { return nil }
                current = next
            } else if index.declares(current), index.functions(of: current, named: "init").isEmpty, let next = index.superclass(of: current) {
                current = next
            } else {
                return nil
            }
        }
        return nil
    }

    static let viewControllerClasses: Set<String> = [
        "UIViewController", "UITableViewController", "UICollectionViewController", "UINavigationController",
        "UITabBarController", "UISplitViewController", "UIPageViewController", "UISearchController",
        "UIAlertController", "UIHostingController", "UIInputViewController", "UIImagePickerController",
        "UIActivityViewController", "UIDocumentPickerViewController", "UIDocumentBrowserViewController",
    ]

    static let frameInits = [
        InitShape(signature: "override init(frame: CGRect)", superCall: "super.init(frame: frame)", isRequired: false),
        InitShape(signature: "required init?(coder: NSCoder)", superCall: "super.init(coder: coder)", isRequired: true),
    ]

    /// UIKit views whose designated initializers are known, so missing ones can be added.
    static let viewInitShapes: [String: [InitShape]] = {
        var shapes: [String: [InitShape]] = [:]
        for name in ["UIView", "UIControl", "UIButton", "UILabel", "UIImageView", "UIScrollView", "UIStackView",
                     "UICollectionViewCell", "UICollectionViewListCell", "UICollectionReusableView", "UITextField"] {
            shapes[name] = frameInits
        }
        shapes["UITableViewCell"] = [
            InitShape(signature: "override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?)",
                      superCall: "super.init(style: style, reuseIdentifier: reuseIdentifier)", isRequired: false),
            frameInits[1],
        ]
        shapes["UITableViewHeaderFooterView"] = [
            InitShape(signature: "override init(reuseIdentifier: String?)", superCall: "super.init(reuseIdentifier: reuseIdentifier)", isRequired: false),
            frameInits[1],
        ]
        return shapes
    }()

    static let otherViewClasses: Set<String> = [
        "UITableView", "UICollectionView", "UITextView", "UIVisualEffectView", "UINavigationBar", "UIToolbar",
        "UITabBar", "UISearchBar", "UIWindow", "UISwitch", "UISlider", "UISegmentedControl", "UIActivityIndicatorView",
        "UIProgressView", "UIPageControl", "UIStepper", "UIDatePicker", "UIPickerView", "UIInputView",
    ]

    static let viewNameSuffixes = ["View", "Cell", "Button", "Label", "Control", "Bar", "Field", "Window"]

    static func classify(name: String, superclass: String?, hasViewDidLoad: Bool) -> Kind {
        let typeName = superclass ?? name  // an extension of a type declared elsewhere: judge by its own name
        if typeName.hasSuffix("PresentationController") { return .initialized }
        if hasViewDidLoad || viewControllerClasses.contains(typeName) || typeName.hasSuffix("ViewController")
            || typeName.hasSuffix("NavigationController") || typeName.hasSuffix("TabBarController") {
            return .viewController
        }
        if let shapes = viewInitShapes[typeName] { return .view(missingInits: superclass == nil ? nil : shapes) }
        if otherViewClasses.contains(typeName) || viewNameSuffixes.contains(where: typeName.hasSuffix) {
            return .view(missingInits: nil)
        }
        return .unknown
    }

    /// Functions named `name` declared in the member blocks, including inside `#if`.
    static func functions(named name: String, in blocks: [MemberBlockSyntax]) -> [FunctionDeclSyntax] {
        blocks.flatMap { members(FunctionDeclSyntax.self, in: $0) }.filter { $0.name.text == name }
    }

    /// The class's initializers (only the class body can hold designated ones), including inside `#if`.
    var initializers: [InitializerDeclSyntax] {
        guard let classDecl else { return [] }
        return Self.members(InitializerDeclSyntax.self, in: classDecl.memberBlock)
    }

    /// Member declarations of one type body (also inside `#if`), not looking into members,
    /// nested types or function bodies.
    private static func members<Member: SyntaxProtocol>(_ kind: Member.Type, in block: MemberBlockSyntax) -> [Member] {
        SyntaxSearch.all(kind, in: block, skipping: SyntaxSearch.Barrier { node in
            node.is(Member.self) || node.is(ClassDeclSyntax.self) || node.is(StructDeclSyntax.self) || node.is(EnumDeclSyntax.self)
                || node.is(ExtensionDeclSyntax.self) || node.is(CodeBlockSyntax.self) || node.is(ActorDeclSyntax.self)
        })
    }
}

extension OwnerType {
    static func lastComponent(_ type: TypeSyntax) -> String {
        if let member = type.as(MemberTypeSyntax.self) { return member.name.text }
        return type.as(IdentifierTypeSyntax.self)?.name.text ?? type.trimmedDescription
    }
}
