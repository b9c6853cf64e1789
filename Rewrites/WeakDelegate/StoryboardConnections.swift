import ModernizeCore

/// What the project's storyboards and xibs connect an `@IBOutlet` delegate to.
enum StoryboardConnections {
    /// The connections of outlet `property` held by `owner` (or a subclass of it).
    static func outlets(_ property: String, of owner: String, index: ProjectIndex) -> [InterfaceBuilderOutlet] {
        index.interfaceBuilder.files.flatMap(\.outlets).filter { outlet in
            guard outlet.property == property, let source = outlet.sourceClass else { return false }
            return source == owner || index.superclassChain(of: source).contains(owner)
        }
    }
}
