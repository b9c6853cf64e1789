import ModernizeCore
import SwiftSyntax

/// How safe migrating one cell is, from what its function and the project index show: a
/// content configuration replaces the cell's content view and starts from the cell style's
/// defaults, so subviews added to `contentView` and label styling done elsewhere are lost.
struct CellSafety {
    enum Verdict {
        case safe
        case review(String)
        case refuse(Syntax, String)
    }

    /// Methods in which a cell class styles its own labels for every use.
    static let stylingMethods: Set<String> = [
        "init", "awakeFromNib", "prepareForReuse", "layoutSubviews", "setSelected", "setHighlighted", "updateConfiguration",
    ]

    let context: RuleContext
    let classes: CellClassTable

    func verdict(subject: String, origin: CellOrigin, scope: Syntax) -> Verdict {
        if let use = Self.memberUse("contentView", of: subject, in: scope) {
            return .refuse(use, "`\(subject).contentView` is used at \(context.position(of: use)); a content configuration replaces the cell's content view, so its subviews and constraints would be lost")
        }
        if let call = Self.callPassing(subject, in: scope) {
            let name = call.calledExpression.trimmedDescription
            return .refuse(Syntax(call), "`\(subject)` is passed to `\(name)` at \(context.position(of: call)), which may set its labels or content configuration too, and one configuration would overwrite the other; migrate them together (e.g. `\(name)` takes `inout UIListContentConfiguration`) or leave both")
        }
        var reviewReasons: [String] = []
        if let problem = prototypeProblem(origin) { return .refuse(scope, problem) }
        for className in cellClasses(origin, reviewReasons: &reviewReasons) {
            if let problem = stylingElsewhere(in: className, excluding: subject.isEmpty || subject == "self" ? scope : nil) {
                return .refuse(scope, problem)
            }
        }
        if let helper = origin.parameterOf?.as(FunctionDeclSyntax.self), let caller = HelperCallers.callerSettingLabels(of: helper, in: context) {
            return .refuse(scope, "`\(subject)` is a parameter of \(Self.describe(Syntax(helper))), and its caller at \(context.position(of: caller.call)) also uses `\(caller.use.trimmedDescription)` (\(context.position(of: caller.use))) on the cell it passes; a configuration here would hide those labels (on this row and on reused ones), so migrate the caller and its helpers together (e.g. the helper takes `inout UIListContentConfiguration`) or leave them all")
        }
        if let function = origin.parameterOf {
            reviewReasons.append("`\(subject)` is a parameter of \(Self.describe(function)); a caller that also sets its labels or content configuration would overwrite this configuration or be overwritten by it")
        }
        return reviewReasons.isEmpty ? .safe : .review(reviewReasons.joined(separator: "; "))
    }

    /// The project classes the cell may be: its declared or cast class, else the class
    /// registered for its reuse identifier. Unknown classes add a review reason.
    private func cellClasses(_ origin: CellOrigin, reviewReasons: inout [String]) -> [String] {
        let declared = classes.superclassChain(of: origin.typeName).filter { context.index.declares($0) }
        // A class of the app's Objective-C half: the index read its header, not its `.m`, where
        // it may style its labels.
        for name in declared {
            guard let header = context.index.types(named: name).first(where: { $0.kind == .class && $0.location.path.hasSuffix(".h") }) else { continue }
            reviewReasons.append("`\(name)` is declared in Objective-C (\(header.location.path)), whose implementation this rule does not read: if it styles its labels (fonts, colours in awakeFromNib or layoutSubviews), a default configuration would reset that")
        }
        if let value = origin.resolvedFrom {
            reviewReasons.append("the cell's class `\(origin.typeName)` is its static type, from `\(value.count > 60 ? value.prefix(57) + "..." : value)`: the object may be a subclass (a registered or storyboard cell) that styles its own labels, which a default configuration would reset")
        }
        if origin.unknownAssignment {
            reviewReasons.append("the cell is declared `\(origin.typeName)` without a value and assigned later in a way this rule cannot follow to here, so its class (a registered subclass or storyboard prototype that styles its labels?) is not known")
        }
        guard origin.dequeued, origin.typeName == "UITableViewCell" else { return declared }
        guard let identifier = origin.reuseIdentifier else {
            reviewReasons.append("the reuse identifier is not a string literal, so the cell's registered class and its own label styling are not known")
            return declared
        }
        let registered = context.index.registrations(forReuseIdentifier: identifier).compactMap(\.className)
            + context.index.prototypeCells(reuseIdentifier: identifier).compactMap(\.customClass)
        let prototypes = context.index.prototypeCells(reuseIdentifier: identifier)
        if registered.isEmpty && !prototypes.isEmpty {
            return declared  // plain prototypes of a standard style: checked by prototypeProblem
        }
        if registered.isEmpty {
            reviewReasons.append("no `register(_:forCellReuseIdentifier: \"\(identifier)\")` was found in the project, so the cell may be a storyboard prototype or a class that styles its labels, which a default configuration would reset")
            return declared
        }
        return registered.flatMap { classes.superclassChain(of: $0).filter { context.index.declares($0) } }
    }

