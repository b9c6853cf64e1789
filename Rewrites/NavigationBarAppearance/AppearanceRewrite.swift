import ModernizeCore
import SwiftSyntax

/// Prints a legacy run as one `UINavigationBarAppearance` assigned to the standard and
/// scroll-edge slots of the same receiver (the compact slots, left empty, fall back to these),
/// at the run's place and indentation. `tintColor`, `barStyle` and
/// `prefersLargeTitles` lines stay as written, and `isTranslucent = false` too (a view
/// controller's view stays below an opaque bar, whatever the appearance draws); comments stay
/// with their line.
struct AppearanceRewrite {
    let context: RuleContext

    static let slots = ["standardAppearance", "scrollEdgeAppearance"]

    /// `name`: the new local, fresh in the run's function (see `AppearanceNames`).
    func site(for run: StylingRun, plan: AppearancePlan, name: String) -> Site {
        let indent = context.indentation(of: run.first)
        let receiver = run.receiver.trimmedDescription
        var lines = ["let \(name) = UINavigationBarAppearance()"]
        switch plan.background {
        case .default: lines.append("\(name).configureWithDefaultBackground()")
        case .opaque: lines.append("\(name).configureWithOpaqueBackground()")
        case .transparent: lines.append("\(name).configureWithTransparentBackground()")
        }
        for (index, line) in run.lines.enumerated() {
            if index > 0 { lines += CommentLines.leading(line.statement) }
            var produced = produce(line, appearance: name, plan: plan)
            let trailing = CommentLines.sameLine(line.statement)
            if let trailing {
                if produced.isEmpty { produced = [trailing] } else { produced[0] += " " + trailing }
            }
            lines += produced
        }
        lines += Self.slots.map { "\(receiver).\($0) = \(name)" }
        let replacement = lines.enumerated().map { $0.offset == 0 ? $0.element : indent + $0.element }.joined(separator: context.newline)
        let end = run.last.endPositionBeforeTrailingTrivia.advanced(by: TriviaLines.sameLineLength(run.last.trailingTrivia))
        let edit = SourceEdit(range: run.first.positionAfterSkippingLeadingTrivia..<end, replacement: replacement)
        let isProxy = AppearancePlan.isAppearanceProxy(run.receiver)
        let elsewhere = ProxyStyling.elsewhere(than: run, context: context).map { place in
            isProxy
                ? "; the app also styles `UINavigationBar.appearance()` at \(place): legacy values set there no longer show once this object fills the proxy's slots, and an appearance object set there competes with this one (the later wins)"
                : "; the app also styles `UINavigationBar.appearance()` at \(place): for this bar, this object replaces that look (its background and title attributes too, not only what these lines set)"
        } ?? "; styling this bar gets elsewhere through legacy properties (title attributes, background) is replaced by this object's values"
        let note = "legacy styling of `\(receiver)` now goes through one UINavigationBarAppearance in its standard and scroll-edge slots (compact-height bars fall back to them)"
            + (plan.background == .transparent ? "" : ", so since iOS 15 the scroll-edge state (content at the top) shows its background too instead of a transparent bar")
            + plan.changes.map { "; " + $0 }.joined()
            + elsewhere
        return .review(at: run.legacyLines[0].statement, [edit], because: note)
    }

    /// The appearance lines replacing one legacy line (the kept ones are copied).
    private func produce(_ line: StylingLine, appearance name: String, plan: AppearancePlan) -> [String] {
        switch line.property {
        case _ where line.isKept: return [line.statement.item.trimmedDescription]
        // `barTintColor = nil` asks for the default background, which the configure call gives.
        case "barTintColor" where line.value.is(NilLiteralExprSyntax.self): return []
        case "barTintColor": return plan.background == .transparent ? [] : ["\(name).backgroundColor = \(line.value.trimmedDescription)"]
        case "titleTextAttributes", "largeTitleTextAttributes":
            return line.value.is(NilLiteralExprSyntax.self) ? [] : ["\(name).\(line.property) = \(line.value.trimmedDescription)"]
        case "isTranslucent" where line.value.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.false):
            // Not styling but layout: an opaque bar keeps the views below it (edgesForExtendedLayout).
            return [line.statement.item.trimmedDescription]
        case "shadowImage":
            // Apple: a nil or clear shadowColor removes the shadow; the transparent configuration already has none.
            return plan.background != .transparent && AppearancePlan.isEmptyImage(line.value) ? ["\(name).shadowColor = .clear"] : []
        default: return []
        }
    }
}

/// Comments around statements, carried into replacement lines.
enum CommentLines {
    static func leading(_ statement: some SyntaxProtocol) -> [String] {
        statement.leadingTrivia.compactMap(text)
    }

    /// The comment after the statement on its own line.
    static func sameLine(_ statement: some SyntaxProtocol) -> String? {
        var comments: [String] = []
        for piece in statement.trailingTrivia {
            if piece.isNewline { break }
            if let comment = text(piece) { comments.append(comment) }
        }
        return comments.isEmpty ? nil : comments.joined(separator: " ")
    }

    private static func text(_ piece: TriviaPiece) -> String? {
        switch piece {
        case .lineComment(let text), .blockComment(let text), .docLineComment(let text), .docBlockComment(let text): text
        default: nil
        }
    }
}

/// Local names for new appearances: none used by code in the enclosing function, nor given
/// to another run's appearance in that function.
struct AppearanceNames {
    private var given: [SyntaxIdentifier: Set<String>] = [:]

    mutating func fresh(_ base: String, near node: some SyntaxProtocol) -> String {
        let scope = Ancestors.enclosingScope(of: node) ?? Syntax(node)
        // Member names (`UINavigationBar.appearance()`) cannot clash with a local.
        let used = Set(scope.tokens(viewMode: .sourceAccurate).filter { !Self.isMemberName($0) }.map(\.text))
            .union(given[scope.id] ?? [])
        let name = used.contains(base) ? (2...).lazy.map { base + String($0) }.first { !used.contains($0) }! : base
        given[scope.id, default: []].insert(name)
        return name
    }

    private static func isMemberName(_ token: TokenSyntax) -> Bool {
        guard let reference = token.parent?.as(DeclReferenceExprSyntax.self),
              let member = reference.parent?.as(MemberAccessExprSyntax.self) else { return false }
        return member.declName.id == reference.id
    }
}
