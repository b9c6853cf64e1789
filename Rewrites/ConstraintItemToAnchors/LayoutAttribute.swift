/// `NSLayoutConstraint.Attribute` cases as the item API names them, with what the anchor API
/// offers for each.
enum LayoutAttribute: String, CaseIterable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline, firstBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins
    case notAnAttribute

    /// What kind of anchor an attribute is; anchors relate only within one kind.
    enum Family: Equatable {
        case xAxis, yAxis, dimension
    }

    /// Nil for margins and `.notAnAttribute`, which have no anchor of their own.
    var family: Family? {
        switch self {
        case .left, .right, .leading, .trailing, .centerX: .xAxis
        case .top, .bottom, .centerY, .firstBaseline, .lastBaseline: .yAxis
        case .width, .height: .dimension
        default: nil
        }
    }

    /// `leadingAnchor`, ...; nil when `family` is nil.
    var anchorName: String? { family == nil ? nil : rawValue + "Anchor" }

    /// `.leadingMargin` -> `.leading`, `.centerXWithinMargins` -> `.centerX`: the attribute of
    /// `layoutMarginsGuide` the margin attribute stands for.
    var marginEquivalent: LayoutAttribute? {
        switch self {
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .centerXWithinMargins: .centerX
        case .centerYWithinMargins: .centerY
        default: nil
        }
    }

    var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }

    /// Leading/trailing follow the reading direction, left/right do not: UIKit refuses to relate
    /// one kind to the other (the anchors raise "cannot mix leading/trailing with left/right").
    private var horizontalDirection: String? {
        switch self {
        case .leading, .trailing: "leading/trailing"
        case .left, .right: "left/right"
        default: nil
        }
    }

    /// Why an anchor of `self` cannot be related to one of `other`; nil when it can.
    func mismatch(with other: LayoutAttribute) -> String? {
        guard let family, let otherFamily = other.family else { return nil }
        if family != otherFamily {
            return "`.\(rawValue)` and `.\(other.rawValue)` are different kinds of anchor (\(family.label) and \(otherFamily.label)), which UIKit does not relate"
        }
        if let direction = horizontalDirection, let otherDirection = other.horizontalDirection, direction != otherDirection {
            return "`.\(rawValue)` and `.\(other.rawValue)` mix \(direction) with \(otherDirection), which UIKit refuses at run time"
        }
        return nil
    }
}

extension LayoutAttribute.Family {
    var label: String {
        switch self {
        case .xAxis: "x-axis"
        case .yAxis: "y-axis"
        case .dimension: "dimension"
        }
    }
}

/// `NSLayoutConstraint.Relation` and the anchor method label for each.
enum LayoutRelation: String {
    case equal, greaterThanOrEqual, lessThanOrEqual

    /// `equalTo`, `greaterThanOrEqualTo`, `lessThanOrEqualTo`.
    var anchorLabel: String { rawValue + "To" }
    /// `equalToConstant`, ...
    var constantLabel: String { rawValue + "ToConstant" }
}