    /// A storyboard / xib prototype for the cell's reuse identifier whose look a default
    /// configuration would not reproduce: a custom style (own subviews in its content view) or
    /// fonts, colours, alignment set on its standard labels.
    private func prototypeProblem(_ origin: CellOrigin) -> String? {
        guard origin.dequeued, let identifier = origin.reuseIdentifier else { return nil }
        // An Interface Builder file the index could not read may hold this prototype.
        if let unread = context.index.interfaceBuilder.errors.first {
            return "\(unread.path) could not be read (\(unread.message)), so whether it holds a prototype cell \"\(identifier)\" styled in Interface Builder is unknown; fix or remove it, then migrate"
        }
        for cell in context.index.prototypeCells(reuseIdentifier: identifier) {
            if cell.style == .custom {
                return "the prototype cell \"\(identifier)\" (\(cell.location)) has a custom style: its content view holds its own subviews, which a content configuration would replace"
            }
            let customized = [cell.textLabel, cell.detailTextLabel, cell.imageView].compactMap { $0 }.filter { !$0.customizations.isEmpty }
            if let view = customized.first {
                let what = view.customizations.map(\.rawValue).sorted().joined(separator: ", ")
                return "the prototype cell \"\(identifier)\" (\(cell.location)) sets its \(view.role.rawValue)'s \(what) in Interface Builder, which a default content configuration resets; set the same on the configuration's text/image properties, then migrate"
            }
        }
        return nil
    }

    /// A project class that styles its legacy labels in its own setup code, or fills its
    /// content view: the message saying where, or nil.
    private func stylingElsewhere(in className: String, excluding scope: Syntax?) -> String? {
        let excluded = scope.map { IndexLocation(path: context.path, position: context.position(of: $0)) }
        for type in context.index.types(named: className) {
            for function in type.functions where function.location != excluded {
                if let use = function.uses.first(where: { $0.name == "contentView" && ($0.receiver.isEmpty || $0.receiver == "self") }) {
                    return "`\(className)` uses its contentView in \(function.name) (\(use.location)); a content configuration replaces that content view, so what it adds there would be lost"
                }
                // Any use counts, not only writes in setup methods: a label handed to a helper
                // (`apply(textLabel, color:)`) is styled all the same.
                guard let use = function.uses.first(where: { ContentPropertyMap.labels.contains($0.name) && ($0.receiver.isEmpty || $0.receiver == "self") })
                else { continue }
                if Self.stylingMethods.contains(function.name) && use.isWrite {
                    return "`\(className)` styles its \(use.name) in \(function.name) (\(use.location)), which a default content configuration resets; carry that styling into the configuration (its textProperties / secondaryTextProperties / imageProperties) or override updateConfiguration(using:), then migrate"
                }
                return "`\(className)` uses its \(use.name) in \(function.name) (\(use.location)); once the cell shows a content configuration that code acts on a label no longer displayed (styling there, e.g. for highlight or selection, would be lost); move it into the configuration or updateConfiguration(using:), then migrate"
            }
        }
        return nil
    }

    /// `subject.name` anywhere in `scope`.
    static func memberUse(_ name: String, of subject: String, in scope: Syntax) -> Syntax? {
        let target = subject.hasSuffix(".") ? String(subject.dropLast()) : subject
        for token in scope.tokens(viewMode: .sourceAccurate) where token.hasText(name) {
            guard let member = token.parent?.parent?.as(MemberAccessExprSyntax.self), member.declName.baseName.id == token.id else { continue }
            let base = member.base?.trimmedDescription ?? ""
            if base == target || (target == "self" && base.isEmpty) { return Syntax(member) }
        }
        return nil
    }

    /// A call in `scope` with `subject` as a whole argument (`configure(cell)`, `f(x: cell)`).
    static func callPassing(_ subject: String, in scope: Syntax) -> FunctionCallExprSyntax? {
        guard !subject.isEmpty, subject != "self" else { return nil }
        for token in scope.tokens(viewMode: .sourceAccurate) where token.hasText(subject) {
            guard let reference = token.parent?.as(DeclReferenceExprSyntax.self),
                  let argument = reference.parent?.as(LabeledExprSyntax.self),
                  let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self) else { continue }
            return call
        }
        return nil
    }

    static func describe(_ scope: Syntax) -> String {
        if let function = scope.as(FunctionDeclSyntax.self) { return "`\(function.name.text)(\(function.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined()))`" }
        return "this closure"
    }
}
