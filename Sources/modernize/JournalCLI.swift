import ModernizeCore

/// Interrupted changes across files (`GroupJournal`) in the trees a command is given.
enum JournalCLI {
    /// A writing command, holding the trees' lock: rolls back what a killed run left half
    /// applied and says so. False after printing why it cannot (the command then stops).
    static func recover(paths: [String], quiet: Bool) -> Bool {
        for root in TreeLock.roots(forPaths: paths) {
            do {
                let outcome = try GroupJournalRecovery.recover(root: root)
                for warning in outcome.warnings { Console.error("warning: \(warning)") }
                if !quiet { for note in outcome.notes { Console.error("note: \(note)") } }
            } catch {
                Console.error("error: \(error)")
                return false
            }
        }
        return true
    }

    /// A command that does not write (`diff`): refuses a tree that holds part of a change a
    /// killed run was writing. A journal of a run writing now (it holds the lock) is a warning.
    static func checkNothingPending(paths: [String]) -> Bool {
        for root in TreeLock.roots(forPaths: paths) where GroupJournalRecovery.hasJournal(in: root) {
            guard let lock = try? TreeLock.acquire(roots: [root]) else {
                Console.error("warning: \(root): another modernize run is writing a change across files in this tree; the output may show part of it")
                continue
            }
            lock.release()
            Console.error("error: \(GroupJournalRecovery.pendingMessage(root: root))")
            return false
        }
        return true
    }
}
