import ModernizeCore
import SwiftSyntax

/// The finding for one index-based ForEach: what its elements' identity would be, and the
/// ForEach to write, built from the site's own content closure.
struct ForEachSuggestion {
    let context: RuleContext
    let loop: ForEachIndexLoop
    let name: TokenSyntax

    /// How the elements can be identified.
    enum Identity {
        /// The element type conforms to Identifiable (where).
        case identifiable(type: String, location: String)
        /// A Hashable SDK value (`String`): `id: \.self`, equal elements sharing an identity.
        case hashableValue(type: String)
        /// A project type without Identifiable but with an `id` property.
        case idProperty(type: String, location: IndexLocation)
        /// A project type with neither.
        case none(type: String, location: IndexLocation)
        /// The element type is not known here.
        case unknown
    }

    func site() -> Site {
        let identity = self.identity()
        let uses = loop.uses
        let collection = loop.collection.trimmedDescription
        let item = elementName()
        var hasOther = false, hasBinding = false, hasWrite = false
        for use in uses {
            switch use {
            case .other: hasOther = true
            case .binding: hasBinding = true
            case .write: hasWrite = true
            case .element: break
            }
        }
        let form: String
        let suggestion: String
        if !hasOther && !hasBinding && !hasWrite {
            form = uses.isEmpty ? "the content does not use the index" : "the content uses the index only to read `\(loop.collectionText)[\(loop.index!)]`"
            suggestion = render(head: "ForEach(\(collection)\(plainID(identity)))", parameters: item, uses: uses, item: item, binding: false)
        } else if hasBinding && !hasOther && context.options.minimumIOS >= IOSVersion(15) {
            form = "the content binds `$\(loop.collectionText)[\(loop.index!)]`: a binding ForEach (iOS 15) hands each element's binding"
            suggestion = render(head: "ForEach($\(Self.bindingBase(collection))\(plainID(identity)))", parameters: "$" + item, uses: uses, item: item, binding: true)
        } else {
            let reason = hasOther ? "the content also uses the index itself" : hasBinding ? "the content binds the element through the index" : "the content may change the element through the index"
            form = "\(reason), so the suggestion keeps it beside the element"
            let index = loop.index == "$0" ? "index" : loop.index!
            suggestion = render(
                head: "ForEach(Array(\(collection).enumerated())\(enumeratedID(identity)))", parameters: "\(index), \(item)", uses: uses, item: item,
                binding: false, index: index)
        }
        return context.finding(
            at: name,
            "ForEach identifies its rows by position (`\(loop.call.arguments.first!.expression.trimmedDescription)`): inserting, removing or moving an element of `\(loop.collectionText)` makes SwiftUI treat the rows after it as other rows (wrong animations, state such as text fields or toggles moving to the wrong row); \(advice(identity)); \(form)\(constantRange)",
            suggestion: suggestion)
    }

    /// `ForEach(0..<items.count) { }` and `ForEach(items.indices) { }` on an array take SwiftUI's
    /// initializer for a constant range: the rows do not follow the count at all.
    private var constantRange: String {
        guard !loop.call.arguments.contains(where: { $0.label?.text == "id" }) else { return "" }
        let isRange = !(loop.call.arguments.first!.expression.is(MemberAccessExprSyntax.self))
        guard isRange || context.types.type(of: loop.collection).type?.unwrapped.isArray == true else { return "" }
        return "; without `id:` this is ForEach's initializer for a constant range, which does not add or remove rows when `\(loop.collectionText)` changes its count"
    }

    /// `, id: ...` for `ForEach(items...)`.
    private func plainID(_ identity: Identity) -> String {
        switch identity {
        case .identifiable, .none, .unknown: ""
        case .hashableValue: ", id: \\.self"
        case .idProperty: ", id: \\.id"
        }
    }

    /// `, id: ...` for `ForEach(Array(items.enumerated())...)`.
    private func enumeratedID(_ identity: Identity) -> String {
        switch identity {
        case .identifiable, .none, .unknown, .idProperty: ", id: \\.element.id"
        case .hashableValue: ", id: \\.element"
        }
    }

