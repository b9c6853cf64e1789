import Foundation
@testable import ModernizeCore
import TestSupport
import Testing

/// Objective-C USRs name the class and the member. The USRs are those the toolchain's clang
/// writes for Tests/CLITests/Fixtures/BuildIndex/ObjC/Cell.m (compiled here into a scratch
/// store and read back with the reader), then parsed.
@Suite(.enabled(if: BuildIndexFixture.canBuild)) struct ObjectiveCUSRTests {
    static let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../CLITests/Fixtures/BuildIndex/ObjC/Cell.m").standardizedFileURL.resolvingSymlinksInPath().path

    /// The USR of the occurrence named `name` on `line` of Cell.m, from a store clang wrote.
    static func usrs() throws -> [String: String] {
        let swift = try #require(ToolchainLibraries.swiftOnPath(ProcessInfo.processInfo.environment))
        let clang = PathText.parent(of: swift) + "/clang"
        let store = try TestRunScratch.makeDirectory("objc-store") + "/store"
        let compiled = try runProcess(clang, ["-x", "objective-c", "-fsyntax-only", "-index-store-path", store, source], in: "/")
        try #require(compiled.status == 0, "\(compiled.stderr)")
        let library = try ToolchainLibraries.indexStore(toolchain: nil, scannedRoots: [])
        let file = try #require(try BuildIndexStore.open(path: store, library: library).file(source))
        let wanted = [(17, "prepareForReuse"), (18, "textLabel"), (19, "cellWithStyle:"), (20, "numberOfSections")]
        var usrs: [String: String] = [:]
        for (line, name) in wanted {
            let occurrence = file.occurrences.first { $0.line == line && $0.symbol.name == name }
            #expect(occurrence?.symbol.language == .objectiveC, "\(name)")
            usrs[name] = occurrence?.symbol.usr
        }
        return usrs
    }

    @Test func classesProtocolsAndTheirMembers() throws {
        let usrs = try Self.usrs()
        #expect(usrs == [
            "prepareForReuse": "c:objc(cs)UITableViewCell(im)prepareForReuse",
            "textLabel": "c:objc(cs)UITableViewCell(py)textLabel",
            "cellWithStyle:": "c:objc(cs)UITableViewCell(cm)cellWithStyle:",
            "numberOfSections": "c:objc(pl)UITableViewDataSource(im)numberOfSections",
        ])
        let textLabel = try #require(ObjectiveCUSR(usrs["textLabel"] ?? ""))
        #expect(textLabel.typeName == "UITableViewCell")
        #expect(textLabel.container == .class)
        #expect(textLabel.member?.kind == .property)
        #expect(textLabel.member?.name == "textLabel")
        #expect(ObjectiveCUSR(usrs["cellWithStyle:"] ?? "")?.member?.kind == .classMethod)
        #expect(ObjectiveCUSR(usrs["prepareForReuse"] ?? "")?.member?.kind == .instanceMethod)
        let requirement = try #require(ObjectiveCUSR(usrs["numberOfSections"] ?? ""))
        #expect((requirement.typeName, requirement.container) == ("UITableViewDataSource", .protocol))
    }

    @Test func aClassAloneAndOtherUSRs() {
        #expect(ObjectiveCUSR("c:objc(cs)UIView") == ObjectiveCUSR("c:objc(cs)UIView"))
        #expect(ObjectiveCUSR("c:objc(cs)UIView")?.member == nil)
        #expect(ObjectiveCUSR("s:3App4CellC") == nil, "a Swift USR")
        #expect(ObjectiveCUSR("c:@F@use") == nil, "a C function")
        #expect(ObjectiveCUSR("c:objc(cs)UIView(zz)frame") == nil, "an unknown member kind")
    }
}
