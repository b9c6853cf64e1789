// API model of UIKit (see Module.swift): collection views, cells, registrations, flow and
// compositional layouts. Only required data source methods are protocol requirements (see
// TableView.swift).

@MainActor public protocol UICollectionViewDataSource: NSObjectProtocol {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
}

@MainActor public protocol UICollectionViewDelegate: UIScrollViewDelegate {}
@MainActor public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {}

@MainActor open class UICollectionView: UIScrollView {
    public enum ScrollDirection: Int, Sendable { case vertical = 0, horizontal }

    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// iOS 14.
    @MainActor @preconcurrency public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        public typealias Handler = (Cell, IndexPath, Item) -> Void
        public init(handler: @escaping UICollectionView.CellRegistration<Cell, Item>.Handler) { fatalError() }
        public init(cellNib: UINib, handler: @escaping UICollectionView.CellRegistration<Cell, Item>.Handler) { fatalError() }
    }

    /// iOS 14.
    @MainActor @preconcurrency public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        public typealias Handler = (Supplementary, String, IndexPath) -> Void
        public init(elementKind: String, handler: @escaping UICollectionView.SupplementaryRegistration<Supplementary>.Handler) { fatalError() }
        public init(supplementaryNib: UINib, elementKind: String, handler: @escaping UICollectionView.SupplementaryRegistration<Supplementary>.Handler) { fatalError() }
    }

    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    public convenience override init(frame: CGRect) { fatalError() }

    open var collectionViewLayout: UICollectionViewLayout
    open weak var dataSource: (any UICollectionViewDataSource)?
    open weak var delegate: (any UICollectionViewDelegate)?
    open var backgroundView: UIView?
    open var allowsSelection: Bool { get { fatalError() } set { fatalError() } }
    open var allowsMultipleSelection: Bool { get { fatalError() } set { fatalError() } }
    open var numberOfSections: Int { fatalError() }
    open var visibleCells: [UICollectionViewCell] { fatalError() }
    open var indexPathsForVisibleItems: [IndexPath] { fatalError() }
    open var indexPathsForSelectedItems: [IndexPath]? { fatalError() }

    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) { fatalError() }
    open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) { fatalError() }
    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) { fatalError() }
    open func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) { fatalError() }
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell { fatalError() }
    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionReusableView { fatalError() }
    public func dequeueConfiguredReusableCell<Cell, Item>(using registration: UICollectionView.CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?) -> Cell where Cell: UICollectionViewCell { fatalError() }
    public func dequeueConfiguredReusableSupplementary<Supplementary>(using registration: UICollectionView.SupplementaryRegistration<Supplementary>, for indexPath: IndexPath) -> Supplementary where Supplementary: UICollectionReusableView { fatalError() }

    open func reloadData() { fatalError() }
    open func reloadItems(at indexPaths: [IndexPath]) { fatalError() }
    /// iOS 15.
    open func reconfigureItems(at indexPaths: [IndexPath]) { fatalError() }
    open func reloadSections(_ sections: IndexSet) { fatalError() }
    open func insertItems(at indexPaths: [IndexPath]) { fatalError() }
    open func deleteItems(at indexPaths: [IndexPath]) { fatalError() }
    open func insertSections(_ sections: IndexSet) { fatalError() }
    open func deleteSections(_ sections: IndexSet) { fatalError() }
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { fatalError() }
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) { fatalError() }

    open func numberOfItems(inSection section: Int) -> Int { fatalError() }
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { fatalError() }
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? { fatalError() }
    open func indexPathForItem(at point: CGPoint) -> IndexPath? { fatalError() }
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: UICollectionView.ScrollPosition) { fatalError() }
    open func deselectItem(at indexPath: IndexPath, animated: Bool) { fatalError() }
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: UICollectionView.ScrollPosition, animated: Bool) { fatalError() }
}

@MainActor open class UICollectionReusableView: UIView {
    open var reuseIdentifier: String? { fatalError() }
    open func prepareForReuse() { fatalError() }
}

@MainActor open class UICollectionViewCell: UICollectionReusableView {
    public typealias ConfigurationUpdateHandler = (UICollectionViewCell, UICellConfigurationState) -> Void
    open var contentView: UIView { fatalError() }
    open var isSelected: Bool { get { fatalError() } set { fatalError() } }
    open var isHighlighted: Bool { get { fatalError() } set { fatalError() } }
    open var backgroundView: UIView?
    open var selectedBackgroundView: UIView?
    open var contentConfiguration: (any UIContentConfiguration)?
    open var backgroundConfiguration: UIBackgroundConfiguration?
    open var automaticallyUpdatesContentConfiguration: Bool { get { fatalError() } set { fatalError() } }
    open var configurationState: UICellConfigurationState { fatalError() }
    open var configurationUpdateHandler: UICollectionViewCell.ConfigurationUpdateHandler?
    open func setNeedsUpdateConfiguration() { fatalError() }
    open func updateConfiguration(using state: UICellConfigurationState) { fatalError() }
}

@MainActor open class UICollectionViewListCell: UICollectionViewCell {
    open func defaultContentConfiguration() -> UIListContentConfiguration { fatalError() }
    open var accessories: [UICellAccessory] { get { fatalError() } set { fatalError() } }
    open var indentationLevel: Int { get { fatalError() } set { fatalError() } }
}

