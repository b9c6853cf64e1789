import Foundation
import ModernizeCore
import SwiftSyntax

/// An `@main` app delegate that builds its window in `application(_:didFinishLaunchingWithOptions:)`
/// -> a new `SceneDelegate.swift` building it in `scene(_:willConnectTo:options:)`, the app
/// delegate's `application(_:configurationForConnecting:options:)`, and the Info.plist's
/// `UIApplicationSceneManifest`: one change across three files, applied all or nothing.
public struct SceneDelegateLifecycle: Codemod {
    public let description = RuleDescription(
        id: "scene-delegate-lifecycle",
        legacy: "app-delegate window lifecycle (window in AppDelegate)",
        modern: "UIScene + SceneDelegate",
        since: IOSVersion(13),
        rationale: "Apps built with the iOS 26 SDK must adopt the scene lifecycle; the app-delegate window is no longer set up.",
        tiers: [.review, .finding],
        examples: [
            RuleExample(
                "window-in-several-places",
                before: """
                    import UIKit

                    @main
                    class AppDelegate: UIResponder, UIApplicationDelegate {
                        var window: UIWindow?

                        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                            window = UIWindow(frame: UIScreen.main.bounds)
                            window?.rootViewController = UIViewController()
                            window?.makeKeyAndVisible()
                            return true
                        }

                        func showLogin() {
                            window?.rootViewController = UIViewController()
                        }
                    }
                    """,
                findings: ["the app delegate stays on the app-delegate window lifecycle: the app delegate also uses `window`"]),
        ])

    public let triggers = ["UIApplicationDelegate"]
    /// Scene delegates anywhere in the module, `keyWindow` / `windows` / `delegate.window` uses,
    /// and the Info.plist files.
    public let indexInterest = IndexInterest(
        triggers: ["UIApplicationDelegate", "UIWindowSceneDelegate", "UISceneDelegate", "keyWindow", ".windows", "AppDelegate", "appDelegate"],
        members: ["keyWindow", "windows", "window"], propertyLists: true)

    static let lifecycleCounterparts = [
        "applicationDidBecomeActive": "sceneDidBecomeActive(_:)",
        "applicationWillResignActive": "sceneWillResignActive(_:)",
        "applicationDidEnterBackground": "sceneDidEnterBackground(_:)",
        "applicationWillEnterForeground": "sceneWillEnterForeground(_:)",
    ]

    public init() {}

    public func rewrite(_ context: RuleContext) throws -> RuleOutput {
        var output = RuleOutput()
        let sceneDelegate = Self.existingSceneDelegate(context.index)
        for appDelegate in SyntaxSearch.all(ClassDeclSyntax.self, in: context.tree) where Self.isMainAppDelegate(appDelegate) {
            if let site = site(for: appDelegate, sceneDelegate: sceneDelegate, context: context) { output.append(site) }
            // The scene delegate is in use only when an Info.plist's manifest names scenes.
            let adopted = context.index.propertyLists.contains { $0.hasKey(SceneManifest.key) } ? sceneDelegate : nil
            output.append(contentsOf: lifecycleFindings(appDelegate, sceneDelegate: adopted, context: context))
        }
        return output
    }

    /// Every site is in the app's main app delegate class. Once the module declares a scene
    /// delegate, an app delegate holds one only where its launch method builds a window
    /// (`site`) or it does lifecycle work (`lifecycleFindings`): the index says whether it does.
    public func siteScreen(_ parsed: ParsedSource) -> SiteScreen {
        let appDelegates = SyntaxSearch.all(ClassDeclSyntax.self, in: parsed.tree, where: Self.isMainAppDelegate)
        guard !appDelegates.isEmpty else { return .none }
        if appDelegates.contains(where: { Self.launchWindowStatement(of: $0) != nil || !Self.lifecycleMethods(of: $0).isEmpty }) {
            return .possible
        }
        return .ifIndex { index in Self.existingSceneDelegate(index) == nil }
    }

    /// The statement of the launch method that builds or uses a window.
    private static func launchWindowStatement(of appDelegate: ClassDeclSyntax) -> CodeBlockItemSyntax? {
        let launch = appDelegate.memberBlock.members.compactMap { $0.decl.as(FunctionDeclSyntax.self) }.first(where: WindowSetup.isLaunchMethod)
        return launch?.body?.statements.first(where: WindowSetup.mentionsWindow)
    }

