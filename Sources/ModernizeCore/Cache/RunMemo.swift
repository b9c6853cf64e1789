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
/// - the storyboards, xibs, Info.plists and Objective-C files the index reads
///   (`IndexPhase.interfaceKinds`, listed by the Swift file walk), each by its stamp, or by its
///   digest when the stamp changed or was too recent to trust;
/// - every file-system probe the settings made (`ProjectFileLog`: configs, manifests, projects,
///   xcconfig includes, `.git` boundaries, directory listings), replayed.
/// What the run was asked (arguments, directory, rules, options) is its key. Any doubt is a
/// miss, and the run goes the usual way.
struct RunMemo: Codable, Sendable {
    var files: [String]
    var stamps: [FileStamp]
    var interfaceReads: [InterfaceRead]
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
        var interfaceReads: [InterfaceRead]
    }

    /// One storyboard, xib, Info.plist or Objective-C file the index reads
    /// (`IndexPhase.interfaceKinds`): its path, the path read (a link within the root resolved),
    /// and that file's stamp (taken before it was hashed) and digest.
    struct InterfaceRead: Codable, Equatable, Sendable {
        var path: String
        var readPath: String
        var stamp: FileStamp?
        var digest: String

        /// Noted now, before the run reads it.
        init(path: String, root: String) {
            self.path = path
            readPath = InterfaceBuilderIndex.linkTarget(path, root: root) ?? path
            stamp = FileStamp.of(readPath)
            digest = IndexPhase.digest(reading: readPath)
        }

        /// Would `IndexPhase.digest(ofFile:root:)` still give the same? A trusted stamp
        /// spares reading and hashing the file.
        func holds(root: String, trustingStampsBefore start: Int64) -> Bool {
            guard (InterfaceBuilderIndex.linkTarget(path, root: root) ?? path) == readPath else { return false }
            if let stamp, stamp.vouches(for: readPath, trustingStampsBefore: start) { return true }
            return IndexPhase.digest(reading: readPath) == digest
        }
    }

    /// Do the files, their stamps (`current`: as the file walk found them), the index's other
    /// inputs (`interfaceFiles`: as the walk collected them now) and the settings' probes still
    /// say what they said? `directoryNames`: the walk's listings, which tell most absent files.
    /// `parallel`: the probes are checked on two threads (they were a third of a memo run).
    func holds(
        for files: [SourceFile], current: [String: FileStamp], interfaceFiles: [(path: String, root: String)],
        directoryNames: DirectoryNames = DirectoryNames(), parallel: Bool = false
    ) -> Bool {
        guard files.count == self.files.count, stamps.count == files.count, interfaceFiles.count == interfaceReads.count else { return false }
        for (index, file) in files.enumerated() where file.path != self.files[index] || current[file.path] != stamps[index] {
            return false
        }
        for (read, file) in zip(interfaceReads, interfaceFiles) where read.path != file.path || !read.holds(root: file.root, trustingStampsBefore: started) {
            return false
        }
        // In chunks, so that two threads share them (and a failing chunk stops only its own).
        let chunk = 512
        let chunks = stride(from: 0, to: probes.count, by: chunk).map { $0..<min($0 + chunk, probes.count) }
        return Concurrently.map(chunks, onTwoThreads: parallel) { range in
            probes[range].allSatisfy { $0.holds(trustingStampsBefore: started, directoryNames: directoryNames) }
        }.allSatisfy { $0 }
    }

    /// This memo with the whole reports of `parts` decoded; nil when one does not decode.
    func decodingReports(parts: Range<Int>) -> RunMemo? {
        guard let decoded = reports.decoding(parts: parts) else { return nil }
        var copy = self
        copy.reports = decoded
        return copy
    }

    init(
        files: [String], stamps: [FileStamp], interfaceReads: [InterfaceRead], probes: [ProjectFileProbe], started: Int64,
        reports: MemoReports, settingsWarnings: [String], runWarnings: [String]
    ) {
        (self.files, self.stamps, self.interfaceReads, self.probes, self.started) = (files, stamps, interfaceReads, probes, started)
        (self.reports, self.settingsWarnings, self.runWarnings) = (reports, settingsWarnings, runWarnings)
    }

    // The files and their stamps are most of a memo's items: packed into two byte arrays, one
    // item each, they decode in one step instead of 9,000 containers.
    private enum CodingKeys: String, CodingKey {
        case files, stamps, interfaceReads, probes, started, reports, settingsWarnings, runWarnings
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let packedFiles = try container.decode([UInt8].self, forKey: .files)
        files = packedFiles.isEmpty ? [] : packedFiles.split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        guard let stamps = FileStamp.unpack(try container.decode([UInt8].self, forKey: .stamps)) else {
            throw DecodingError.dataCorruptedError(forKey: .stamps, in: container, debugDescription: "malformed stamps")
        }
        self.stamps = stamps
        interfaceReads = try container.decode([InterfaceRead].self, forKey: .interfaceReads)
        probes = try container.decode([ProjectFileProbe].self, forKey: .probes)
        started = try container.decode(Int64.self, forKey: .started)
        reports = try container.decode(MemoReports.self, forKey: .reports)
        settingsWarnings = try container.decode([String].self, forKey: .settingsWarnings)
        runWarnings = try container.decode([String].self, forKey: .runWarnings)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        // Paths never hold a NUL byte.
        try container.encode(Array(files.joined(separator: "\0").utf8), forKey: .files)
        try container.encode(FileStamp.pack(stamps), forKey: .stamps)
        try container.encode(interfaceReads, forKey: .interfaceReads)
        try container.encode(probes, forKey: .probes)
        try container.encode(started, forKey: .started)
        try container.encode(reports, forKey: .reports)
        try container.encode(settingsWarnings, forKey: .settingsWarnings)
        try container.encode(runWarnings, forKey: .runWarnings)
    }
}

