/// What storyboards and xibs say about cells and view controllers, so a rule can tell when a
/// cell's look comes from Interface Builder rather than from code.
///
/// Usage:
/// ```swift
/// let scan = InterfaceBuilderIndex.scan(root: repositoryRoot)            // every .storyboard / .xib
/// for cell in scan.cells(reuseIdentifier: "MessageCell") where cell.customizesStandardViews { ... }
/// let facts = InterfaceBuilderFacts.parse(data, path: "Main.storyboard")  // one file: Result
/// ```
///
/// Produced by `InterfaceBuilderParser` (Foundation's `XMLParser`), one value per file. Every
/// fact carries its file and line. Nothing here is wired into rules yet.
public struct InterfaceBuilderFacts: Sendable, Codable, Hashable {
    public enum DocumentKind: String, Sendable, Codable, Hashable {
        case storyboard
        case xib
    }

    /// The file as given to the parser (or as `display` made it).
    public var path: String
    public var kind: DocumentKind
    /// Table and collection view cells: prototypes, static cells and xib top-level cells.
    public var cells: [InterfaceBuilderCell] = []
    /// Storyboard scenes' view controllers (`sceneMemberID="viewController"`).
    public var viewControllers: [InterfaceBuilderViewController] = []
    /// A xib's File's Owner class (`placeholder placeholderIdentifier="IBFilesOwner"`), when set.
    public var filesOwnerClass: String?
    /// Outlet connections (`<outlet property="delegate" destination="..."/>`).
    public var outlets: [InterfaceBuilderOutlet] = []

    public init(path: String, kind: DocumentKind) {
        self.path = path
        self.kind = kind
    }
}

/// Where a fact was read: the file and the 1-based line of the element's start tag.
public struct InterfaceBuilderLocation: Sendable, Codable, Hashable, CustomStringConvertible {
    public var path: String
    public var line: Int

    public init(path: String, line: Int) {
        self.path = path
        self.line = line
    }

    public var description: String { "\(path):\(line)" }
}

/// A `tableViewCell` or `collectionViewCell` element.
public struct InterfaceBuilderCell: Sendable, Codable, Hashable {
    public enum Kind: String, Sendable, Codable, Hashable {
        case tableViewCell
        case collectionViewCell
    }

    /// Where the cell sits: a table's `<prototypes>` or a collection view's `<cells>` (dequeued by
    /// reuse identifier), a static table section's `<cells>`, or a xib's top-level objects.
    public enum Placement: String, Sendable, Codable, Hashable {
        case prototype
        case staticCell
        case topLevel
        case other
    }

    /// `style="IBUITableViewCellStyle..."`; `custom` when absent (collection view cells, custom
    /// table cells).
    public enum Style: String, Sendable, Codable, Hashable {
        case `default`
        case subtitle
        case value1
        case value2
        case custom

        init(attribute: String?) {
            switch attribute {
            case "IBUITableViewCellStyleDefault": self = .default
            case "IBUITableViewCellStyleSubtitle": self = .subtitle
            case "IBUITableViewCellStyleValue1": self = .value1
            case "IBUITableViewCellStyleValue2": self = .value2
            default: self = .custom
            }
        }
    }

    public var kind: Kind
    public var placement: Placement
    public var id: String?
    public var reuseIdentifier: String?
    public var customClass: String?
    public var customModule: String?
    public var style: Style
    public var textLabel: InterfaceBuilderCellSubview?
    public var detailTextLabel: InterfaceBuilderCellSubview?
    public var imageView: InterfaceBuilderCellSubview?
    public var location: InterfaceBuilderLocation

    /// True when the storyboard sets anything on `textLabel`, `detailTextLabel` or `imageView`
    /// beyond what Xcode writes for a fresh cell of this style: code moving to
    /// `UIListContentConfiguration` would lose that look.
    public var customizesStandardViews: Bool {
        [textLabel, detailTextLabel, imageView].contains { !($0?.customizations.isEmpty ?? true) }
    }
}

/// A cell's `textLabel`, `detailTextLabel` or `imageView`: the `label` / `imageView` element the
/// cell's attribute of that name points at (or, in older files, with `key="textLabel"`...).
public struct InterfaceBuilderCellSubview: Sendable, Codable, Hashable {
    public enum Role: String, Sendable, Codable, Hashable {
        case textLabel
        case detailTextLabel
        case imageView
    }

    /// What the file sets beyond Xcode's defaults for the role and cell style (see
    /// `InterfaceBuilderDefaults`).
    public enum Customization: String, Sendable, Codable, Hashable, CaseIterable {
        case font
        case textColor
        case textAlignment
        case numberOfLines
        case tintColor
        case image
    }

    public var role: Role
    public var id: String?
    public var customClass: String?
    /// A label's `text` (prototype placeholders such as "Title" included).
    public var text: String?
    /// An image view's `image` name.
    public var image: String?
    /// The `fontDescription` element's attributes (`type`, `pointSize`, `style`, `name`...).
    public var fontDescription: [String: String]?
    /// The `color key="textColor"` element's attributes; nil when absent or `<nil key="textColor"/>`.
    public var textColor: [String: String]?
    /// The `color key="tintColor"` element's attributes.
    public var tintColor: [String: String]?
    public var textAlignment: String?
    public var numberOfLines: String?
    /// Filled in when the cell ends, in `Customization.allCases` order.
    public var customizations: [Customization] = []
    public var location: InterfaceBuilderLocation
}

/// A scene's view controller.
public struct InterfaceBuilderViewController: Sendable, Codable, Hashable {
    /// The element: `viewController`, `tableViewController`, `navigationController`...
    public var element: String
    public var id: String?
    public var customClass: String?
    public var customModule: String?
    public var storyboardIdentifier: String?
    public var location: InterfaceBuilderLocation
}

/// An outlet connection: which object's property points at which object.
public struct InterfaceBuilderOutlet: Sendable, Codable, Hashable {
    /// The outlet's name (`delegate`).
    public var property: String
    /// The `customClass` of the object holding the outlet (the File's Owner's class in a xib);
    /// nil for a UIKit class.
    public var sourceClass: String?
    public var destination: String
    /// The destination is a top-level object of the file (a scene's or a xib's `<objects>`,
    /// not a placeholder and not the scene's view controller): nothing but outlets keeps it
    /// alive once loading ends. Filled in when the file ends.
    public var destinationIsTopLevel = false
    /// The destination's element and class (`customObject MenuDelegate`), when top-level.
    public var destinationDescription: String?
    public var location: InterfaceBuilderLocation
}

/// A storyboard or xib that could not be read or is not well-formed XML.
public struct InterfaceBuilderError: Error, Sendable, Codable, Hashable, CustomStringConvertible {
    public var path: String
    /// 1-based; 0 when the file could not be read at all.
    public var line: Int
    public var message: String

    public var description: String { line > 0 ? "\(path):\(line): \(message)" : "\(path): \(message)" }
}
