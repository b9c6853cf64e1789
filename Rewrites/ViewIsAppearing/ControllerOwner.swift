import ModernizeCore
import SwiftSyntax

/// Whether the type holding a lifecycle override is (or may be) a UIKit view controller: its
/// superclass chain, followed through this file and the project index, reaches a UIKit view
/// controller, or ends at a class outside the project whose name says it is one.
struct ControllerOwner {
    let name: String
    /// `viewIsAppearing` declarations of the type: in this file (class body or extensions)
    /// first, then elsewhere in the project.
    let existingAppearing: String?

    static let uiKitControllers: Set<String> = [
        "UIViewController", "UITableViewController", "UICollectionViewController", "UINavigationController",
        "UITabBarController", "UISplitViewController", "UIPageViewController", "UISearchController",
        "UIAlertController", "UIHostingController", "UIInputViewController", "UIImagePickerController",
        "UIActivityViewController", "UIDocumentPickerViewController", "UIDocumentBrowserViewController",
        "UIReferenceLibraryViewController", "UIVideoEditorController",
    ]

    /// AppKit and WatchKit controllers have lifecycle methods of the same names and no viewIsAppearing.
    static let otherPlatforms: Set<String> = ["NSViewController", "NSWindowController", "WKInterfaceController", "NSObject"]

    /// The name of the class (or extended type) holding `function`; nil for structs, enums, protocols.
    static func ownerName(of function: FunctionDeclSyntax) -> String? {
        guard let group = Ancestors.enclosingTypeDeclaration(of: function) else { return nil }
        if let classDecl = group.as(ClassDeclSyntax.self) { return classDecl.name.text }
        if let extensionDecl = group.as(ExtensionDeclSyntax.self) { return SyntaxQueries.baseTypeName(extensionDecl.extendedType) }
        return nil
    }

    /// The owner named `name`, when it may be a view controller. Depends on the name only, so
    /// the rule asks once per type, not once per override.
    init?(named name: String, in tree: LocalTypes, index: ProjectIndex, context: RuleContext) {
        guard Self.mayBeViewController(name, in: tree, index: index) else { return nil }
        self.name = name
        existingAppearing = Self.existingAppearing(of: name, in: tree, index: index, context: context)
    }

    static func mayBeViewController(_ name: String, in tree: LocalTypes, index: ProjectIndex) -> Bool {
        var current = name
        var seen: Set<String> = []
        while seen.insert(current).inserted {
            if uiKitControllers.contains(current) { return true }
            if otherPlatforms.contains(current) { return false }
            if let next = superclass(of: current, in: tree, index: index) {
                current = next
                continue
            }
            // The chain ends: at a project root class (no view controller), or at a class
            // the project does not declare (a framework's controller when its name says so).
            let declaredHere = !tree.classes(named: current).isEmpty || index.declares(current)
            return !declaredHere && current.hasSuffix("Controller")
        }
        return false
    }

    private static func superclass(of name: String, in tree: LocalTypes, index: ProjectIndex) -> String? {
        let local = tree.classes(named: name)
        if local.count == 1 {
            return local[0].inheritanceClause?.inheritedTypes.first.flatMap { SyntaxQueries.baseTypeName($0.type) }
        }
        return index.superclass(of: name)
    }

    /// "line 40" (this file) or "Feed+Appearing.swift:12": where the type already overrides viewIsAppearing.
    private static func existingAppearing(of name: String, in tree: LocalTypes, index: ProjectIndex, context: RuleContext) -> String? {
        let groups: [any DeclGroupSyntax] = tree.classes(named: name) + tree.extensions(of: name)
        for group in groups {
            let here = SyntaxSearch.first(FunctionDeclSyntax.self, in: group.memberBlock, skipping: .codeBlocks) {
                $0.name.text == "viewIsAppearing" && $0.body != nil
            }
            if let here { return "line \(context.position(of: here).line)" }
        }
        if let elsewhere = index.functions(of: name, named: "viewIsAppearing").first(where: { $0.location.path != context.path }) {
            let file = elsewhere.location.path.split(separator: "/").last.map(String.init) ?? elsewhere.location.path
            return "\(file):\(elsewhere.location.position.line)"
        }
        return nil
    }
}
