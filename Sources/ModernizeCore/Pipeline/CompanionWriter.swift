import Foundation

/// Places, checks and writes (or diffs) the files that changes across files create or rewrite.
///
/// A companion's path is the project's name for it. A new file goes into a directory that
/// holds a migrated file (so never outside the given roots); a rewritten file must be one the
/// index read (an `Info.plist`). Problems block the change before anything is written.
struct CompanionWriter {
    /// Real directory per displayed directory, from the run's files.
    let directories: [String: String]
    /// Real path per displayed path of the property lists the index read.
    let knownFiles: [String: String]

    /// `propertyLists`: the `Info.plist` files the index reads (`MigrationRun.companionPropertyLists`).
    init(files: [SourceFile], propertyLists: [PropertyListFile]) {
        var directories: [String: String] = [:]
        for file in files {
            directories[Self.directory(of: file.displayPath)] = Self.directory(of: file.path)
        }
        self.directories = directories
        self.knownFiles = Dictionary(propertyLists.map { ($0.path, $0.filePath) }, uniquingKeysWith: { first, _ in first })
    }

    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }

    func realPath(of companion: CompanionFile) -> String? {
        if companion.originalText != nil { return knownFiles[companion.path] }
        guard let directory = directories[Self.directory(of: companion.path)] else { return nil }
        let name = (companion.path as NSString).lastPathComponent
        // A plain name in that directory (a cached entry is checked as a fresh one is).
        guard !name.isEmpty, name != ".", name != "..", !companion.path.hasSuffix("/") else { return nil }
        return directory.isEmpty ? name : directory + "/" + name
    }

    /// Why the companion cannot be written as the rule planned, or nil.
    func problem(_ companion: CompanionFile) -> String? {
        guard let path = realPath(of: companion) else {
            return companion.originalText == nil
                ? "\(companion.path) would be created outside the directories being migrated"
                : "\(companion.path) is not a file the project index read"
        }
        var info = stat()
        let exists = lstat(path, &info) == 0
        guard let original = companion.originalText else {
            return exists ? "\(companion.path) exists already" : nil
        }
        guard exists, let bytes = try? FileStore.read(path), String(decoding: bytes, as: UTF8.self) == original else {
            return "\(companion.path) changed since the index read it"
        }
        return nil
    }

    /// Parts of the run whose companions cannot be written: `GroupPart.key` -> why.
    func blocked(parts: [String: [GroupPart]], alreadyBlocked: [String: String]) -> [String: String] {
        var blocked: [String: String] = [:]
        for part in parts.values.joined() where part.heldBack == nil && alreadyBlocked[part.key] == nil {
            if let problem = part.companions.lazy.compactMap(problem).first { blocked[part.key] = problem }
        }
        return blocked
    }

    /// Undoes a companion `commit` wrote: a created file is removed (if it still holds what was
    /// written), a rewritten one gets its original text back. False when that failed.
    func undo(_ companion: CompanionFile) -> Bool {
        guard let path = realPath(of: companion) else { return false }
        let written = Array(companion.newText.utf8)
        if let original = companion.originalText {
            return (try? FileStore.writeAtomically(Array(original.utf8), to: path, replacing: written)) != nil
        }
        guard (try? FileStore.read(path)) == written else { return false }
        return unlink(path) == 0
    }

    /// Diffs (dry run) or writes (apply) one companion; its report counts as a changed file.
    /// `journal` records what `apply` wrote, under the group's unit (`--verify`).
    func commit(
        _ companion: CompanionFile, ruleID: String, groupKey: String, mode: MigrationRun.Mode, color: Bool, journal: WriteJournal? = nil
    ) -> FileReport {
        var report = FileReport(path: companion.path, outcome: .changed)
        report.editCounts = [ruleID: 1]
        guard let path = realPath(of: companion) else {
            report.outcome = .skipped(reason: "\(companion.path): not written: \(problem(companion) ?? "no place for it")")
            return report
        }
        switch mode {
        case .dryRun:
            let diff = UnifiedDiff(color: color)
            report.diff = companion.originalText.map { diff.render(path: companion.path, old: $0, new: companion.newText) }
                ?? diff.renderCreation(path: companion.path, text: companion.newText)
        case .apply:
            do {
                let written = Array(companion.newText.utf8)
                let unit = BuildRejections.groupUnit(groupKey)
                if let original = companion.originalText {
                    report.warnings = try FileStore.writeAtomically(written, to: path, replacing: Array(original.utf8))
                    journal?.recordReplacement(path: path, displayPath: companion.path, original: Array(original.utf8), written: written, unit: unit)
                } else {
                    try FileStore.createAtomically(written, at: path)
                    journal?.recordCreation(path: path, displayPath: companion.path, written: written, unit: unit)
                }
            } catch {
                report.outcome = .skipped(reason: error.description)
                report.editCounts = [:]
            }
        }
        return report
    }
}
