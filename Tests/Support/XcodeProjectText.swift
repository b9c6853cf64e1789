/// A minimal project.pbxproj (an OpenStep property list) with one build configuration per
/// value, each setting `IPHONEOS_DEPLOYMENT_TARGET` to it as written (`16.0`, `"15.0"`): what
/// the deployment target reader reads, without a whole Xcode project.
public enum XcodeProjectText {
    public static func deploymentTargets(_ values: [String]) -> String {
        let configurations = values.enumerated().map { index, value in
            "\t\tC\(index) = {isa = XCBuildConfiguration; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = \(value); }; name = Configuration\(index); };\n"
        }
        return "// !$*UTF8*$!\n{\n\tobjects = {\n" + configurations.joined() + "\t};\n\trootObject = P1;\n}\n"
    }
}
