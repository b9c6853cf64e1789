// API model of UIKit (see Module.swift): table views, cells, header/footer views, data source and
// delegate protocols, UITableViewController. Objective-C optional protocol requirements cannot be
// declared without Objective-C interop, so only the required ones are protocol requirements.

@MainActor public protocol UIScrollViewDelegate: NSObjectProtocol {}

@MainActor public protocol UITableViewDataSource: NSObjectProtocol {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
}

@MainActor public protocol UITableViewDelegate: UIScrollViewDelegate {}

@MainActor open class UINib: NSObject {
    public init(nibName name: String, bundle bundleOrNil: Bundle?) { fatalError() }
}

@MainActor open class UITableView: UIScrollView {
    public enum Style: Int, Sendable { case plain = 0, grouped, insetGrouped }
    public enum ScrollPosition: Int, Sendable { case none = 0, top, middle, bottom }
    public enum RowAnimation: Int, Sendable { case fade = 0, right, left, top, bottom, none, middle, automatic = 100 }
    public enum SeparatorStyle: Int, Sendable { case none = 0, singleLine, singleLineEtched }
    public static let automaticDimension: CGFloat = -1

    public init(frame: CGRect, style: UITableView.Style) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    public convenience override init(frame: CGRect) { fatalError() }

    open var style: UITableView.Style { fatalError() }
    open weak var dataSource: (any UITableViewDataSource)?
    open weak var delegate: (any UITableViewDelegate)?
    open var rowHeight: CGFloat { get { fatalError() } set { fatalError() } }
    open var estimatedRowHeight: CGFloat { get { fatalError() } set { fatalError() } }
    open var sectionHeaderHeight: CGFloat { get { fatalError() } set { fatalError() } }
    open var sectionFooterHeight: CGFloat { get { fatalError() } set { fatalError() } }
    open var estimatedSectionHeaderHeight: CGFloat { get { fatalError() } set { fatalError() } }
    open var sectionHeaderTopPadding: CGFloat { get { fatalError() } set { fatalError() } }
    open var separatorStyle: UITableView.SeparatorStyle { get { fatalError() } set { fatalError() } }
    open var separatorColor: UIColor?
    open var separatorInset: UIEdgeInsets { get { fatalError() } set { fatalError() } }
    open var tableHeaderView: UIView?
    open var tableFooterView: UIView?
    open var backgroundView: UIView?
    open var allowsSelection: Bool { get { fatalError() } set { fatalError() } }
    open var allowsMultipleSelection: Bool { get { fatalError() } set { fatalError() } }
    open var numberOfSections: Int { fatalError() }
    open var visibleCells: [UITableViewCell] { fatalError() }
    open var indexPathsForVisibleRows: [IndexPath]? { fatalError() }
    open var indexPathForSelectedRow: IndexPath? { fatalError() }
    open var indexPathsForSelectedRows: [IndexPath]? { fatalError() }

    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) { fatalError() }
    open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) { fatalError() }
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) { fatalError() }
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? { fatalError() }
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell { fatalError() }
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? { fatalError() }

    open func reloadData() { fatalError() }
    open func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) { fatalError() }
    /// iOS 15.
    open func reconfigureRows(at indexPaths: [IndexPath]) { fatalError() }
    open func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) { fatalError() }
    open func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) { fatalError() }
    open func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) { fatalError() }
    open func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) { fatalError() }
    open func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) { fatalError() }
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) { fatalError() }
    open func beginUpdates() { fatalError() }
    open func endUpdates() { fatalError() }
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) { fatalError() }

    open func numberOfRows(inSection section: Int) -> Int { fatalError() }
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { fatalError() }
    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? { fatalError() }
    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? { fatalError() }
    open func indexPath(for cell: UITableViewCell) -> IndexPath? { fatalError() }
    open func indexPathForRow(at point: CGPoint) -> IndexPath? { fatalError() }
    open func rectForRow(at indexPath: IndexPath) -> CGRect { fatalError() }
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: UITableView.ScrollPosition) { fatalError() }
    open func deselectRow(at indexPath: IndexPath, animated: Bool) { fatalError() }
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: UITableView.ScrollPosition, animated: Bool) { fatalError() }
    open func setEditing(_ editing: Bool, animated: Bool) { fatalError() }
}

