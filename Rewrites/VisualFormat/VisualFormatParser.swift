/// A visual format string read into the constraints it describes, for the part of the
/// language whose anchor spelling is exact: views with optional size predicates, flush
/// connections and connections of a number (with a relation), to a sibling or the superview.
/// The standard spacing (`-`), metric names, priorities and view-to-view size predicates are
/// recorded as what blocks an exact rewrite.
struct VisualFormat: Equatable {
    enum Item: Equatable {
        case superview
        case view(String)
    }

    /// `first.firstEdge <relation> second.secondEdge + constant`, or a size against a constant
    /// when `second` is nil.
    struct Relation: Equatable {
        let first: Item
        let firstEdge: String
        let relation: String
        let second: Item?
        let secondEdge: String?
        let constant: String
        /// Made from a standard-spacing connection (`-`): `constant` is empty.
        var isStandardSpacing = false
    }

    let isVertical: Bool
    let relations: [Relation]
    let viewNames: [String]
    /// What in the format has no exact anchor spelling (`the standard spacing `-``, `the
    /// metric `pad``, `the priority `@750``), empty when every part has one.
    let inexact: [String]

    /// Nil when the string is not in the language as this reader knows it.
    init?(_ format: String) {
        var text = Substring(format.filter { !$0.isWhitespace })
        var vertical = false
        if text.hasPrefix("V:") { vertical = true; text = text.dropFirst(2) } else if text.hasPrefix("H:") { text = text.dropFirst(2) }
        isVertical = vertical
        let (leading, trailing) = vertical ? ("top", "bottom") : ("leading", "trailing")
        let size = vertical ? "height" : "width"
        var relations: [Relation] = []
        var names: [String] = []
        var inexact: [String] = []
        var previous: Item?
        var pending: (relation: String, constant: String, standard: Bool)?

        func connect(to item: Item) {
            // No connection between two items is a flush one (zero spacing).
            guard let previous else { return }
            let connection = pending ?? ("equalTo", "0", false)
            switch (previous, item) {
            case (.superview, .view):
                relations.append(Relation(first: item, firstEdge: leading, relation: connection.relation, second: .superview, secondEdge: leading,
                                          constant: connection.constant, isStandardSpacing: connection.standard))
            case (.view, .view):
                relations.append(Relation(first: item, firstEdge: leading, relation: connection.relation, second: previous, secondEdge: trailing,
                                          constant: connection.constant, isStandardSpacing: connection.standard))
            case (.view, .superview):
                relations.append(Relation(first: .superview, firstEdge: trailing, relation: connection.relation, second: previous, secondEdge: trailing,
                                          constant: connection.constant, isStandardSpacing: connection.standard))
            case (.superview, .superview):
                break
            }
        }

        while !text.isEmpty {
            if text.first == "|" {
                text = text.dropFirst()
                connect(to: .superview)
                previous = .superview
                pending = nil
            } else if text.first == "[" {
                guard let close = text.firstIndex(of: "]") else { return nil }
                let body = text[text.index(after: text.startIndex)..<close]
                text = text[text.index(after: close)...]
                var name = body
                var predicates: [Substring] = []
                if let open = body.firstIndex(of: "(") {
                    guard body.last == ")" else { return nil }
                    name = body[..<open]
                    predicates = body[body.index(after: open)..<body.index(before: body.endIndex)].split(separator: ",")
                }
                guard Self.isIdentifier(name) else { return nil }
                names.append(String(name))
                let item = Item.view(String(name))
                connect(to: item)
                // The view's own size after its position, as the format reads.
                for predicate in predicates {
                    guard let parsed = Self.predicate(predicate) else { return nil }
                    if parsed.isNumber {
                        relations.append(Relation(first: item, firstEdge: size, relation: parsed.relation, second: nil, secondEdge: nil, constant: parsed.value))
                    } else {
                        inexact.append("`\(predicate)` in `[\(body)]` (a metric, a priority or another view's size)")
                    }
                }
                previous = item
                pending = nil
            } else if text.first == "-" {
                text = text.dropFirst()
                if text.first == "[" || text.first == "|" {
                    pending = ("equalTo", "", true)
                    inexact.append("the standard spacing `-`")
                    continue
                }
                guard let end = text.firstIndex(of: "-") else { return nil }
                var inner = text[..<end]
                text = text[text.index(after: end)...]
                if inner.hasPrefix("("), inner.hasSuffix(")") { inner = inner.dropFirst().dropLast() }
                guard !inner.contains(","), let parsed = Self.predicate(inner) else { return nil }
                if parsed.isNumber {
                    pending = (parsed.relation, parsed.value, false)
                } else {
                    pending = ("equalTo", "", false)
                    inexact.append("`-\(inner)-` (a metric or a priority)")
                }
            } else {
                return nil
            }
        }
        // A connection with nothing after it is not in the language.
        guard !names.isEmpty, pending == nil else { return nil }
        self.relations = relations
        self.viewNames = names
        self.inexact = inexact
    }

    private static func isIdentifier(_ text: Substring) -> Bool {
        guard let first = text.first, first.isLetter || first == "_" else { return false }
        return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    /// `8`, `==8`, `>=8`, `<=8.5` (numbers), else a metric or priority (`pad`, `8@750`).
    private static func predicate(_ text: Substring) -> (relation: String, value: String, isNumber: Bool)? {
        var rest = text
        var relation = "equalTo"
        for (prefix, name) in [("==", "equalTo"), (">=", "greaterThanOrEqualTo"), ("<=", "lessThanOrEqualTo")] where rest.hasPrefix(prefix) {
            relation = name
            rest = rest.dropFirst(2)
        }
        guard !rest.isEmpty else { return nil }
        let isNumber = Double(rest) != nil && !rest.hasPrefix("-") && !rest.hasPrefix("+")
        return (relation, String(rest), isNumber)
    }
}
