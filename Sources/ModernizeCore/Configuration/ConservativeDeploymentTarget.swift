extension IOSVersion {
    /// Assumed when no deployment target is given or found. The lowest one current Xcode
    /// accepts: Apple's Xcode system requirements list "iOS 15-26.x" as the deployment targets of
    /// every Xcode 26 release (developer.apple.com/xcode/system-requirements). Assuming the
    /// newest iOS instead would let a rule newer than the app's real target rewrite code that
    /// must still run on older systems; below it, such rules only report their sites.
    public static let conservativeDefault = IOSVersion(15)
}
