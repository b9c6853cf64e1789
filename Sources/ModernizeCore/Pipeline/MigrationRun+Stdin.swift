import Foundation

extension MigrationRun {
    /// `modernize diff - --stdin-filename PATH` (for editors): migrates `text` as if it were the
    /// file at `path`, with `path`'s project around it. The project index reads the project
    /// (the git work tree holding `path`, else `path`'s directory) with `text` in place of the
    /// file on disk; settings, deployment target and messages are `path`'s. Only that one file
    /// is migrated, in a dry run: nothing in the project is written.
    public func run(standardInput text: [UInt8], as path: String) -> RunReport {
        precondition(mode == .dryRun, "text from stdin is only diffed")
        if let problem = Self.standardInputNameProblem(path) {
            return RunReport(files: [], pathErrors: [problem], pathNotes: [])
        }
        let absolute = SettingsResolver.standardized(path)
        let directory = (absolute as NSString).deletingLastPathComponent
        guard FileManager.default.fileExists(atPath: directory) else {
            return RunReport(files: [], pathErrors: ["\(path): --stdin-filename names a file in a directory that does not exist"], pathNotes: [])
        }
        let temporary: String
        do {
            temporary = try TemporaryStdinFile.create(named: (absolute as NSString).lastPathComponent, bytes: text)
        } catch {
            return RunReport(files: [], pathErrors: ["cannot hold the text read from stdin in a temporary file: \(error.localizedDescription)"], pathNotes: [])
        }
        defer { try? FileManager.default.removeItem(atPath: (temporary as NSString).deletingLastPathComponent) }
        let project = TreeLock.root(of: directory) ?? directory
        let discovered = FileDiscovery().discover([project])
        // The file on disk (if any) is what stdin replaces: indexing both would show its
        // declarations twice.
        var files = discovered.files.filter { SettingsResolver.standardized($0) != absolute }.map { SourceFile(path: $0, displayPath: $0) }
        files.append(SourceFile(path: temporary, displayPath: path))
        var run = self
        run.indexRoots = [project]
        run.onlyFiles = [URL(fileURLWithPath: temporary).standardizedFileURL.resolvingSymlinksInPath().path]
        run.settingsPaths[temporary] = absolute
        run.cache = nil  // an editor's unsaved text is not worth keeping
        let reports = run.run(files: files)
        return RunReport(files: reports, pathErrors: discovered.errors, pathNotes: [])
    }
}

extension MigrationRun {
    /// Why `path` cannot name the text read from stdin, or nil. The project read is the
    /// directory holding the named file, so a name that is a directory (`.`, `..`, `src/`, an
    /// existing directory) or empty would make the run index that directory's parent: for `.`,
    /// everything beside the current directory.
    public static func standardInputNameProblem(_ path: String) -> String? {
        let advice = "give the path of the Swift file the text stands for"
        guard !path.isEmpty else { return "--stdin-filename is empty: \(advice)" }
        let last = path.split(separator: "/", omittingEmptySubsequences: false).last ?? ""
        var isDirectory: ObjCBool = false
        if ["", ".", ".."].contains(last) || (FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue) {
            return "--stdin-filename '\(path)' names a directory, not a file: \(advice)"
        }
        return nil
    }
}

/// A private directory holding one file: the text read from stdin, under the name it stands for.
enum TemporaryStdinFile {
    static func create(named name: String, bytes: [UInt8]) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("modernize-stdin-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
        let file = directory.appendingPathComponent(name.isEmpty ? "stdin.swift" : name)
        try Data(bytes).write(to: file)
        return file.path
    }
}
