/// An iOS version such as 15 or 17.4, as used by `--min-ios` and the table's "since" column.
public struct IOSVersion: Sendable, Hashable, Comparable, CustomStringConvertible, Codable {
    public let major: Int
    public let minor: Int

    public init(_ major: Int, _ minor: Int = 0) {
        self.major = major
        self.minor = minor
    }

    /// Accepts "15", "15.0", "17.4"; nil for anything else.
    public init?(parsing text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count), let major = Int(parts[0]), major > 0 else { return nil }
        let minor = parts.count > 1 ? Int(parts[1]) : 0
        guard let minor, minor >= 0, parts.count < 3 || Int(parts[2]) != nil else { return nil }
        self.init(major, minor)
    }

    /// The newest version the table knows: what `RuleOptions()` assumes.
    public static let newest = IOSVersion(26)

    /// The major versions a deployment target read from a build file may name: iOS 8 (the
    /// first an app with Swift code could target) to a few releases past `newest`. Anything
    /// else (`IPHONEOS_DEPLOYMENT_TARGET = 99.0`) is a mistake, and taken as the app's target
    /// it would let every rule rewrite.
    public static let plausibleDeploymentTargets = 8...30

    public var description: String { minor == 0 ? "\(major)" : "\(major).\(minor)" }

    public static func < (lhs: IOSVersion, rhs: IOSVersion) -> Bool {
        (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
    }
}
