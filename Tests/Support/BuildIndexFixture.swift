import Foundation

/// The build-index fixture package (Tests/CLITests/Fixtures/BuildIndex/RowApp) copied to this
/// test run's scratch directory and built there once per test process with
/// `swift build --enable-index-store`, so tests read the index store a real build wrote (about
/// 8 s on 2 free cores). Tests read it and never change it: a test that needs a changed store
/// copies `store` (`copyOfStore()`) and changes the copy.
public enum BuildIndexFixture {
    public struct Built: Sendable {
        /// The package directory (absolute, links resolved): `Sources/App/{Row,Use}.swift`.
        public let package: String
        /// `.build/<triple>/debug/index/store`.
        public let store: String

        public func source(_ name: String) -> String { package + "/Sources/App/" + name }
    }

    public struct BuildFailure: Error, CustomStringConvertible {
        public let description: String
    }

    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../CLITests/Fixtures/BuildIndex/RowApp").standardizedFileURL.path

    /// Whether a toolchain is at hand to build the fixture.
    public static var canBuild: Bool { which("swift") != nil }

    /// The built package; throws when it could not be built (the reason, with the build's output).
    public static func built() throws -> Built { try shared.get() }

    private static let shared: Result<Built, BuildFailure> = {
        do {
            let directory = try TestRunScratch.makeDirectory("build-index-fixture")
            let package = directory + "/RowApp"
            try FileManager.default.copyItem(atPath: fixture, toPath: package)
            let real = URL(fileURLWithPath: package).resolvingSymlinksInPath().path
            guard let swift = which("swift") else { return .failure(BuildFailure(description: "no swift on PATH")) }
            let build = try runProcess(swift, ["build", "--enable-index-store"], in: real)
            guard build.status == 0 else { return .failure(BuildFailure(description: "swift build failed:\n\(build.stdout)\(build.stderr)")) }
            let triples = try FileManager.default.contentsOfDirectory(atPath: real + "/.build").filter { $0.contains("-") }
            guard let store = triples.map({ real + "/.build/\($0)/debug/index/store" }).first(where: { FileManager.default.fileExists(atPath: $0) }) else {
                return .failure(BuildFailure(description: "swift build --enable-index-store wrote no index store under \(real)/.build"))
            }
            return .success(Built(package: real, store: store))
        } catch {
            return .failure(BuildFailure(description: "\(error)"))
        }
    }()

    /// A copy of the fixture's store (times kept, so its units stay newer than the sources) in
    /// a new scratch directory, for a test to change; the copy's units still name the fixture's
    /// sources.
    public static func copyOfStore() throws -> String {
        let built = try built()
        let copy = try TestRunScratch.makeDirectory("build-index-store") + "/store"
        let result = try runProcess("/bin/cp", ["-Rp", built.store, copy], in: "/")
        guard result.status == 0 else { throw BuildFailure(description: "cp -Rp failed: \(result.stderr)") }
        return copy
    }
}
