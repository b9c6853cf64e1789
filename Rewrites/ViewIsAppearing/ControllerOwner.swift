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

    init?(of function: FunctionDeclSyntax, in tree: SourceFileSyntax, index: ProjectIndex, context: RuleContext) {
        guard let group = Ancestors.enclosingTypeDeclaration(of: function) else { return nil }
        let name: String
        if let classDecl = group.as(ClassDeclSyntax.self) {
            name = classDecl.name.text
        } else if let extensionDecl = group.as(ExtensionDeclSyntax.self), let extended = SyntaxQueries.baseTypeName(extensionDecl.extendedType) {
            name = extended
        } else {
            return nil  // structs, enums, protocols: no view controller
        }
        guard Self.mayBeViewController(name, in: tree, index: index) else { return nil }
        self.name = name
        existingAppearing = Self.existingAppearing(of: name, in: tree, index: index, context: context)
    }

    static func mayBeViewController(_ name: String, in tree: SourceFileSyntax, index: ProjectIndex) -> Bool {
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
            let declaredHere = !localClasses(named: current, in: tree).isEmpty || index.declares(current)
            return !declaredHere && current.hasSuffix("Controller")
        }
        return false
    }

    private static func localClasses(named name: String, in tree: SourceFileSyntax) -> [ClassDeclSyntax] {
        SyntaxSearch.all(ClassDeclSyntax.self, in: tree, skipping: .codeBlocks) { $0.name.text == name }
    }

    private static func superclass(of name: String, in tree: SourceFileSyntax, index: ProjectIndex) -> String? {
        let local = localClasses(named: name, in: tree)
        if local.count == 1 {
            return local[0].inheritanceClause?.inheritedTypes.first.flatMap { SyntaxQueries.baseTypeName($0.type) }
        }
        return index.superclass(of: name)
    }

    /// "line 40" (this file) or "Feed+Appearing.swift:12": where the type already overrides viewIsAppearing.
    private static func existingAppearing(of name: String, in tree: SourceFileSyntax, index: ProjectIndex, context: RuleContext) -> String? {
        let groups: [any DeclGroupSyntax] = localClasses(named: name, in: tree)
            + SyntaxSearch.all(ExtensionDeclSyntax.self, in: tree, skipping: .codeBlocks) {
                SyntaxQueries.baseTypeName($0.extendedType) == name
            }
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
