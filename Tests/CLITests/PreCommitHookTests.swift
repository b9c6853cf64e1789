import Foundation
import TestSupport
import Testing

/// The shipped pre-commit hooks run once on the repository and migrate the staged files with
/// the whole project in the index (a hook given only staged file names would not see types
/// declared in other files).
@Suite struct PreCommitHookTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    /// The hooks as (id, entry, language, pass_filenames), read line by line (the file is flat).
    static func hooks() throws -> [(id: String, entry: String, language: String, passFilenames: String?)] {
        let text = try String(contentsOfFile: packageRoot + "/.pre-commit-hooks.yaml", encoding: .utf8)
        var hooks: [(id: String, entry: String, language: String, passFilenames: String?)] = []
        for line in text.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            func value(_ key: String) -> String? {
                for prefix in ["- \(key): ", "\(key): "] where trimmed.hasPrefix(prefix) { return String(trimmed.dropFirst(prefix.count)) }
                return nil
            }
            if let id = value("id") { hooks.append((id, "", "", nil)) }
            guard !hooks.isEmpty else { continue }
            if let entry = value("entry") { hooks[hooks.count - 1].entry = entry }
            if let language = value("language") { hooks[hooks.count - 1].language = language }
            if let pass = value("pass_filenames") { hooks[hooks.count - 1].passFilenames = pass }
        }
        return hooks
    }

    @Test func everyHookRunsOnTheRepositoryWithStagedFiles() throws {
        let hooks = try Self.hooks()
        #expect(Set(hooks.map(\.id)) == ["modernize-diff", "modernize-apply", "modernize-diff-system", "modernize-apply-system"])
        for hook in hooks {
            #expect(hook.passFilenames == "false", "\(hook.id)")
            #expect(hook.entry.contains("--staged"), "\(hook.id)")
            #expect(hook.id.hasSuffix("-system") ? hook.language == "system" : hook.language == "swift", "\(hook.id)")
        }
    }

    @Test func diffHookSeesTheWholeProjectButChecksOnlyStagedFiles() throws {
        let git = try #require(which("git"))
        let hook = try #require(try Self.hooks().first { $0.id == "modernize-diff" })
        let directory = try TemporaryDirectory()
        func run(_ arguments: [String]) throws { _ = try runProcess(git, ["-c", "user.name=t", "-c", "user.email=t@t", "-c", "commit.gpgsign=false"] + arguments, in: directory.path) }
        try run(["init", "-q"])
        // Committed: the class-bound protocol and an untouched legacy file.
        try directory.write("App/Delegates.swift", "protocol ListDelegate: AnyObject {\n    func didSelect()\n}\n")
        try directory.write("App/Old.swift", "final class Old {\n    var delegate: ListDelegate?\n}\n")
        try run(["add", "."])
        try run(["commit", "-qm", "base"])
        // Staged: a new strong delegate, decidable only with Delegates.swift in the index.
        try directory.write("App/ListController.swift", "final class ListController {\n    var delegate: ListDelegate?\n}\n")
        try run(["add", "App/ListController.swift"])

        // pre-commit runs the entry with no file names (pass_filenames: false).
        let arguments = hook.entry.split(separator: " ").dropFirst().map(String.init)
        let result = try ModernizeBinary.run(arguments + ["--rules", "weak-delegate"], in: directory.path, review: false)
        #expect(result.status == 1, "the staged file has a rewrite pending: \(result.stderr)")
        #expect(result.stdout.contains("+++ b/App/ListController.swift"), "\(result.stdout)")
        #expect(result.stdout.contains("+    weak var delegate: ListDelegate?"), "\(result.stdout)")
        #expect(!result.stdout.contains("Old.swift"), "only staged files are checked")
    }
}
