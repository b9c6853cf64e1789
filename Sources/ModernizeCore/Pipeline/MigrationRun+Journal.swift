import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The journal `apply` keeps on disk while it writes changes across files (`GroupJournal`).
struct GroupJournalState: Sendable {
    /// Journals written, one per tree root holding members.
    var active: [GroupJournal.Active] = []
    /// Paths (as read) of the files and companions the journals cover.
    var members: Set<String> = []
    /// Why no journal could be written: the groups are then not written at all.
    var failure: String?

    /// Test-only (`MODERNIZE_TEST_KILL_AFTER_RENAMES=1`): the process kills itself with SIGKILL
    /// right after the first file of a change across files is written, as a crash or an OOM
    /// kill would, to prove that the next run rolls the change back.
    static let killAfterFirstRename = ProcessInfo.processInfo.environment["MODERNIZE_TEST_KILL_AFTER_RENAMES"] == "1"

    /// Called after `path` was written.
    func written(_ path: String) {
        if Self.killAfterFirstRename, members.contains(path) { kill(getpid(), SIGKILL) }
    }

    /// Removes the journals once every file is written (or rolled back); returns problems.
    func finish() -> [String] { active.compactMap { $0.finish(syncing: Array(members)) } }
}

extension MigrationRun {
    /// Writes the journal of the changes across files about to be written, in the tree root
    /// (`journalRoots`) that holds each member; in a `--verify` round (`WriteJournal.isDurable`),
    /// of every file about to be written, handed to the round's `WriteJournal` to remove once
    /// the build has judged the round. No roots: no journal (the engine used as a library); a
    /// member outside every root, or a journal that cannot be written: `failure`.
    func beginGroupJournal(
        _ evaluated: [Evaluated], companions: [(key: String, ruleID: String, file: CompanionFile)], applied: Set<String>, writer: CompanionWriter?
    ) -> GroupJournalState {
        let verifyRound = journal?.isDurable == true
        guard mode == .apply, verifyRound || !applied.isEmpty, !journalRoots.isEmpty else { return GroupJournalState() }
        var members: [GroupJournal.Member] = []
        for file in evaluated {
            guard let change = file.change else { continue }
            let keys = file.groupParts.filter { $0.heldBack == nil && applied.contains($0.key) }.map(\.key)
            guard verifyRound || !keys.isEmpty else { continue }
            members.append(GroupJournal.Member(
                path: change.readPath, displayPath: file.report.path, original: change.bytes,
                written: change.source.encoded(change.newText), groups: keys))
        }
        guard !members.isEmpty || !companions.isEmpty else { return GroupJournalState() }
        for companion in companions {
            guard let path = writer?.realPath(of: companion.file) else { continue }  // not written: commit reports it
            members.append(GroupJournal.Member(
                path: path, displayPath: companion.file.path, original: companion.file.originalText.map { Array($0.utf8) },
                written: Array(companion.file.newText.utf8), groups: [companion.key]))
        }
        var state = GroupJournalState(members: Set(members.map(\.path)))
        var byRoot: [String: [GroupJournal.Member]] = [:]
        for member in members {
            // The innermost root holding the file (roots may nest: `apply . Sub` outside git).
            guard let root = journalRoots.filter({ GroupJournal.relativePath(member.path, in: $0) != nil }).max(by: { $0.count < $1.count }) else {
                state.failure = "\(member.displayPath) is outside the trees being migrated, so no journal can cover it"
                return state
            }
            byRoot[root, default: []].append(member)
        }
        for root in byRoot.keys.sorted() {
            do {
                state.active.append(try GroupJournal.begin(root: root, members: byRoot[root]!, purpose: verifyRound ? .verifyRound : .changeAcrossFiles))
            } catch {
                _ = state.finish()
                state.active = []
                state.failure = verifyRound
                    ? "the journal that lets a killed `--verify` be rolled back could not be written (\(error))"
                    : "the journal that makes it recoverable could not be written (\(error))"
                return state
            }
        }
        if verifyRound, let journal {
            // Kept past this run: the round's build has not judged these files yet.
            journal.keepOnDisk(state.active, paths: Array(state.members))
            state.active = []
        }
        return state
    }

    /// `commit`, for a file that may be a member of a change across files: not written when
    /// the journal failed; the test hook runs after it is.
    func commit(_ evaluated: Evaluated, journal: GroupJournalState) -> FileReport {
        guard let change = evaluated.change, journal.members.contains(change.readPath) else { return commit(evaluated) }
        if let failure = journal.failure {
            var report = evaluated.report
            report.outcome = .skipped(reason: "\(report.path): not written: it takes part in a change across files, and \(failure)")
            report.editCounts = [:]
            report.edits = []
            return report
        }
        // The journal holds these bytes durably: the file is synced once, when the journal goes.
        let report = commit(evaluated, durable: false)
        if report.outcome == .changed { journal.written(change.readPath) }
        return report
    }
}
