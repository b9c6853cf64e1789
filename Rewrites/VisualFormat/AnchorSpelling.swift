/// The anchor code for the relations of a visual format at one site.
struct AnchorSpelling {
    let format: VisualFormat
    /// Format names -> expressions as written at the site.
    let views: [String: String]
    /// Format names next to `|` -> the view they are added to; missing: unknown (`<#superview#>`).
    let superviews: [String: String]

    func lines() -> [String] { format.relations.map(line) }

    private func line(_ relation: VisualFormat.Relation) -> String {
        guard let second = relation.second, let secondEdge = relation.secondEdge else {
            return "\(expression(relation.first, near: relation)).\(relation.firstEdge)Anchor.constraint(\(relation.relation)Constant: \(relation.constant))"
        }
        let first = expression(relation.first, near: relation)
        let other = expression(second, near: relation)
        if relation.isStandardSpacing {
            if case .superview = relation.first {
                return "\(first).layoutMarginsGuide.\(relation.firstEdge)Anchor.constraint(equalTo: \(other).\(secondEdge)Anchor)"
            }
            if case .superview = second {
                return "\(first).\(relation.firstEdge)Anchor.constraint(equalTo: \(other).layoutMarginsGuide.\(secondEdge)Anchor)"
            }
            let label = format.isVertical ? "equalToSystemSpacingBelow" : "equalToSystemSpacingAfter"
            return "\(first).\(relation.firstEdge)Anchor.constraint(\(label): \(other).\(secondEdge)Anchor, multiplier: 1)"
        }
        let constant = relation.constant == "0" ? "" : ", constant: \(relation.constant)"
        return "\(first).\(relation.firstEdge)Anchor.constraint(\(relation.relation): \(other).\(secondEdge)Anchor\(constant))"
    }

    /// A view's expression, or the superview of the view on the other side of the relation.
    private func expression(_ item: VisualFormat.Item, near relation: VisualFormat.Relation) -> String {
        switch item {
        case .view(let name): return views[name] ?? name
        case .superview:
            let neighbour = [relation.first, relation.second].compactMap { item -> String? in
                if case .view(let name)? = item { return name } else { return nil }
            }.first
            return neighbour.flatMap { superviews[$0] } ?? "<#superview#>"
        }
    }

    /// The format names next to `|`.
    static func edgeViews(of format: VisualFormat) -> [String] {
        format.relations.compactMap { relation in
            guard relation.first == .superview || relation.second == .superview else { return nil }
            if case .view(let name) = relation.first { return name }
            if case .view(let name)? = relation.second { return name }
            return nil
        }
    }
}
