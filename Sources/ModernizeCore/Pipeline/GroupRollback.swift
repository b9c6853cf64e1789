import Foundation

/// After `apply` wrote: a change across files one of whose members could not be written (a
/// file that became read-only or changed on disk after the pre-check) is undone in the members
/// that were written, so no group stays half applied. A file undone undoes every group it
/// takes part in, until none is left half applied.
struct GroupRollback {
    /// One written member: a migrated file (restored to its bytes before the run) or a companion.
    enum Member {
        case file(index: Int)
        case companion(index: Int)
    }

    let evaluated: [MigrationRun.Evaluated]
    let companions: [(key: String, ruleID: String, file: CompanionFile)]
    let writer: CompanionWriter
    /// The groups that applied (not blocked), by `GroupPart.key`.
    let applied: Set<String>

    func undo(files reports: inout [FileReport], companions companionReports: inout [FileReport]) {
        var members: [String: [Member]] = [:]
        for (index, file) in evaluated.enumerated() {
            for part in file.groupParts where part.heldBack == nil && applied.contains(part.key) {
                members[part.key, default: []].append(.file(index: index))
            }
        }
        // A companion several groups write alike (`GroupSettlement`) belongs to each of them.
        var writers: [String: Set<String>] = [:]
        for file in evaluated {
            for part in file.groupParts where part.heldBack == nil && applied.contains(part.key) {
                for companion in part.companions { writers[companion.path, default: []].insert(part.key) }
            }
        }
        for (index, companion) in companions.enumerated() {
            for key in writers[companion.file.path, default: [companion.key]].union([companion.key]).sorted() {
                members[key, default: []].append(.companion(index: index))
            }
        }
        var undone: Set<String> = []
        while true {
            // The next applied group with a member that was not written (or was undone).
            var next: (key: String, culprit: String)?
            for key in members.keys.sorted() where !undone.contains(key) {
                for member in members[key]! {
                    let report = switch member {
                    case .file(let index): reports[index]
                    case .companion(let index): companionReports[index]
                    }
                    if case .skipped = report.outcome { next = (key, report.path); break }
                }
                if next != nil { break }
            }
            guard let (key, culprit) = next else { return }
            undone.insert(key)
            let reason = "rolled back: its change across files could not be written whole (\(culprit) was not written)"
            for member in members[key] ?? [] {
                switch member {
                case .file(let index):
                    guard reports[index].outcome == .changed, let change = evaluated[index].change else { continue }
                    let written = change.source.encoded(change.newText)
                    let restored = (try? FileStore.writeAtomically(change.bytes, to: change.readPath, replacing: written)) != nil
                    reports[index] = Self.skipped(reports[index], restored ? reason : "\(reason); restoring it failed, it holds the new text")
                case .companion(let index):
                    guard companionReports[index].outcome == .changed else { continue }
                    let restored = writer.undo(companions[index].file)
                    companionReports[index] = Self.skipped(companionReports[index], restored ? reason : "\(reason); undoing it failed")
                }
            }
        }
    }

    private static func skipped(_ report: FileReport, _ reason: String) -> FileReport {
        var report = report
        report.outcome = .skipped(reason: "\(report.path): \(reason)")
        report.editCounts = [:]
        report.edits = []
        report.appliedSites = []
        return report
    }
}