@MainActor open class UITableViewCell: UIView {
    public enum CellStyle: Int, Sendable { case `default` = 0, value1, value2, subtitle }
    public enum SelectionStyle: Int, Sendable { case none = 0, blue, gray, `default` }
    public enum AccessoryType: Int, Sendable { case none = 0, disclosureIndicator, detailDisclosureButton, checkmark, detailButton }
    public enum EditingStyle: Int, Sendable { case none = 0, delete, insert }
    public typealias ConfigurationUpdateHandler = (UITableViewCell, UICellConfigurationState) -> Void

    public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    public convenience override init(frame: CGRect) { fatalError() }

    @available(*, deprecated, message: "Use UIListContentConfiguration instead, this property will be deprecated in a future release.")
    open var textLabel: UILabel? { fatalError() }
    @available(*, deprecated, message: "Use UIListContentConfiguration instead, this property will be deprecated in a future release.")
    open var detailTextLabel: UILabel? { fatalError() }
    @available(*, deprecated, message: "Use UIListContentConfiguration instead, this property will be deprecated in a future release.")
    open var imageView: UIImageView? { fatalError() }

    open var contentView: UIView { fatalError() }
    open var reuseIdentifier: String? { fatalError() }
    open var backgroundView: UIView?
    open var selectedBackgroundView: UIView?
    open var accessoryType: UITableViewCell.AccessoryType { get { fatalError() } set { fatalError() } }
    open var accessoryView: UIView?
    open var editingAccessoryType: UITableViewCell.AccessoryType { get { fatalError() } set { fatalError() } }
    open var selectionStyle: UITableViewCell.SelectionStyle { get { fatalError() } set { fatalError() } }
    open var isSelected: Bool { get { fatalError() } set { fatalError() } }
    open var isHighlighted: Bool { get { fatalError() } set { fatalError() } }
    open var separatorInset: UIEdgeInsets { get { fatalError() } set { fatalError() } }
    open var indentationLevel: Int { get { fatalError() } set { fatalError() } }
    open func setSelected(_ selected: Bool, animated: Bool) { fatalError() }
    open func setHighlighted(_ highlighted: Bool, animated: Bool) { fatalError() }
    open func prepareForReuse() { fatalError() }

    // iOS 14 configurations
    open var contentConfiguration: (any UIContentConfiguration)?
    open func defaultContentConfiguration() -> UIListContentConfiguration { fatalError() }
    open var backgroundConfiguration: UIBackgroundConfiguration?
    open var automaticallyUpdatesContentConfiguration: Bool { get { fatalError() } set { fatalError() } }
    open var automaticallyUpdatesBackgroundConfiguration: Bool { get { fatalError() } set { fatalError() } }
    open var configurationState: UICellConfigurationState { fatalError() }
    open var configurationUpdateHandler: UITableViewCell.ConfigurationUpdateHandler?
    open func setNeedsUpdateConfiguration() { fatalError() }
    open func updateConfiguration(using state: UICellConfigurationState) { fatalError() }
}

@MainActor open class UITableViewHeaderFooterView: UIView {
    public init(reuseIdentifier: String?) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    public convenience override init(frame: CGRect) { fatalError() }

    @available(*, deprecated, message: "Use UIListContentConfiguration instead, this property will be deprecated in a future release.")
    open var textLabel: UILabel? { fatalError() }
    @available(*, deprecated, message: "Use UIListContentConfiguration instead, this property will be deprecated in a future release.")
    open var detailTextLabel: UILabel? { fatalError() }

    open var contentView: UIView { fatalError() }
    open var reuseIdentifier: String? { fatalError() }
    open var backgroundView: UIView?
    open var contentConfiguration: (any UIContentConfiguration)?
    open func defaultContentConfiguration() -> UIListContentConfiguration { fatalError() }
    open var backgroundConfiguration: UIBackgroundConfiguration?
    open func prepareForReuse() { fatalError() }
}

@MainActor open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    public init(style: UITableView.Style) { fatalError() }
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }

    open var tableView: UITableView!
    open var clearsSelectionOnViewWillAppear: Bool { get { fatalError() } set { fatalError() } }
    open var refreshControl: UIRefreshControl?

    open func numberOfSections(in tableView: UITableView) -> Int { fatalError() }
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fatalError() }
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { fatalError() }
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { fatalError() }
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { fatalError() }
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { fatalError() }
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) { fatalError() }
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { fatalError() }
    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) { fatalError() }
    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) { fatalError() }
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { fatalError() }
    open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { fatalError() }
    open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { fatalError() }
    open func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) { fatalError() }
}
