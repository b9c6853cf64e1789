import ArgumentParser
import Foundation
import ModernizeCore

struct ReportCommand: ParsableCommand {
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case html
        case json
    }

    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Turn batch outputs into a migration dashboard (one self-contained HTML page) or compare two runs.",
        discussion: """
            Give batch output directories (`batch --out` or `batch-merge --out`), oldest first. \
            The page shows the repositories, the sites left per tier and the share migrated \
            since the first run; a heat map of sites left per repository and rule (green: safe \
            rewrites, amber: review rewrites, red: findings that need a person); the trend \
            across the runs; a table of repositories with their % done (sites a rewrite made \
            or can make, of all the sites counted) and a CSV download of it (a data: link in \
            the page); and per repository its rules, its findings (file:line, rule, \
            message, suggested code) and a link to its patch, relative to the page. It has \
            inline CSS and SVG and a few lines of script for sorting, fetches nothing, and \
            prints cleanly.

            Sites left: in a dry-run batch, every site it counted (safe, review and finding); \
            after `batch --apply`, the review rewrites it did not apply and the findings. \
            Findings are read from each repository's report in the latest directory (any \
            --format); at most --max-findings per repository are listed, with "and N more".

            OUT is a new file or an earlier report: a symbolic link, a special file or any \
            other existing file is refused. `-` writes to standard output.

            Examples:
              modernize batch --repos-file repos.txt --out runs/2026-10
              modernize batch --repos-file repos.txt --out runs/2026-11
              modernize report dashboard.html runs/2026-10 runs/2026-11
              modernize report --format json progress.json runs/*
              modernize report --compare runs/2026-10 runs/2026-11

            Exit status: 0 written, 2 bad arguments, an unreadable batch directory or a refused \
            output path.
            """
    )

    @Argument(help: ArgumentHelp(
        "The output file, then the batch output directories oldest first (with --compare: the two directories to compare).",
        valueName: "out-and-batch-dirs"))
    var arguments: [String] = []

    @Option(help: "html (the dashboard page) or json (the same numbers in machine form).")
    var format: Format = .html

    @Flag(help: "Print what changed between two batch directories (OLD NEW): sites fixed, new sites, repositories added and removed.")
    var compare = false

    @Option(name: .customLong("max-findings"), parsing: .unconditional, help: ArgumentHelp("Findings listed per repository (the rest are counted); at most 1000000.", valueName: "n"),
            transform: NumericOption.integer(in: 0...1_000_000, accepted: "0 to 1000000"))
    var maxFindings = 100

    func validate() throws {
        if compare {
            guard arguments.count == 2 else { throw ValidationError("--compare takes two batch directories: OLD NEW (got \(arguments.count))") }
            return
        }
        guard arguments.count >= 2 else {
            throw ValidationError("give the output file and at least one batch directory: modernize report OUT.html BATCH_DIR...")
        }
        if !["-"].contains(arguments[0]), FileManager.default.fileExists(atPath: arguments[0] + "/summary.json") {
            throw ValidationError("'\(arguments[0])' is a batch directory; the first argument is the output file (modernize report OUT.html \(arguments.joined(separator: " ")))")
        }
    }

    func run() throws {
        let runs: [Dashboard.Run]
        let output = arguments[0]
        do {
            if !compare, output != "-" { try ReportTarget.check(output) }
            runs = try (compare ? arguments : Array(arguments.dropFirst())).map { directory throws in
                try Dashboard.load(directory, findingsCap: maxFindings)
            }
        } catch {
            Console.error("error: \(error)")
            throw ExitCode(ModernizeCore.ExitStatus.error)
        }
        if compare {
            Console.raw(ControlCharacters.escaped(Dashboard.Comparison(runs[0], runs[1]).text(old: runs[0], new: runs[1])))
            return
        }
        let summary = Dashboard.Summary(runs: runs)
        let text = format == .json ? summary.rendered() : DashboardPage.render(summary, reportPath: output == "-" ? "./-" : output)
        if output == "-" {
            Console.raw(text)
            return
        }
        do { try OutputFile.write(text, to: output) } catch {
            Console.error("error: cannot write \(output): \(error.localizedDescription)")
            throw ExitCode(ModernizeCore.ExitStatus.error)
        }
        let headline = summary.headline
        let migrated = headline.migratedPercent.map { String(format: "; %.1f%% migrated since the first run", $0) } ?? ""
        Console.error("\(output): \(runs.count) run\(runs.count == 1 ? "" : "s"), \(headline.repositories) repositories, \(headline.left.total) sites left (safe \(headline.left.safe), review \(headline.left.review), finding \(headline.left.finding))\(migrated)")
    }
}
