/// What the resolver knows of SwiftUI's views without their declarations: which types are
/// views whose modifiers all come from `View` (so a modifier the project does not declare
/// returns `some View`), and which are not, because they have modifiers of their own that
/// return themselves (`Text.bold()` is a `Text`, `Image.resizable()` an `Image`,
/// `Color.opacity(_:)` a `Color`, `Circle().stroke()` `some Shape`): a modifier of those is
/// unknown unless the SDK facts name it.
enum SwiftUIViews {
    /// Views, containers and controls whose methods are `View`'s modifiers only.
    static let modifierOnly: Set<String> = [
        "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid", "GridRow", "List", "Form",
        "ScrollView", "ScrollViewReader", "Group", "Section", "NavigationStack", "NavigationView", "NavigationLink",
        "NavigationSplitView", "TabView", "Toggle", "TextField", "SecureField", "TextEditor", "Picker", "Slider", "Stepper",
        "ProgressView", "Spacer", "Divider", "EmptyView", "ForEach", "GeometryReader", "Menu", "Link", "Label", "Button",
        "DatePicker", "ColorPicker", "Gauge", "ControlGroup", "DisclosureGroup", "GroupBox", "ContentUnavailableView", "AsyncImage",
        "ShareLink", "ViewThatFits", "TimelineView", "Canvas", "AnyView", "LabeledContent", "PhotosPicker",
    ]

    /// SwiftUI types a rule meets as values, known as types by name.
    static let typeNames: Set<String> = modifierOnly.union(["Text", "Image", "Color", "Font", "Circle", "Rectangle", "RoundedRectangle", "Capsule", "Ellipse"])

    /// The result of an undeclared method `name` called on a value of `type`: `some View` for a
    /// modifier-only view or an opaque view, nil otherwise.
    static func modifierResult(on type: TypeRef) -> TypeRef? {
        switch type {
        case .opaque("View"): .opaque("View")
        case .named(let name, _) where modifierOnly.contains(name): .opaque("View")
        default: nil
        }
    }
}
