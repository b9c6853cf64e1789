import ArgumentParser
import Foundation
import ModernizeCore

struct RecoverCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "recover",
        abstract: "Roll back a change across files that a killed `apply` left half written.",
        discussion: """
            Before writing the files of a change across files (a class and its views, a new \
            SceneDelegate and Info.plist), `apply` keeps a journal in the tree's root \
            (.modernize-journal: the files' bytes before and after). If the run is killed, the \
            next `apply`, `review` or `batch --apply` over the tree puts those files back to their \
            bytes before that run, says so, and goes on; `diff` refuses to run until then. \
            `recover` does only the rollback. Files changed since the killed run are never \
            overwritten: the journal is then kept and named, for you to settle. A killed \
            `apply --verify` leaves its round journaled the same way. A journal this user's \
            modernize did not write on this machine for this tree (one committed to the \
            repository, copied, or edited) is refused and left untouched.

            Exit status: 0 nothing left to recover, 2 a path that does not exist (the others are \
            still checked) or a journal that could not be rolled back.
            """
    )

    @Argument(help: "Files or directories whose trees to check (the repository root, or the directory given outside git).")
    var paths: [String] = ["."]

    func run() throws {
        // A mistyped path would otherwise check the directory above it and report nothing to do.
        let missing = paths.filter { (try? FileManager.default.attributesOfItem(atPath: $0)) == nil }
        for path in missing { Console.error("error: \(path): No such file or directory; nothing was checked there") }
        let paths = paths.filter { !missing.contains($0) }
        guard !paths.isEmpty else { throw ExitCode(ExitStatus.error) }
        let lock: TreeLock
        do { lock = try TreeLock.acquire(forPaths: paths) } catch {
            Console.error("error: \(error)")
            throw ExitCode(ExitStatus.error)
        }
        defer { lock.release() }
        let pending = TreeLock.roots(forPaths: paths).filter(GroupJournalRecovery.hasJournal(in:))
        guard JournalCLI.recover(paths: paths, quiet: false) else { throw ExitCode(ExitStatus.error) }
        if pending.isEmpty { Console.error("note: no interrupted change across files to roll back") }
        if !missing.isEmpty { throw ExitCode(ExitStatus.error) }
    }
}
