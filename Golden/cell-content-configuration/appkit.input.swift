import AppKit

final class SourceListController: NSObject, NSOutlineViewDelegate {
    func outlineView(_ outlineView: NSOutlineView, viewFor tableColumn: NSTableColumn?, item: Any) -> NSView? {
        let cell = outlineView.makeView(withIdentifier: NSUserInterfaceItemIdentifier("Cell"), owner: self) as? NSTableCellView
        cell?.textField?.stringValue = "\(item)"
        cell?.imageView?.image = NSImage(named: NSImage.folderName)
        return cell
    }

    func configure(_ cell: NSTableCellView) {
        cell.imageView?.image = NSImage(named: NSImage.folderName)
    }
}
