/// What Xcode writes for the standard subviews of a fresh cell of each style, so anything else
/// counts as a customization.
///
/// Conservative on purpose: a false "customized" only makes a rule keep the legacy code (or ask
/// for review); a false "default" would let it drop a look the storyboard sets. So only values
/// seen in files Xcode writes for new cells count as defaults:
/// - font: none, or `type="system"` with `pointSize` 0 (meaning "the style's size") or the size
///   UIKit uses for that slot (17 for text labels; 12 for a subtitle's detail, 17 for a value1
///   detail). Text styles (`style="UICTFontTextStyleBody"`) and custom fonts count.
/// - text colour: none or `<nil key="textColor"/>`; for a value1 detail label also
///   `systemColor="secondaryLabelColor"`, which Xcode writes there.
/// - alignment: none or `natural`; for a value1 detail label also `right`.
/// - lines: none or `1`.
/// - image view: any `image` or `tintColor` counts.
enum InterfaceBuilderDefaults {
    static func customizations(
        of view: InterfaceBuilderCellSubview, style: InterfaceBuilderCell.Style
    ) -> [InterfaceBuilderCellSubview.Customization] {
        let valueDetail = view.role == .detailTextLabel && style == .value1
        var found: Set<InterfaceBuilderCellSubview.Customization> = []
        if let font = view.fontDescription, !isDefaultFont(font, role: view.role, style: style) { found.insert(.font) }
        if let color = view.textColor, !(valueDetail && color == ["systemColor": "secondaryLabelColor"]) { found.insert(.textColor) }
        if let alignment = view.textAlignment, alignment != "natural", !(valueDetail && alignment == "right") {
            found.insert(.textAlignment)
        }
        if let lines = view.numberOfLines, lines != "1" { found.insert(.numberOfLines) }
        if view.tintColor != nil { found.insert(.tintColor) }
        if view.image != nil { found.insert(.image) }
        return InterfaceBuilderCellSubview.Customization.allCases.filter(found.contains)
    }

    private static func isDefaultFont(_ font: [String: String], role: InterfaceBuilderCellSubview.Role, style: InterfaceBuilderCell.Style) -> Bool {
        guard font.keys.allSatisfy({ $0 == "type" || $0 == "pointSize" }), font["type"] == "system",
              let size = font["pointSize"].flatMap(Double.init) else { return false }
        if size == 0 { return true }
        switch (role, style) {
        case (.textLabel, .default), (.textLabel, .subtitle), (.textLabel, .value1): return size == 17
        case (.detailTextLabel, .subtitle): return size == 12
        case (.detailTextLabel, .value1): return size == 17
        default: return false
        }
    }
}