    /// The app delegate's lifecycle methods with work in them, each with its scene-delegate counterpart.
    private static func lifecycleMethods(of appDelegate: ClassDeclSyntax) -> [(function: FunctionDeclSyntax, counterpart: String)] {
        appDelegate.memberBlock.members.compactMap { member in
            guard let function = member.decl.as(FunctionDeclSyntax.self), let counterpart = lifecycleCounterparts[function.name.text],
                  function.body?.statements.isEmpty == false else { return nil }
            return (function, counterpart)
        }
    }

    static func isMainAppDelegate(_ declaration: ClassDeclSyntax) -> Bool {
        let attributes = declaration.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription }
        let inherited = declaration.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        return inherited.contains("UIApplicationDelegate") && (attributes.contains("main") || attributes.contains("UIApplicationMain"))
    }

    /// The migration of one app delegate; nil when the app already has a scene delegate and the
    /// app delegate builds no window (nothing left to migrate).
    private func site(for appDelegate: ClassDeclSyntax, sceneDelegate: String?, context: RuleContext) -> Site? {
        func blocked(_ node: some SyntaxProtocol, _ reason: String) -> Site {
            context.finding(at: node, "the app delegate stays on the app-delegate window lifecycle: \(reason)")
        }
        if let sceneDelegate {
            guard let window = Self.launchWindowStatement(of: appDelegate) else { return nil }
            return blocked(window, "the module already declares the scene delegate `\(sceneDelegate)`, yet the app delegate builds a window; move the window setup into `\(sceneDelegate)` by hand")
        }
        let events = SceneRoutedEvents.all(in: appDelegate)
        if let first = events.first {
            let list = events.map { "\($0.what) (\(context.position(of: $0.node))) -> \($0.counterpart)" }.joined(separator: "; ")
            return blocked(first.node, "once the app has a scene delegate, UIKit delivers these to the scene delegate and no longer to the app delegate: \(list); write the scene delegate with them by hand (or move them first), so that no URL, activity or quick action is dropped")
        }
        if let use = windowLookups(context.index).first(where: { !Self.belongsToAnotherApp($0.location.path, than: context.path, index: context.index) }) {
            return blocked(appDelegate.name, "`\(use.receiver).\(use.name)` at \(use.location) reads the app's windows the old way; with a scene it must ask the window scene (`view.window?.windowScene`)")
        }
        let launch = appDelegate.memberBlock.members.compactMap { $0.decl.as(FunctionDeclSyntax.self) }.first(where: WindowSetup.isLaunchMethod)
        let position = { (node: Syntax) in context.parsed.position(of: node.positionAfterSkippingLeadingTrivia.utf8Offset) }
        var setup: WindowSetup?
        if launch?.body?.statements.contains(where: WindowSetup.mentionsWindow) == true {
            switch WindowSetup.find(in: appDelegate, position: position) {
            case .success(let found): setup = found
            case .failure(let failure): return blocked(failure.node, failure.reason)
            }
        } else if let use = WindowSetup.otherWindowUse(in: appDelegate, except: launch) {
            return blocked(use, "the app delegate uses `window` at \(position(Syntax(use))), which stays nil once a scene owns the window")
        }
        if let configuration = appDelegate.memberBlock.members.first(where: {
            $0.decl.as(FunctionDeclSyntax.self)?.signature.parameterClause.parameters.map(\.firstName.text) == ["_", "configurationForConnecting", "options"]
        }) {
            return blocked(configuration.decl, "the app delegate already answers `configurationForConnecting`; add the scene delegate by hand")
        }
        let plist: PropertyListFile
        switch SceneManifest.appPropertyList(for: context.path, in: context.index.propertyLists) {
        case .success(let found): plist = found
        case .failure(let failure): return blocked(appDelegate.name, failure.reason)
        }
        // No window in code: the main storyboard's window, loaded into the scene by UIKit.
        let storyboard = setup == nil ? SceneManifest.mainStoryboard(in: plist.text!) : nil
        if setup == nil, storyboard == nil {
            return blocked(launch?.name ?? appDelegate.name, "the app delegate builds no window and `\(plist.path)` names no main storyboard (`UIMainStoryboardFile`), so the rule cannot tell where the window comes from")
        }
        guard let insertion = configurationMethod(in: appDelegate, after: launch, context: context) else {
            return blocked(appDelegate.name, "the app delegate has no members to add `application(_:configurationForConnecting:options:)` after")
        }
        let folder = (context.path as NSString).deletingLastPathComponent
        let scenePath = folder.isEmpty ? "\(SceneDelegateFile.className).swift" : "\(folder)/\(SceneDelegateFile.className).swift"
        let edits = (setup.map { removals($0, context: context) } ?? []) + [insertion]
        let companions = [
            CompanionFile.create(scenePath, text: SceneDelegateFile.text(setup: setup, context: context)),
            CompanionFile.rewrite(plist.path, from: plist.text!, to: SceneManifest.inserting(into: plist.text!, storyboard: storyboard)),
        ]
        let reason = setup.map { note($0, appDelegate: appDelegate, scenePath: scenePath, plist: plist) }
            ?? "the main storyboard `\(storyboard!)` now loads into the scene's window (`UISceneStoryboardFile`), when the scene connects after `application(_:didFinishLaunchingWithOptions:)` returns; `\(appDelegate.name.text).window` stays nil; " + Self.newFileNote(scenePath: scenePath, plist: plist)
        return Site.review(at: appDelegate.name, edits, because: reason)
            .inGroup(SiteGroup(id: appDelegate.name.text, files: [context.path]), companions: companions)
    }

    static func newFileNote(scenePath: String, plist: PropertyListFile) -> String {
        "`\(scenePath)` is new: an Xcode project that does not use folder-synchronized groups must add it to the app target, or the app launches without a window; `\(plist.path)` gets `UIApplicationSceneManifest` naming `$(PRODUCT_MODULE_NAME).SceneDelegate`"
    }

    private func note(_ setup: WindowSetup, appDelegate: ClassDeclSyntax, scenePath: String, plist: PropertyListFile) -> String {
        let name = appDelegate.name.text
        let after = setup.launch.body.map { body in
            body.statements.filter { item in !setup.moved.contains { $0.id == item.id } && item.position > setup.moved.last!.position }.count
        } ?? 0
        let order = after > 1
            ? "the window is now built when the scene connects, after `application(_:didFinishLaunchingWithOptions:)` returns, so the \(after - 1) launch statement(s) after the old window setup run before it exists"
            : "the window is now built when the scene connects, after `application(_:didFinishLaunchingWithOptions:)` returns"
        return "\(order); `\(name).window` stays nil; " + Self.newFileNote(scenePath: scenePath, plist: plist)
    }

    /// Each moved statement's lines (with the comment lines attached above it) leave the launch
    /// method; runs separated only by blank lines go as one, and a blank line left doubled (or
    /// right after the method's `{`) goes too.
    private func removals(_ setup: WindowSetup, context: RuleContext) -> [SourceEdit] {
        let lines = context.parsed.lines
        let bytes = lines.bytes
        func lineStart(_ offset: Int) -> Int { lines.startOfLine(containing: offset) }
        func nextLineStart(_ offset: Int) -> Int {
            let next = lines.lineIndex(of: offset) + 1
            return next < lines.lineStarts.count ? lines.lineStarts[next] : bytes.count
        }
        func isBlank(_ range: Range<Int>) -> Bool {
            bytes[range].allSatisfy { [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n")].contains($0) }
        }
        var ranges: [Range<Int>] = []
        for item in setup.moved {
            let range = lineStart(MovedStatement.start(of: item).utf8Offset)..<nextLineStart(item.endPosition.utf8Offset)
            if let last = ranges.last, isBlank(last.upperBound..<range.lowerBound) {
                ranges[ranges.count - 1] = last.lowerBound..<range.upperBound
            } else {
                ranges.append(range)
            }
        }
        return ranges.map { range in
            var range = range
            let previousLine = lineStart(max(range.lowerBound - 1, 0))..<range.lowerBound
            let nextLine = range.upperBound..<nextLineStart(range.upperBound)
            let previousIsBlankOrOpening = isBlank(previousLine) || String(decoding: bytes[previousLine], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines).hasSuffix("{")
            if range.upperBound < bytes.count, isBlank(nextLine), previousIsBlankOrOpening { range = range.lowerBound..<nextLine.upperBound }
            return SourceEdit(range: AbsolutePosition(utf8Offset: range.lowerBound)..<AbsolutePosition(utf8Offset: range.upperBound), replacement: "")
        }
    }

    /// `application(_:configurationForConnecting:options:)`, after the launch method (or the
    /// last member when there is none).
    private func configurationMethod(in appDelegate: ClassDeclSyntax, after launch: FunctionDeclSyntax?, context: RuleContext) -> SourceEdit? {
        guard let anchor = launch.map(Syntax.init) ?? appDelegate.memberBlock.members.last.map(Syntax.init) else { return nil }
        let indent = context.indentation(of: anchor)
        let unit = context.indentStyle.unit
        let newline = context.newline
        let text = newline + newline
            + indent + "func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {" + newline
            + indent + unit + "UISceneConfiguration(name: \"Default Configuration\", sessionRole: connectingSceneSession.role)" + newline
            + indent + "}"
        let end = anchor.endPositionBeforeTrailingTrivia
        return SourceEdit(range: end..<end, replacement: text)
    }

    /// App lifecycle methods UIKit stops calling once the app has a scene delegate.
    /// Empty ones (the Xcode template's comments) lose nothing.
    private func lifecycleFindings(_ appDelegate: ClassDeclSyntax, sceneDelegate: String?, context: RuleContext) -> [Site] {
        Self.lifecycleMethods(of: appDelegate).map { function, counterpart in
            let when = sceneDelegate.map { "is never called: the app has the scene delegate `\($0)`, and UIKit calls `\(counterpart)` on it instead" }
                ?? "is not called once the app has a scene delegate: UIKit calls `\(counterpart)` on the scene delegate instead"
            return context.finding(
                at: function.name,
                "`\(function.name.text)(_:)` \(when); move this work there (or call this method from it)",
                suggestion: "func \(counterpart.replacingOccurrences(of: "(_:)", with: ""))(_ scene: UIScene) {\n    (UIApplication.shared.delegate as? \(appDelegate.name.text))?.\(function.name.text)(UIApplication.shared)\n}")
        }
    }

    /// A walk of every type of the module: computed once per index. The first by location, so
    /// every run names the same one when a module has several.
    private static func existingSceneDelegate(_ index: ProjectIndex) -> String? {
        index.memo.value("scene-delegate-lifecycle.scene-delegate") {
            index.allTypes.filter { type in
                type.inherited.contains { ["UIWindowSceneDelegate", "UISceneDelegate"].contains(ProjectIndex.simpleName($0)) }
            }.min { $0.location.description < $1.location.description }?.name
                ?? (index.typeHeaders.contains { $0.name == SceneDelegateFile.className } ? SceneDelegateFile.className : nil)
        }
    }

    /// In a repository holding several apps, a file nearer (by folder) to another app's main app
    /// delegate than to this one's is that app's code: its window lookups do not concern this
    /// app. Code as near to this app as to any other (shared code) still does.
    static func belongsToAnotherApp(_ path: String, than appDelegatePath: String, index: ProjectIndex) -> Bool {
        let folder = SceneManifest.folderComponents(path)
        func shared(_ other: String) -> Int { zip(SceneManifest.folderComponents(other), folder).prefix { $0 == $1 }.count }
        let own = shared(appDelegatePath)
        return index.allTypes.contains { type in
            type.kind == .class && type.location.path != appDelegatePath
                && (type.attributes.contains("main") || type.attributes.contains("UIApplicationMain"))
                && type.inherited.map(ProjectIndex.simpleName).contains("UIApplicationDelegate")
                && shared(type.location.path) > own
        }
    }

    /// `UIApplication.shared.keyWindow` / `.windows` and `appDelegate.window` reads anywhere in the module.
    private func windowLookups(_ index: ProjectIndex) -> [IndexedUse] {
        index.memo.value("scene-delegate-lifecycle.window-lookups") {
            index.allFunctions.uses.filter { use in
                guard use.kind == .member else { return false }
                switch use.name {
                case "keyWindow", "windows": return use.receiver.contains("UIApplication") || use.receiver.contains("application")
                case "window": return use.receiver.lowercased().contains("delegate")
                default: return false
                }
            }.sorted { $0.location.description < $1.location.description }
        }
    }
}