/// A run's reports as a memo keeps them: most files have no site and no finding (not triggered,
/// unchanged, generated, excluded), and those are kept as columns; the others whole. Decoding
/// every report whole was a third of a warm run's time on a 10-app corpus. The whole ones are
/// encoded in parts of their own (`wholeParts`), so that a run decodes one while it walks the
/// tree and the others while it checks that the memo still holds.
struct MemoReports: Codable, Sendable {
    /// One letter per report: `*` whole (the next of the whole reports); `n` not triggered,
    /// `u` unchanged, `g` generated, `x` excluded, upper case when the file was parsed.
    var kinds: String
    /// The distinct deployment targets, and each plain report's (-1: none).
    var targets: [DeploymentTarget]
    var targetOfReport: [Int]
    /// The marker or pattern of each generated or excluded report, in order.
    var texts: [String]
    /// The whole reports in order, in `partCount` parts, each a `BinaryEncoder` entry.
    var wholeParts: [[UInt8]]
    /// Each part once decoded (`decoding(parts:)`); not kept in the entry.
    private var decodedParts: [[FileReport]?] = []

    /// A run decodes the first part beside its file walk and the other two beside its checks
    /// of the memo's inputs, which take about as long (measured on a 10-app corpus).
    static let partCount = 3

    private enum CodingKeys: String, CodingKey { case kinds, targets, targetOfReport, texts, wholeParts }

    /// `paths`: the run's files, whose reports come first and in their order.
    init(_ reports: [FileReport], paths: [String]) throws {
        (kinds, targets, targetOfReport, texts) = ("", [], [], [])
        var whole: [FileReport] = []
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
        let partSize = (whole.count + Self.partCount - 1) / Self.partCount
        let parts = (0..<Self.partCount).map { part in Array(whole.dropFirst(part * partSize).prefix(partSize)) }
        wholeParts = try parts.map { try BinaryEncoder.encode($0) }
        decodedParts = parts
    }

    /// These reports with the parts in `parts` decoded too; nil when one does not decode.
    func decoding(parts: Range<Int>) -> MemoReports? {
        var copy = self
        if copy.decodedParts.count != wholeParts.count { copy.decodedParts = Array(repeating: nil, count: wholeParts.count) }
        for part in parts.clamped(to: wholeParts.indices) where copy.decodedParts[part] == nil {
            guard let decoded = try? BinaryDecoder.decode([FileReport].self, from: wholeParts[part]) else { return nil }
            copy.decodedParts[part] = decoded
        }
        return copy
    }

    /// The whole reports, when every part is decoded.
    var whole: [FileReport]? {
        guard decodedParts.count == wholeParts.count, decodedParts.allSatisfy({ $0 != nil }) else { return nil }
        return decodedParts.flatMap { $0 ?? [] }
    }

    /// The reports again; nil when a part is not decoded or the columns do not fit together
    /// (never for what `init` made).
    func reports(paths: [String]) -> [FileReport]? {
        guard let whole else { return nil }
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
