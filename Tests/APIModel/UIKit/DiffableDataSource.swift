// API model of UIKit (see Module.swift): diffable data source snapshots and the table/collection
// view diffable data sources.

public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    public init() { fatalError() }

    public var numberOfItems: Int { fatalError() }
    public var numberOfSections: Int { fatalError() }
    public var sectionIdentifiers: [SectionIdentifierType] { fatalError() }
    public var itemIdentifiers: [ItemIdentifierType] { fatalError() }
    public var reloadedSectionIdentifiers: [SectionIdentifierType] { fatalError() }
    public var reloadedItemIdentifiers: [ItemIdentifierType] { fatalError() }
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { fatalError() }
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int { fatalError() }
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] { fatalError() }
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? { fatalError() }
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? { fatalError() }
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { fatalError() }

    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) { fatalError() }
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) { fatalError() }
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) { fatalError() }
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) { fatalError() }
    public mutating func deleteAllItems() { fatalError() }
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) { fatalError() }
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) { fatalError() }
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) { fatalError() }
    /// iOS 15.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) { fatalError() }
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) { fatalError() }
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) { fatalError() }
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) { fatalError() }
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) { fatalError() }
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) { fatalError() }
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) { fatalError() }
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) { fatalError() }
}

public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>: Sendable {
    public init() { fatalError() }
    public var items: [ItemIdentifierType] { fatalError() }
    public var rootItems: [ItemIdentifierType] { fatalError() }
    public var visibleItems: [ItemIdentifierType] { fatalError() }
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) { fatalError() }
    public mutating func delete(_ items: [ItemIdentifierType]) { fatalError() }
    public mutating func deleteAll() { fatalError() }
    public mutating func expand(_ items: [ItemIdentifierType]) { fatalError() }
    public mutating func collapse(_ items: [ItemIdentifierType]) { fatalError() }
    public func isExpanded(_ item: ItemIdentifierType) -> Bool { fatalError() }
    public func contains(_ item: ItemIdentifierType) -> Bool { fatalError() }
}

@MainActor @preconcurrency open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: NSObject, UICollectionViewDataSource {
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?

    public init(collectionView: UICollectionView, cellProvider: @escaping UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>.CellProvider) { fatalError() }

    public var supplementaryViewProvider: UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>.SupplementaryViewProvider?
    public func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { fatalError() }
    public func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> { fatalError() }
    public func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) { fatalError() }
    /// iOS 15.
    public func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true) async { fatalError() }
    public func apply(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) { fatalError() }
    /// iOS 15.
    public func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, completion: (() -> Void)? = nil) { fatalError() }
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { fatalError() }
    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { fatalError() }
    /// iOS 15.
    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? { fatalError() }
    /// iOS 15.
    public func index(for sectionIdentifier: SectionIdentifierType) -> Int? { fatalError() }

    open func numberOfSections(in collectionView: UICollectionView) -> Int { fatalError() }
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { fatalError() }
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell { fatalError() }
}

@MainActor @preconcurrency open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: NSObject, UITableViewDataSource {
    public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

    public init(tableView: UITableView, cellProvider: @escaping UITableViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>.CellProvider) { fatalError() }

    open var defaultRowAnimation: UITableView.RowAnimation { get { fatalError() } set { fatalError() } }
    public func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { fatalError() }
    public func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) { fatalError() }
    /// iOS 15.
    public func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true) async { fatalError() }
    /// iOS 15.
    public func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, completion: (() -> Void)? = nil) { fatalError() }
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { fatalError() }
    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { fatalError() }
    /// iOS 15.
    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? { fatalError() }
    /// iOS 15.
    public func index(for sectionIdentifier: SectionIdentifierType) -> Int? { fatalError() }

    open func numberOfSections(in tableView: UITableView) -> Int { fatalError() }
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fatalError() }
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { fatalError() }
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { fatalError() }
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { fatalError() }
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { fatalError() }
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) { fatalError() }
}
