import ModernizeCore
import SwiftSyntax

/// What a legacy run becomes: how the appearance object is configured, or why it is left alone.
struct AppearancePlan {
    enum Background {
        /// `configureWithDefaultBackground()`: the translucent blur.
        case `default`
        /// `configureWithOpaqueBackground()`.
        case opaque
        /// `configureWithTransparentBackground()`: empty background image, no shadow.
        case transparent
    }

    let background: Background
    /// `barTintColor`'s value, drawn as the appearance's `backgroundColor`.
    let tint: ExprSyntax?
    /// What may look different, for the review note.
    let changes: [String]

    /// The plan for `run`, or the reason it cannot be migrated (a finding's message).
    static func make(for run: StylingRun) -> Result<AppearancePlan, Blocked> {
        for line in run.legacyLines {
            if let copied = copiedBarValue(line.value) {
                return .failure(Blocked(
                    line: line,
                    message: "`\(line.property)` takes `\(copied.trimmedDescription)` from another bar; an appearance object cannot be built from it line by line: copy that bar's appearance instead (`standardAppearance`, `scrollEdgeAppearance`, `compactAppearance`, `compactScrollEdgeAppearance`)",
                    suggestion: copySuggestion(to: run.receiver, from: copied)))
            }
        }
        let backgroundProperties: Set<String> = ["barTintColor", "isTranslucent", "setBackgroundImage"]
        if !run.legacyLines.contains(where: { backgroundProperties.contains($0.property) }) {
            let tweaks = run.legacyLines.map { "`\($0.property)`" }.joined(separator: ", ")
            return .failure(Blocked(line: run.legacyLines[0], message: "\(tweaks) adjusts a bar whose background is set elsewhere (or left at the default); a new appearance object would replace that whole look. Make the change on the appearance objects the bar already has (e.g. `shadowColor = .clear` on a copy of its standardAppearance and scrollEdgeAppearance)"))
        }
        var translucent: Bool?
        if let line = run.value(of: "isTranslucent") {
            guard let literal = line.value.as(BooleanLiteralExprSyntax.self) else {
                return .failure(Blocked(line: line, message: "`isTranslucent = \(line.value.trimmedDescription)` is not a literal; choose configureWithOpaqueBackground() or configureWithDefaultBackground() by hand"))
            }
            translucent = literal.literal.tokenKind == .keyword(.true)
        }
        for property in ["titleTextAttributes", "largeTitleTextAttributes"] {
            if let line = run.value(of: property), !line.value.is(DictionaryExprSyntax.self), !line.value.is(NilLiteralExprSyntax.self) {
                return .failure(Blocked(line: line, message: "`\(property) = \(line.value.trimmedDescription)` may be optional, and UINavigationBarAppearance.\(property) is not; set `appearance.\(property)` from a non-optional dictionary by hand"))
            }
        }
        var hidesShadow = false
        if let line = run.value(of: "shadowImage") {
            if isEmptyImage(line.value) {
                hidesShadow = true
            } else if !line.value.is(NilLiteralExprSyntax.self) {
                return .failure(Blocked(line: line, message: "`shadowImage = \(line.value.trimmedDescription)` is a custom hairline; set `appearance.shadowImage` (and `shadowColor`) by hand"))
            }
        }
        var emptyBackgroundImage = false
        if let line = run.value(of: "setBackgroundImage") {
            guard let metrics = line.metrics, ["default", "UIBarMetrics.default"].contains(StylingLine.key(metrics).replacingOccurrences(of: "^\\.", with: "", options: .regularExpression)) else {
                return .failure(Blocked(line: line, message: "setBackgroundImage for bar metrics other than `.default` has no single appearance slot; set the compact appearances' backgroundImage by hand"))
            }
            if isEmptyImage(line.value) {
                emptyBackgroundImage = true
            } else if !line.value.is(NilLiteralExprSyntax.self) {
                return .failure(Blocked(line: line, message: "`setBackgroundImage(\(line.value.trimmedDescription), for: .default)`: whether the legacy bar was translucent depended on the image's alpha; set `appearance.backgroundImage` with configureWithOpaqueBackground() or configureWithDefaultBackground() by hand"))
            }
        }
        if let line = run.value(of: "backgroundImage") {
            return .failure(Blocked(line: line, message: "`backgroundImage` is not a UINavigationBar property; left as is"))
        }
        // `barTintColor = nil` is the default background: no colour to draw.
        let tint = run.value(of: "barTintColor").map(\.value).flatMap { $0.is(NilLiteralExprSyntax.self) ? nil : $0 }
        let defaultTint = run.value(of: "barTintColor")?.value.is(NilLiteralExprSyntax.self) == true
        var changes: [String] = []
        let background: Background
        if emptyBackgroundImage {
            if translucent == false || tint != nil {
                let line = run.value(of: "setBackgroundImage")!
                return .failure(Blocked(line: line, message: "an empty background image together with \(translucent == false ? "`isTranslucent = false`" : "`barTintColor`") has no single appearance equivalent; choose configureWithTransparentBackground() or configureWithOpaqueBackground() by hand"))
            }
            background = .transparent
            changes.append(hidesShadow
                ? "configureWithTransparentBackground() gives every state the transparent background and no hairline, as the legacy images did"
                : "the legacy bar still drew its hairline (shadowImage was not cleared) and configureWithTransparentBackground() removes it")
        } else if translucent == false {
            background = .opaque
            if tint == nil { changes.append("the opaque background is now the system background colour") }
        } else {
            background = .default
            changes.append(tint != nil
                ? "barTintColor tinted a translucent blur; configureWithDefaultBackground() draws backgroundColor over the blur, so translucency may look different"
                : defaultTint ? "`barTintColor = nil` asked for the default background, the blur configureWithDefaultBackground() draws" : "no colour was set, so that background is the default blur")
        }
        if hidesShadow && !emptyBackgroundImage {
            changes.append("`shadowImage = UIImage()` alone did not hide the legacy bar's hairline (UIKit draws a custom shadow image only over a custom background image), and `shadowColor = .clear` now hides it: drop that line to keep the hairline")
        }
        if let style = run.value(of: "barStyle"), ![".default", "UIBarStyle.default"].contains(style.value.trimmedDescription) {
            changes.append("`barStyle` is kept for the status bar style, but with an appearance object it no longer darkens the background")
        }
        return .success(AppearancePlan(background: background, tint: tint, changes: changes))
    }

