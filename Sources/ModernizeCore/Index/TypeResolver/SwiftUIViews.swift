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

    /// `View` modifiers that `Text`, `Image` and `Color` do not declare again with their own
    /// result: on those three, these return `some View`. (Left out on purpose: `font`,
    /// `fontWeight`, `bold`, `foregroundColor`, `foregroundStyle` (Text's own from iOS 17),
    /// `opacity` (Color's own), and every other name Text or Image overloads.)
    static let viewModifiers: Set<String> = [
        "padding", "frame", "lineLimit", "multilineTextAlignment", "fixedSize", "background", "overlay", "shadow", "cornerRadius",
        "clipShape", "clipped", "onTapGesture", "onAppear", "onDisappear", "aspectRatio", "scaledToFit", "scaledToFill",
        "layoutPriority", "minimumScaleFactor", "truncationMode", "allowsHitTesting", "disabled", "hidden", "id", "tag",
        "accessibilityIdentifier", "contentShape", "animation", "transition", "zIndex", "edgesIgnoringSafeArea", "ignoresSafeArea",
        "listRowBackground", "listRowInsets", "listRowSeparator", "navigationTitle", "navigationBarTitleDisplayMode", "toolbar",
        "sheet", "alert", "onChange", "task", "environment", "environmentObject", "gesture", "contextMenu", "buttonStyle", "focused",
        "textSelection", "dynamicTypeSize", "lineSpacing", "offset", "rotationEffect", "scaleEffect", "blur", "border", "tint",
        "accentColor", "mask", "redacted", "privacySensitive", "symbolVariant", "imageScale", "foregroundStyle",
    ]

    /// The result of a method `name` called on a value of `type` that neither the project nor
    /// the SDK facts declare: `some View` for a modifier-only or opaque view, and for a View-only
    /// modifier on `Text`, `Image` or `Color`; nil otherwise.
    static func modifierResult(_ name: String, on type: TypeRef) -> TypeRef? {
        switch type {
        case .opaque("View"): return .opaque("View")
        case .named(let typeName, _) where modifierOnly.contains(typeName): return .opaque("View")
        // Text has its own foregroundStyle from iOS 17 (it returns Text): not answered for Text.
        case .named("Text", _) where viewModifiers.contains(name) && name != "foregroundStyle": return .opaque("View")
        case .named("Image", _), .named("Color", _): return viewModifiers.contains(name) ? .opaque("View") : nil
        default: return nil
        }
    }
}
