// NavigationLink's value initializers with a String title (iOS 16), as Apple declares them:
// `init<S, P>(_ title: S, value: P?) where S: StringProtocol, P: Hashable`.
extension NavigationLink where Destination == Never, Label == Text {
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) { fatalError() }
}