public struct UICellAccessory {
    public enum DisplayedState: Sendable { case always, whenEditing, whenNotEditing }
    public struct DisclosureIndicatorOptions {
        public init(isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil, tintColor: UIColor? = nil) { fatalError() }
    }
    public struct CheckmarkOptions {
        public init(isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil, tintColor: UIColor? = nil) { fatalError() }
    }
    public enum LayoutDimension { case standard, actual, custom(CGFloat) }
    public static func disclosureIndicator(displayed: UICellAccessory.DisplayedState = .always, options: UICellAccessory.DisclosureIndicatorOptions = DisclosureIndicatorOptions()) -> UICellAccessory { fatalError() }
    public static func checkmark(displayed: UICellAccessory.DisplayedState = .always, options: UICellAccessory.CheckmarkOptions = CheckmarkOptions()) -> UICellAccessory { fatalError() }
    public static func label(text: String, displayed: UICellAccessory.DisplayedState = .always) -> UICellAccessory { fatalError() }
}

@MainActor open class UICollectionViewLayout: NSObject {
    public override init() { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var collectionView: UICollectionView? { fatalError() }
    open func invalidateLayout() { fatalError() }
    open func prepare() { fatalError() }
    open var collectionViewContentSize: CGSize { fatalError() }
}

@MainActor open class UICollectionViewFlowLayout: UICollectionViewLayout {
    public static let automaticSize = CGSize(width: Double.greatestFiniteMagnitude, height: Double.greatestFiniteMagnitude)
    open var itemSize: CGSize { get { fatalError() } set { fatalError() } }
    open var estimatedItemSize: CGSize { get { fatalError() } set { fatalError() } }
    open var minimumLineSpacing: CGFloat { get { fatalError() } set { fatalError() } }
    open var minimumInteritemSpacing: CGFloat { get { fatalError() } set { fatalError() } }
    open var sectionInset: UIEdgeInsets { get { fatalError() } set { fatalError() } }
    open var headerReferenceSize: CGSize { get { fatalError() } set { fatalError() } }
    open var footerReferenceSize: CGSize { get { fatalError() } set { fatalError() } }
    open var scrollDirection: UICollectionView.ScrollDirection { get { fatalError() } set { fatalError() } }
}

public struct UICollectionLayoutListConfiguration {
    public enum Appearance: Sendable { case plain, grouped, insetGrouped, sidebar, sidebarPlain }
    public enum HeaderMode: Sendable { case none, supplementary, firstItemInSection }
    public enum FooterMode: Sendable { case none, supplementary }
    public init(appearance: UICollectionLayoutListConfiguration.Appearance) { fatalError() }
    public var appearance: UICollectionLayoutListConfiguration.Appearance { fatalError() }
    public var showsSeparators: Bool
    public var backgroundColor: UIColor?
    public var headerMode: UICollectionLayoutListConfiguration.HeaderMode
    public var footerMode: UICollectionLayoutListConfiguration.FooterMode
    public var headerTopPadding: CGFloat?
}

@MainActor public protocol NSCollectionLayoutEnvironment: NSObjectProtocol {
    var traitCollection: UITraitCollection { get }
}

@MainActor open class NSCollectionLayoutDimension: NSObject {
    open class func fractionalWidth(_ fractionalWidth: CGFloat) -> Self { fatalError() }
    open class func fractionalHeight(_ fractionalHeight: CGFloat) -> Self { fatalError() }
    open class func absolute(_ absoluteDimension: CGFloat) -> Self { fatalError() }
    open class func estimated(_ estimatedDimension: CGFloat) -> Self { fatalError() }
}

@MainActor open class NSCollectionLayoutSize: NSObject {
    public convenience init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) { fatalError() }
    public override init() { fatalError() }
}

@MainActor open class NSCollectionLayoutItem: NSObject {
    public convenience init(layoutSize: NSCollectionLayoutSize) { fatalError() }
    public override init() { fatalError() }
    open var contentInsets: NSDirectionalEdgeInsets { get { fatalError() } set { fatalError() } }
}

@MainActor open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self { fatalError() }
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self { fatalError() }
    open class func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> Self { fatalError() }
    open class func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> Self { fatalError() }
    open var interItemSpacing: NSCollectionLayoutSpacing?
}

@MainActor open class NSCollectionLayoutSpacing: NSObject {
    open class func fixed(_ fixedSpacing: CGFloat) -> Self { fatalError() }
    open class func flexible(_ flexibleSpacing: CGFloat) -> Self { fatalError() }
}

public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    case none = 0, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}

@MainActor open class NSCollectionLayoutSection: NSObject {
    public convenience init(group: NSCollectionLayoutGroup) { fatalError() }
    public override init() { fatalError() }
    open class func list(using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection { fatalError() }
    open var contentInsets: NSDirectionalEdgeInsets { get { fatalError() } set { fatalError() } }
    open var interGroupSpacing: CGFloat { get { fatalError() } set { fatalError() } }
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior { get { fatalError() } set { fatalError() } }
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] { get { fatalError() } set { fatalError() } }
}

public enum NSRectAlignment: Int, Sendable {
    case none = 0, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}

@MainActor open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    open var elementKind: String { fatalError() }
}

@MainActor open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) { fatalError() }
    open var pinToVisibleBounds: Bool { get { fatalError() } set { fatalError() } }
}

@MainActor open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
    public override init() { fatalError() }
    open var scrollDirection: UICollectionView.ScrollDirection { get { fatalError() } set { fatalError() } }
    open var interSectionSpacing: CGFloat { get { fatalError() } set { fatalError() } }
}

@MainActor open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    public typealias SectionProvider = (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?
    public init(section: NSCollectionLayoutSection) { fatalError() }
    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) { fatalError() }
    public init(sectionProvider: @escaping UICollectionViewCompositionalLayout.SectionProvider) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open class func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout { fatalError() }
}

@MainActor open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    public init(collectionViewLayout layout: UICollectionViewLayout) { fatalError() }
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var collectionView: UICollectionView!
    open func numberOfSections(in collectionView: UICollectionView) -> Int { fatalError() }
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { fatalError() }
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell { fatalError() }
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { fatalError() }
    open func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) { fatalError() }
}
