import Foundation

/// The whole output of a dry run (`diff`), kept so that the same command over an
/// unchanged tree is answered without resolving settings, hashing the files or loading their
/// results one by one: a warm run near the cost of listing the tree (issue 47).
///
/// It keeps what the output rests on, and is used only while all of it still holds:
/// - the Swift files found, in order, each with its stamp taken before the run read it. A run
///   keeps no memo unless every stamp is trusted (older than its start by
///   `FileStamp.racyWindow`), so any later change, even within the same second, gives another
///   stamp;
/// - the storyboards, xibs, Info.plists and Objective-C files the index reads, by digest
///   (`IndexPhase.interfaceInputs`);
/// - every file-system probe the settings made (`ProjectFileLog`: configs, manifests, projects,
///   xcconfig includes, `.git` boundaries, directory listings), replayed.
/// What the run was asked (arguments, directory, rules, options) is its key. Any doubt is a
/// miss, and the run goes the usual way.
struct RunMemo: Codable {
    var files: [String]
    var stamps: [FileStamp]
    var interfaceInputs: [String]
    var probes: [ProjectFileProbe]
    /// When the run began (`FileStamp.now()`): probe stamps older than this are trusted.
    var started: Int64
    var reports: MemoReports
    var settingsWarnings: [String]
    var runWarnings: [String]

    /// What a run notes before it reads anything, for the memo it may keep.
    struct Inputs {
        var started: Int64
        var stamps: [FileStamp?]
        var interfaceInputs: [String]
    }

    /// Do the files, their stamps (`current`: as the file walk found them) and the settings'
    /// probes still say what they said? (`interfaceInputs` is compared by the caller, which
    /// knows the rules and roots.)
    func holds(for files: [SourceFile], current: [String: FileStamp]) -> Bool {
        guard files.count == self.files.count, stamps.count == files.count else { return false }
        for (index, file) in files.enumerated() where file.path != self.files[index] || current[file.path] != stamps[index] {
            return false
        }
        return probes.allSatisfy { $0.holds(trustingStampsBefore: started) }
    }
}

/// A run's reports as a memo keeps them: most files have no site and no finding (not triggered,
/// unchanged, generated, excluded), and those are kept as columns; the others whole. Decoding
/// every report whole was a third of a warm run's time on a 10-app corpus.
struct MemoReports: Codable {
    /// One letter per report: `*` whole (the next of `whole`); `n` not triggered, `u` unchanged,
    /// `g` generated, `x` excluded, upper case when the file was parsed.
    var kinds: String
    /// The distinct deployment targets, and each plain report's (-1: none).
    var targets: [DeploymentTarget]
    var targetOfReport: [Int]
    /// The marker or pattern of each generated or excluded report, in order.
    var texts: [String]
    var whole: [FileReport]

    /// `paths`: the run's files, whose reports come first and in their order.
    init(_ reports: [FileReport], paths: [String]) {
        (kinds, targets, targetOfReport, texts, whole) = ("", [], [], [], [])
        var targetIndex: [DeploymentTarget: Int] = [:]
        for (position, report) in reports.enumerated() {
            guard position < paths.count, report.path == paths[position], let kind = Self.plainKind(report) else {
                kinds.append("*")
                whole.append(report)
                continue
            }
            kinds.append(report.wasParsed ? Character(kind.uppercased()) : kind)
            switch report.outcome {
            case .generated(let marker): texts.append(marker)
            case .excluded(let pattern): texts.append(pattern)
            default: break
            }
            if let target = report.target {
                let index = targetIndex[target] ?? targets.count
                if index == targets.count { targets.append(target); targetIndex[target] = index }
                targetOfReport.append(index)
            } else {
                targetOfReport.append(-1)
            }
        }
    }

    /// The reports again; nil when the columns do not fit together (never for what `init` made).
    func reports(paths: [String]) -> [FileReport]? {
        var (reports, wholeNext, plainNext, textNext) = ([FileReport](), 0, 0, 0)
        reports.reserveCapacity(kinds.count)
        for (position, kind) in kinds.enumerated() {
            if kind == "*" {
                guard wholeNext < whole.count else { return nil }
                reports.append(whole[wholeNext])
                wholeNext += 1
                continue
            }
            guard position < paths.count, plainNext < targetOfReport.count else { return nil }
            let outcome: FileReport.Outcome
            switch kind.lowercased() {
            case "n": outcome = .notTriggered
            case "u": outcome = .unchanged
            case "g", "x":
                guard textNext < texts.count else { return nil }
                outcome = kind.lowercased() == "g" ? .generated(marker: texts[textNext]) : .excluded(by: texts[textNext])
                textNext += 1
            default: return nil
            }
            var report = FileReport(path: paths[position], outcome: outcome)
            report.wasParsed = kind.isUppercase
            let target = targetOfReport[plainNext]
            guard target < targets.count else { return nil }
            report.target = target < 0 ? nil : targets[target]
            plainNext += 1
            reports.append(report)
        }
        return wholeNext == whole.count ? reports : nil
    }

    /// The letter of a report with nothing but its outcome, target and whether it was parsed.
    private static func plainKind(_ report: FileReport) -> Character? {
        guard report.editCounts.isEmpty, report.tierCounts.isEmpty, report.findings.isEmpty, report.internalErrors.isEmpty,
              report.diff.isEmpty, report.edits.isEmpty, report.appliedSites.isEmpty, report.suppressedCounts.isEmpty,
              report.warnings.isEmpty, report.severityOverrides.isEmpty, report.acceptedSites.isEmpty, report.configError == nil else { return nil }
        switch report.outcome {
        case .notTriggered: return "n"
        case .unchanged: return "u"
        case .generated: return "g"
        case .excluded: return "x"
        case .changed, .skipped, .internalError: return nil
        }
    }
}