    /// `UINavigationBar.appearance()` (or `appearance(whenContainedInInstancesOf:)`), written
    /// out or through a local it was assigned to (`let bar = UINavigationBar.appearance()`).
    static func isAppearanceProxy(_ receiver: ExprSyntax) -> Bool {
        func callsAppearance(_ node: some SyntaxProtocol) -> Bool {
            node.tokens(viewMode: .sourceAccurate).contains { $0.text == "appearance" && $0.nextToken(viewMode: .sourceAccurate)?.tokenKind == .leftParen }
        }
        if callsAppearance(receiver) { return true }
        guard let name = receiver.as(DeclReferenceExprSyntax.self)?.baseName.text,
              let declaration = Scopes.declarations(of: name, at: receiver).first,
              let binding = declaration.parent?.as(PatternBindingSyntax.self), let value = binding.initializer?.value else { return false }
        return callsAppearance(value)
    }

    struct Blocked: Error {
        let line: StylingLine
        let message: String
        var suggestion: String? = nil
    }

    /// `bar.standardAppearance = other.standardAppearance`... when the other bar is reached
    /// without optional chaining (its slots are then not optional, as `standardAppearance` must be).
    private static func copySuggestion(to receiver: ExprSyntax, from copied: Syntax) -> String? {
        guard let source = copied.as(MemberAccessExprSyntax.self)?.base,
              !source.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .postfixQuestionMark }) else { return nil }
        let target = receiver.trimmedDescription, from = source.trimmedDescription
        return ["standardAppearance", "scrollEdgeAppearance", "compactAppearance"].map { "\(target).\($0) = \(from).\($0)" }.joined(separator: "\n")
            + "\nif #available(iOS 15, *) {\n    \(target).compactScrollEdgeAppearance = \(from).compactScrollEdgeAppearance\n}"
    }

    /// `UIImage()`: the empty image that hides a background or hairline.
    static func isEmptyImage(_ expression: ExprSyntax) -> Bool {
        guard let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil else { return false }
        let callee = StylingLine.key(call.calledExpression)
        return callee == "UIImage" || callee == "UIImage.init" || callee == ".init"
    }

    /// `otherBar.barTintColor` inside a value: the legacy property read from another bar.
    private static func copiedBarValue(_ value: ExprSyntax) -> Syntax? {
        let readable: Set<String> = ["barTintColor", "isTranslucent", "titleTextAttributes", "largeTitleTextAttributes", "shadowImage", "backgroundImage"]
        let member = SyntaxSearch.first(MemberAccessExprSyntax.self, in: value) { $0.base != nil && readable.contains($0.declName.baseName.text) }
        if let member { return Syntax(member) }
        let call = SyntaxSearch.first(FunctionCallExprSyntax.self, in: value) {
            $0.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "backgroundImage"
        }
        return call.map(Syntax.init)
    }
}
