/// UIKit classes a layout item can be, and the UIKit members that hand out views and guides.
enum UIKitLayoutClasses {
    /// UIKit's UIView subclasses (those a project commonly declares or subclasses).
    static let views: Set<String> = Set([
        "UIView", "UILabel", "UIButton", "UIImageView", "UIScrollView", "UITableView", "UICollectionView",
        "UITextView", "UITextField", "UIStackView", "UIControl", "UISwitch", "UISlider", "UIStepper",
        "UISegmentedControl", "UIPageControl", "UIProgressView", "UIActivityIndicatorView", "UIDatePicker",
        "UIPickerView", "UINavigationBar", "UIToolbar", "UITabBar", "UISearchBar", "UIVisualEffectView",
        "UIWindow", "UIInputView", "UIRefreshControl", "UIColorWell", "UISearchTextField",
    ]).union(cells).union(scrollViews)

    static let cells: Set<String> = [
        "UITableViewCell", "UICollectionViewCell", "UICollectionViewListCell", "UICollectionReusableView",
        "UITableViewHeaderFooterView",
    ]

    static let scrollViews: Set<String> = ["UIScrollView", "UITableView", "UICollectionView", "UITextView"]

    static let layoutGuides: Set<String> = ["UILayoutGuide", "UIKeyboardLayoutGuide", "UITrackingLayoutGuide"]

    static let viewControllers: Set<String> = [
        "UIViewController", "UITableViewController", "UICollectionViewController", "UINavigationController",
        "UITabBarController", "UISplitViewController", "UIPageViewController", "UISearchController",
        "UIAlertController", "UIInputViewController",
    ]

    /// The type of a UIKit member of an instance of `root` (a UIKit class) that gives a view
    /// or a layout guide: `view` of a view controller is `UIView!`, `superview` is `UIView?`.
    static func member(_ name: String, of root: String) -> ItemType? {
        if views.contains(root) {
            let isCell = cells.contains(root)
            switch name {
            case "safeAreaLayoutGuide", "layoutMarginsGuide", "readableContentGuide": return ItemType("UILayoutGuide")
            case "superview": return ItemType("UIView", .optional)
            case "contentView": return isCell && root != "UICollectionReusableView" ? ItemType("UIView") : nil
            case "backgroundView", "selectedBackgroundView": return isCell ? ItemType("UIView", .optional) : nil
            case "contentLayoutGuide", "frameLayoutGuide": return scrollViews.contains(root) ? ItemType("UILayoutGuide") : nil
            case "textLabel", "detailTextLabel":
                return root == "UITableViewCell" || root == "UITableViewHeaderFooterView" ? ItemType("UILabel", .optional) : nil
            case "imageView": return root == "UITableViewCell" || root == "UIButton" ? ItemType("UIImageView", .optional) : nil
            case "titleLabel": return root == "UIButton" ? ItemType("UILabel", .optional) : nil
            default: return nil
            }
        }
        if viewControllers.contains(root) {
            switch name {
            case "view": return ItemType("UIView", .implicitlyUnwrapped)
            case "viewIfLoaded": return ItemType("UIView", .optional)
            case "tableView": return root == "UITableViewController" ? ItemType("UITableView", .implicitlyUnwrapped) : nil
            case "collectionView": return root == "UICollectionViewController" ? ItemType("UICollectionView", .implicitlyUnwrapped) : nil
            default: return nil
            }
        }
        return nil
    }
}
