/// The `IPHONEOS_DEPLOYMENT_TARGET` build settings of a project.pbxproj, read from its
/// property list (`OpenStepPropertyList`): only the `buildSettings` of its
/// `XCBuildConfiguration` objects count, never a comment or another string holding the name
/// (a text scan took `/* IPHONEOS_DEPLOYMENT_TARGET = 9.0; */` for a setting). A value that
/// is not a version (`$(inherited)`) names none; a version outside
/// `IOSVersion.plausibleDeploymentTargets` (iOS 99) is left out and reported, with where it is.
public struct XcodeProjectDeploymentTargets: Sendable {
    public static let settingName = "IPHONEOS_DEPLOYMENT_TARGET"

    /// The plausible versions the project sets.
    public private(set) var versions: [IOSVersion] = []
    /// What was left out: "12:9: ... ignored: ..." (line and column in the file).
    public private(set) var ignored: [(line: Int, column: Int, message: String)] = []

    public init(_ text: String) {
        let reading = OpenStepPropertyList.read(text, recording: Self.settingName)
        lazy var lines = LineTable(text)
        if let offset = reading.failureOffset {
            let place = lines.location(of: offset)
            ignored.append((place.line, place.column, "not read (\(reading.failure ?? "not a property list") here); its deployment targets are not used"))
            return
        }
        guard let objects = reading.value?["objects"]?.dictionary else { return }
        for entry in reading.entries {
            guard entry.path.count == 3, entry.path[0] == "objects", entry.path[2] == "buildSettings",
                  objects[entry.path[1]]?["isa"]?.string == "XCBuildConfiguration",
                  let written = entry.value.string, let version = IOSVersion(parsing: written) else { continue }
            guard IOSVersion.plausibleDeploymentTargets.contains(version.major) else {
                let place = lines.location(of: entry.offset)
                let range = IOSVersion.plausibleDeploymentTargets
                ignored.append((place.line, place.column,
                                "\(Self.settingName) = \(written) ignored: not an iOS version a deployment target can be (\(range.lowerBound) to \(range.upperBound))"))
                continue
            }
            versions.append(version)
        }
    }
}