    private func advice(_ identity: Identity) -> String {
        switch identity {
        case .identifiable(let type, let location):
            "`\(type)` is Identifiable (\(location)), so ForEach can identify each element by its `id`"
        case .hashableValue(let type):
            "`\(type)` is Hashable, so each element can be its own identity, as long as `\(loop.collectionText)` never holds two equal elements (they would share one)"
        case .idProperty(let type, let location):
            "`\(type)` (\(location)) has an `id` property but no Identifiable conformance the tool can see: use it as the identity, or declare `extension \(type): Identifiable {}` and drop `id:`"
        case .none(let type, let location):
            "`\(type)` (\(location)) has no Identifiable conformance or `id` property the tool can see: give it a stable `let id` (for example a UUID made when the value is created) and conform it to Identifiable, then use the ForEach below"
        case .unknown:
            "the tool does not know the type of the elements of `\(loop.collectionText)`: if they are Identifiable the ForEach below identifies them by `id`; otherwise give them a stable `id` (or pass `id: \\.someStableProperty`)"
        }
    }

    func identity() -> Identity {
        guard case .array(let element)? = context.types.type(of: loop.collection).type?.unwrapped, let type = element.nominalName, !element.isOptional else {
            return .unknown
        }
        // A project protocol named Identifiable is not the one ForEach(_:content:) takes.
        if context.index.declaration(of: "Identifiable") != nil, !Conformance.hashableSDKTypes.contains(type) { return .unknown }
        switch Conformance.of(type, to: "Identifiable", in: context.index) {
        case .yes(let location): return .identifiable(type: type, location: location)
        case .unknown: return Conformance.hashableSDKTypes.contains(type) ? .hashableValue(type: type) : .unknown
        case .no(let location):
            let hasID = context.index.types(named: type).contains { $0.properties.contains { $0.name == "id" && !$0.isStatic } }
            return hasID ? .idProperty(type: type, location: location) : .none(type: type, location: location)
        }
    }

    /// `$model.items` for `model.items`, `$items` for `self.items`.
    static func bindingBase(_ collection: String) -> String { ForEachIndexLoop.withoutSelf(collection) }

    /// `item` for `model.items`, `entry` for `entries`, `box` for `boxes`; `element` when the
    /// collection's name is not an English plural. `shelves` and `moves` share an ending with no
    /// one singular rule (`shelf`, `move`): `item`.
    static func singular(of collection: String) -> String {
        let last = collection.split(separator: ".").last.map(String.init) ?? ""
        if last.hasSuffix("ves") { return "item" }
        if last.hasSuffix("ies"), last.count > 3 { return String(last.dropLast(3)) + "y" }
        if ["sses", "shes", "ches", "xes", "zes"].contains(where: last.hasSuffix) { return String(last.dropLast(2)) }
        if last.hasSuffix("s"), !last.hasSuffix("ss"), last.count > 1 { return String(last.dropLast()) }
        return "element"
    }

    /// `item` for `items`, `entry` for `entries`; `element` when that name is taken in the content.
    private func elementName() -> String {
        let name = Self.singular(of: loop.collectionText)
        // Names the content declares or reads (argument labels such as `card:` do not clash).
        let taken = Set(loop.content.tokens(viewMode: .sourceAccurate).filter {
            $0.parent?.is(DeclReferenceExprSyntax.self) == true || $0.parent?.is(IdentifierPatternSyntax.self) == true
                || $0.parent?.is(ClosureShorthandParameterSyntax.self) == true
        }.map(\.text))
        for candidate in [name, "element", "item"] where !taken.contains(candidate) && !taken.contains("$" + candidate) { return candidate }
        return "each" + name.prefix(1).uppercased() + name.dropFirst()
    }

    /// `head { parameters in` + the content with element reads (and bindings, for a binding
    /// ForEach) spelled through the element + `}`.
    private func render(head: String, parameters: String, uses: [ForEachIndexLoop.Use], item: String, binding: Bool, index: String? = nil) -> String {
        var replacements: [(node: Syntax, text: String)] = []
        for use in uses {
            switch use {
            case .element(let subscriptCall): replacements.append((Syntax(subscriptCall), item))
            case .binding(let subscriptCall) where binding: replacements.append((Syntax(subscriptCall), "$" + item))
            case .write(let subscriptCall) where binding: replacements.append((Syntax(subscriptCall), item))
            case .other(let reference) where loop.index == "$0": replacements.append((Syntax(reference), index ?? "index"))
            case .binding(let subscriptCall), .write(let subscriptCall):
                // Kept as written; an anonymous `$0` gets the enumerated closure's name.
                if loop.index == "$0", let reference = subscriptCall.arguments.first?.expression { replacements.append((Syntax(reference), index ?? "index")) }
            default: break
            }
        }
        let body = RegionText.statements(of: loop.content, context, indent: "    ", replacing: replacements)
        return ([head + " { \(parameters) in"] + body + ["}"]).joined(separator: "\n")
    }
}
