import Foundation

extension MigrationRun {
    /// `modernize review`: the files one at a time, each site offered to `reviewer`, each file
    /// written (atomically, like `apply`) as soon as its sites are decided, so stopping leaves
    /// no file half-written. No cache (answers are not part of its key), no time limit (a
    /// person is answering). `shouldStop` is asked after each file. `writing: false` writes
    /// nothing (`review --verify` applies the accepted sites once the build has judged them).
    public func review(paths: [String], reviewer: any SiteReviewer, writing: Bool = true, shouldStop: () -> Bool) -> RunReport {
        var run = self
        run.mode = writing ? .apply : .dryRun
        run.jobs = 1
        run.cache = nil
        run.limits.timeBudget = nil
        run.reviewer = reviewer
        run.indexRoots = Self.directories(among: paths)
        run.buildIndexPaths = paths
        let discovered = FileDiscovery().discover(paths)
        let files = discovered.files.map { SourceFile(path: $0, displayPath: $0) }
        run.buildIndex(over: files)
        let selected = selectingOnlyFiles(files)
        var reports: [FileReport] = []
        for file in selected {
            reviewer.beginFile(file.displayPath, sites: run.sitesOffered(in: file))
            reports.append(run.commit(run.evaluate(file.path, displayPath: file.displayPath)))
            if shouldStop() { break }
        }
        return RunReport(files: reports, pathErrors: discovered.errors, pathNotes: discovered.notes + removeStaleTemporaries(besides: files))
    }

    /// How many sites `file` offers a reviewer: the file migrated with every site accepted,
    /// written nowhere (sites of changes across files are never offered).
    private func sitesOffered(in file: SourceFile) -> Int {
        var preview = self
        preview.reviewer = nil
        preview.mode = .dryRun
        let sites = preview.evaluate(file.path, displayPath: file.displayPath).report.appliedSites
        return sites.filter { !$0.unit.hasPrefix(BuildRejections.groupUnit("")) }.count
    }
}
