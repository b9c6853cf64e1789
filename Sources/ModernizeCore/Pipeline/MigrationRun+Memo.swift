import Foundation

extension MigrationRun {
    /// The key of this run's memo (`RunMemo`), or nil when its output cannot be kept or
    /// replayed: only a dry run with a cache, whose caller named what distinguishes it
    /// (`memoIdentity`), over whole given paths, with nothing decided outside its inputs (a
    /// reviewer, a `--verify` round, a type report, a chosen build index store).
    func memoKey(paths: [String]) -> String? {
        guard let cache, let memoIdentity, mode == .dryRun, onlyFiles == nil, reviewer == nil, typeQuestions == nil,
              buildRejections.isEmpty, journal == nil, settingsPaths.isEmpty, settings == nil || settings?.inputLog != nil else { return nil }
        if case .store = buildIndexRequest.choice { return nil }
        return cache.key([
            "run-memo", memoIdentity, FileManager.default.currentDirectoryPath, paths.joined(separator: "\n"),
            rules.map(\.id).joined(separator: ","),
        ] + ResultCache.keyParts(options) + [
            "\(colorDiff)", "\(includeGenerated)", "\(limits.maximumFileSize ?? -1)/\(limits.timeBudget ?? -1)",
            knownRuleIDs.map { $0.sorted().joined(separator: ",") } ?? "-", buildIndexRequest.choice.argument,
        ])
    }

    /// The memo under `key` (nil: none), and the file walk over `paths` beside it: on two threads
    /// when the run has jobs to spare, since both are most of a run the memo answers. With a key,
    /// the walk also lists the index's other inputs (`IndexPhase.interfaceKinds`: the memo's
    /// `interfaceReads`) in the same directory listings.
    func loadingMemo(key: String?, walking paths: [String]) -> (FileDiscovery.Result, RunMemo?) {
        let (cache, kinds) = (cache, key == nil ? [] : IndexPhase.interfaceKinds(rules: rules))
        return Concurrently.both(
            parallel: key != nil && jobs > 1, { FileDiscovery(collecting: kinds, listingNames: key != nil, parallel: key != nil && jobs > 1).discover(paths) },
            // The first part of the whole reports is decoded here, the rest beside the checks.
            { key.flatMap { cache?.load(RunMemo.self, key: $0, countsMisses: false)?.decodingReports(parts: 0..<1) } })
    }

    /// The memo's reports when everything it rests on still holds (its warnings restored on the
    /// settings and the run); nil otherwise. `stamps`: the files' stamps as the walk found them.
    mutating func memoizedReports(
        _ memo: RunMemo, files: [SourceFile], stamps: [String: FileStamp], interfaceFiles: [(path: String, root: String)],
        directoryNames: DirectoryNames = DirectoryNames()
    ) -> [FileReport]? {
        let parallel = jobs > 1
        let (holds, decoded) = Concurrently.both(
            parallel: parallel,
            { memo.holds(for: files, current: stamps, interfaceFiles: interfaceFiles, directoryNames: directoryNames, parallel: parallel) },
            { memo.decodingReports(parts: 1..<MemoReports.partCount) })
        guard holds, let reports = decoded?.reports.reports(paths: memo.files) else { return nil }
        // `auto` may find a store the user's build wrote since: then the run reads it.
        openUserBuildIndex(over: files)
        guard builtIndex.buildIndex == nil else { return nil }
        settings?.restore(warnings: memo.settingsWarnings)
        for warning in memo.runWarnings { warnings.add(warning) }
        return reports
    }

    /// Noted before the run reads anything: when it began (`started`, taken before the file
    /// walk), each file's stamp as the walk found it, the stamps and digests of the index's other inputs.
    func memoInputs(
        started: Int64, files: [SourceFile], stamps: [String: FileStamp], interfaceFiles: [(path: String, root: String)]
    ) -> RunMemo.Inputs {
        RunMemo.Inputs(
            started: started, stamps: files.map { stamps[$0.path] },
            interfaceReads: interfaceFiles.map { RunMemo.InterfaceRead(path: $0.path, root: $0.root) })
    }

    /// Keeps the run's output under `key` when a later run can trust it: every file stamped
    /// well before the run began, no file skipped for a reason of this run's (a time-out, memory),
    /// no config problem, no build index store read.
    func keepMemo(key: String, files: [SourceFile], inputs: RunMemo.Inputs, reports: [FileReport]) {
        let stamps = inputs.stamps.compactMap { $0 }
        guard stamps.count == files.count, stamps.allSatisfy({ $0.isTrusted(before: inputs.started) }),
              userBuildIndex.session?.store == nil,
              !reports.contains(where: { report in
                  if report.configError != nil { return true }
                  if case .skipped = report.outcome { return !report.isParseError }
                  return false
              }) else { return }
        guard let memoReports = try? MemoReports(reports, paths: files.map(\.path)) else { return }
        cache?.store(RunMemo(
            files: files.map(\.path), stamps: stamps, interfaceReads: inputs.interfaceReads,
            probes: settings?.inputLog?.recorded ?? [], started: inputs.started, reports: memoReports,
            settingsWarnings: settings?.warnings ?? [], runWarnings: warnings.all), key: key)
    }
}
