import ArgumentParser
import Foundation
import ModernizeCore

struct BatchMergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "batch-merge",
        abstract: "Combine the output directories of `batch --shard K/N` runs into one.",
        discussion: """
            Checks that the shards are 1...N of one split of the same repository list, run with \
            the same options and tool version, and that every repository is in exactly one of \
            them; then writes DIR/summary.json and DIR/summary.md as one unsharded batch would, \
            and copies each repository's patch, report and result into DIR.

            Exit status: 0 merged, 2 a shard missing, duplicated, inconsistent or corrupt, or a \
            write failed (in each case nothing is written).

            Example: modernize batch-merge --out results/ shard-1/ shard-2/ shard-3/
            """
    )

    @Argument(help: "The shards' output directories (their --out).", completion: .directory)
    var shards: [String] = []

    @Option(name: .customLong("out"), help: ArgumentHelp("Directory for the merged outputs (new, empty, or made by a batch).", valueName: "dir"), completion: .directory)
    var outputDirectory: String

    @Flag(help: "Write into a directory that no batch created.")
    var force = false

    func run() throws {
        let merged: BatchMerge.Contents
        do { merged = try BatchMerge.collect(BatchMerge.merge(shards)) } catch {
            Console.error("error: \(error)")
            throw ExitCode(ModernizeCore.ExitStatus.error)
        }
        do {
            let lock = try OutputDirectoryGuard.prepare(outputDirectory, resume: false, force: force)
            defer { lock.release() }
            let problems = try BatchMerge.write(merged, to: outputDirectory)
            for problem in problems { Console.error("error: \(problem)") }
            if !problems.isEmpty { throw ExitCode(ModernizeCore.ExitStatus.error) }
        } catch let exit as ExitCode {
            throw exit
        } catch {
            Console.error("error: \(outputDirectory): \(error)")
            throw ExitCode(ModernizeCore.ExitStatus.error)
        }
        let totals = merged.summary.totals
        Console.error("\(Plural.counted(shards.count, "shard")), \(Plural.counted(totals.repositories, "repository", "repositories")): \(totals.succeeded) ok, \(totals.failed) failed; summary in \(outputDirectory)/summary.md")
        if !merged.summary.allSucceeded { throw ExitCode(ModernizeCore.ExitStatus.error) }
    }
}
