// API model of UIKit (see Module.swift): content and background configurations (iOS 14),
// UIListContentConfiguration with its TextProperties / ImageProperties, configuration states.

@MainActor public protocol UIConfigurationState {
    var traitCollection: UITraitCollection { get set }
}

public struct UICellConfigurationState: UIConfigurationState, Hashable {
    public init(traitCollection: UITraitCollection) { fatalError() }
    public var traitCollection: UITraitCollection
    public var isDisabled: Bool
    public var isHighlighted: Bool
    public var isSelected: Bool
    public var isFocused: Bool
    public var isPinned: Bool
    public var isEditing: Bool
    public var isExpanded: Bool
    public var isSwiped: Bool
    public var isReordering: Bool
}

public protocol UIContentConfiguration {
    @MainActor func makeContentView() -> any UIView & UIContentView
    func updated(for state: any UIConfigurationState) -> Self
}

@MainActor public protocol UIContentView: NSObjectProtocol {
    var configuration: any UIContentConfiguration { get set }
}

extension UIContentView {
    public func supports(_ configuration: any UIContentConfiguration) -> Bool { fatalError() }
}

public struct UIAxis: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let horizontal = UIAxis(rawValue: 1 << 0)
    public static let vertical = UIAxis(rawValue: 1 << 1)
    public static let both: UIAxis = [.horizontal, .vertical]
}

public struct UIConfigurationColorTransformer {
    public init(_ transform: @escaping (UIColor) -> UIColor) { fatalError() }
    public func callAsFunction(_ input: UIColor) -> UIColor { fatalError() }
    public static let grayscale = UIConfigurationColorTransformer { $0 }
    public static let preferredTint = UIConfigurationColorTransformer { $0 }
    public static let monochromeTint = UIConfigurationColorTransformer { $0 }
}

public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    public struct TextProperties: Hashable {
        public enum TextAlignment: Hashable, Sendable { case natural, center, justified }
        public enum TextTransform: Hashable, Sendable { case none, uppercase, lowercase, capitalized }

        public var font: UIFont
        public var color: UIColor
        public var colorTransformer: UIConfigurationColorTransformer?
        public var alignment: UIListContentConfiguration.TextProperties.TextAlignment
        public var lineBreakMode: NSLineBreakMode
        public var numberOfLines: Int
        public var adjustsFontSizeToFitWidth: Bool
        public var minimumScaleFactor: CGFloat
        public var allowsDefaultTighteningForTruncation: Bool
        public var adjustsFontForContentSizeCategory: Bool
        public var showsExpansionTextWhenTruncated: Bool
        public var transform: UIListContentConfiguration.TextProperties.TextTransform
        public func resolvedColor() -> UIColor { fatalError() }

        public static func == (lhs: TextProperties, rhs: TextProperties) -> Bool { fatalError() }
        public func hash(into hasher: inout Hasher) { fatalError() }
    }

    public struct ImageProperties: Hashable {
        public static let standardDimension: CGFloat = -1
        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
        public var tintColor: UIColor?
        public var tintColorTransformer: UIConfigurationColorTransformer?
        public func resolvedTintColor(for tintColor: UIColor) -> UIColor { fatalError() }
        public var cornerRadius: CGFloat
        public var maximumSize: CGSize
        public var reservedLayoutSize: CGSize
        public var accessibilityIgnoresInvertColors: Bool

        public static func == (lhs: ImageProperties, rhs: ImageProperties) -> Bool { fatalError() }
        public func hash(into hasher: inout Hasher) { fatalError() }
    }

    public static func cell() -> UIListContentConfiguration { fatalError() }
    public static func subtitleCell() -> UIListContentConfiguration { fatalError() }
    public static func valueCell() -> UIListContentConfiguration { fatalError() }
    public static func plainHeader() -> UIListContentConfiguration { fatalError() }
    public static func plainFooter() -> UIListContentConfiguration { fatalError() }
    public static func groupedHeader() -> UIListContentConfiguration { fatalError() }
    public static func groupedFooter() -> UIListContentConfiguration { fatalError() }
    public static func prominentInsetGroupedHeader() -> UIListContentConfiguration { fatalError() }
    public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration { fatalError() }
    public static func sidebarCell() -> UIListContentConfiguration { fatalError() }
    public static func sidebarSubtitleCell() -> UIListContentConfiguration { fatalError() }
    public static func accompaniedSidebarCell() -> UIListContentConfiguration { fatalError() }
    public static func accompaniedSidebarSubtitleCell() -> UIListContentConfiguration { fatalError() }
    public static func sidebarHeader() -> UIListContentConfiguration { fatalError() }
    public static func header() -> UIListContentConfiguration { fatalError() }
    public static func footer() -> UIListContentConfiguration { fatalError() }

    public var image: UIImage?
    public var imageProperties: UIListContentConfiguration.ImageProperties
    public var text: String?
    public var attributedText: NSAttributedString?
    public var textProperties: UIListContentConfiguration.TextProperties
    public var secondaryText: String?
    public var secondaryAttributedText: NSAttributedString?
    public var secondaryTextProperties: UIListContentConfiguration.TextProperties
    public var axesPreservingSuperviewLayoutMargins: UIAxis
    public var directionalLayoutMargins: NSDirectionalEdgeInsets
    public var prefersSideBySideTextAndSecondaryText: Bool
    public var imageToTextPadding: CGFloat
    public var textToSecondaryTextHorizontalPadding: CGFloat
    public var textToSecondaryTextVerticalPadding: CGFloat

    @MainActor public func makeContentView() -> any UIView & UIContentView { fatalError() }
    public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration { fatalError() }

    public static func == (lhs: UIListContentConfiguration, rhs: UIListContentConfiguration) -> Bool { fatalError() }
    public func hash(into hasher: inout Hasher) { fatalError() }
}

@MainActor open class UIListContentView: UIView, UIContentView {
    public init(configuration: UIListContentConfiguration) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var configuration: any UIContentConfiguration { get { fatalError() } set { fatalError() } }
    open var listContentConfiguration: UIListContentConfiguration { get { fatalError() } set { fatalError() } }
}

public struct UIBackgroundConfiguration: Hashable {
    public static func clear() -> UIBackgroundConfiguration { fatalError() }
    public static func listCell() -> UIBackgroundConfiguration { fatalError() }
    public static func listPlainCell() -> UIBackgroundConfiguration { fatalError() }
    public static func listGroupedCell() -> UIBackgroundConfiguration { fatalError() }
    public static func listSidebarCell() -> UIBackgroundConfiguration { fatalError() }
    public var customView: UIView?
    public var cornerRadius: CGFloat
    public var backgroundInsets: NSDirectionalEdgeInsets
    public var backgroundColor: UIColor?
    public var backgroundColorTransformer: UIConfigurationColorTransformer?
    public var strokeColor: UIColor?
    public var strokeWidth: CGFloat
    public var visualEffect: UIVisualEffect?
    public func updated(for state: any UIConfigurationState) -> UIBackgroundConfiguration { fatalError() }

    public static func == (lhs: UIBackgroundConfiguration, rhs: UIBackgroundConfiguration) -> Bool { fatalError() }
    public func hash(into hasher: inout Hasher) { fatalError() }
}
