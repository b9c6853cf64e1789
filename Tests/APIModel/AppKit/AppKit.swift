// API model of Apple's AppKit for type-checking golden files on Linux (test infrastructure, not
// product code; see ../UIKit/Module.swift). Only what golden files use: codemods must leave
// AppKit code (NSTableCellView.imageView, ...) alone, and those cases must compile too.

@_exported import Foundation
@_exported import ObjectiveC

public struct NSUserInterfaceItemIdentifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

open class NSImage: NSObject, @unchecked Sendable {
    public typealias Name = String
    public static let folderName: NSImage.Name = "NSFolder"
    public init?(named name: NSImage.Name) { fatalError() }
    public init?(systemSymbolName name: String, accessibilityDescription description: String?) { fatalError() }
}

open class NSColor: NSObject, @unchecked Sendable {
    open class var labelColor: NSColor { fatalError() }
    open class var secondaryLabelColor: NSColor { fatalError() }
}

@MainActor open class NSResponder: NSObject {
    public override init() { fatalError() }
}

@MainActor open class NSView: NSResponder {
    public init(frame frameRect: CGRect) { fatalError() }
    open var identifier: NSUserInterfaceItemIdentifier?
    open var isHidden: Bool { get { fatalError() } set { fatalError() } }
}

@MainActor open class NSControl: NSView {
    open var stringValue: String { get { fatalError() } set { fatalError() } }
}

@MainActor open class NSTextField: NSControl {
    open var textColor: NSColor?
}

@MainActor open class NSImageView: NSControl {
    open var image: NSImage?
}

@MainActor open class NSTableCellView: NSView {
    open var textField: NSTextField?
    open var imageView: NSImageView?
    open var objectValue: Any?
}

@MainActor open class NSTableColumn: NSObject {
    open var identifier: NSUserInterfaceItemIdentifier { fatalError() }
}

@MainActor open class NSTableView: NSControl {
    open func makeView(withIdentifier identifier: NSUserInterfaceItemIdentifier, owner: Any?) -> NSView? { fatalError() }
    open func reloadData() { fatalError() }
}

@MainActor open class NSOutlineView: NSTableView {}

@MainActor public protocol NSTableViewDelegate: NSObjectProtocol {}
@MainActor public protocol NSOutlineViewDelegate: NSObjectProtocol {}
