import SwiftSyntax

/// A rule failure the user did not cause: the rule threw, emitted overlapping edits, or
/// produced code that does not parse. The file is kept as it was.
public struct InternalError: Sendable, Codable, Hashable {
    public let ruleID: String
    public let path: String
    public let message: String

    public var formatted: String { "\(path): internal error in rule \(ruleID): \(message); file left unchanged" }
}

/// What migrating one file's text produced. Pure: no file system access.
public struct MigrationResult: Sendable, Codable {
    public enum Status: Sendable, Codable, Equatable {
        /// No rule's trigger appears: the file was not even parsed.
        case notTriggered
        case unchanged
        case changed
        /// The file could not be parsed cleanly and was left alone.
        case skippedParseError(ParseProblem)
        /// A rule failed; the original is kept.
        case internalError
    }

    public var status: Status
    public var newText: String
    /// Applied edits per rule id.
    public var editCounts: [String: Int] = [:]
    /// Sites per rule id by outcome tier.
    public var tierCounts: [String: TierCounts] = [:]
    /// Findings, review notes and held-back rewrites, in report order.
    public var findings: [Finding] = []
    public var internalErrors: [InternalError] = []
    /// Sites silenced by `// modernize:` comments, per rule id.
    public var suppressedCounts: [String: Int] = [:]
    /// Sites a reviewer declined (`modernize review`), per rule id.
    public var declinedCounts: [String: Int] = [:]
    /// The applied edits, in pass then position order.
    public var appliedEdits: [AppliedEdit] = []
    /// The applied sites, for `--verify`.
    public var appliedSites: [AppliedSite] = []
    /// This file's parts of changes across files, one per group (`GroupSettlement` checks
    /// that every file of a group applied its part).
    public var groupParts: [GroupPart] = []
}

/// Runs rules over one file: the heart of the engine.
public struct FileMigration: Sendable {
    /// Overlapping sites are retried on the re-parsed output; this bounds the retries.
    public static let maximumPasses = 4

    public let rules: [any Codemod]
    public let options: RuleOptions
    public let index: ProjectIndex
    /// Changes across files found not to apply whole (`GroupPart.key` -> why): their sites
    /// here are reported instead of applied.
    public var blockedGroups: [String: String] = [:]
    /// Decides site by site which rewrites apply (`modernize review`); nil: all that pass.
    public var reviewer: (any SiteReviewer)?
    /// Colour the diffs shown to the reviewer.
    public var colorDiff = false
    /// Sites the user's build rejected (`--verify`): reported instead of applied.
    public var buildRejections = BuildRejections()
    /// `--type-report`: the type questions rules ask in their first look at the file.
    public var typeQuestions: TypeQuestionLog?
    /// Where the parses and rule runs are counted (`--timings`); nil: not counted.
    public var timings: RunTimings?
    /// Where the file is on disk, and every file of the run's (display path -> path): the user's
    /// build index (`index.buildIndex`) answers for files by their real paths.
    public var readPath: String?
    public var readPaths: [String: String] = [:]

    public init(rules: [any Codemod], options: RuleOptions, index: ProjectIndex = .empty, blockedGroups: [String: String] = [:]) {
        self.rules = rules
        self.options = options
        self.index = index
        self.blockedGroups = blockedGroups
    }

    /// `parsed`: the tree of `source` when the caller already has it (the index phase);
    /// `triggered`: the rules whose triggers occur in it, when the caller already scanned;
    /// `siteless`: the ids of triggered rules the index phase found can hold no site in exactly
    /// this text (`Codemod.couldHoldSites`): they are not run, and when none is left the file,
    /// which that phase parsed cleanly, is not parsed again.
    public func migrate(
        _ source: SourceText, parsed alreadyParsed: ParsedSource? = nil, triggered: [any Codemod]? = nil, siteless: Set<String> = []
    ) -> MigrationResult {
        var result = MigrationResult(status: .unchanged, newText: source.text)
        var pending = triggered ?? TriggerScan.rulesTriggered(by: source.text, among: rules)
        guard !pending.isEmpty else {
            result.status = .notTriggered
            return result
        }
        pending.removeAll { siteless.contains($0.id) }
        guard !pending.isEmpty else { return result }
        if alreadyParsed == nil { timings?.noteRewriteParse() }
        var parsed = alreadyParsed ?? ParsedSource(source)
        if let problem = parsed.firstError {
            result.status = .skippedParseError(problem)
            return result
        }
        // Every pass indents like the original text; each pass's text has its own line break.
        let originalConventions = TextConventions(source.text)
        let original = parsed
        var offsets = OffsetMap()
        var state = RunState()

        for pass in 1...Self.maximumPasses where !pending.isEmpty {
            var gate = SiteGate(
                parsed: parsed, options: options, offsets: offsets, original: original, isLastPass: pass == Self.maximumPasses,
                blockedGroups: blockedGroups)
            gate.reviewer = reviewer
            gate.pass = pass
            gate.colorDiff = colorDiff
            gate.declinedEarlier = state.declinedSites
            gate.buildRejections = buildRejections
            var accepted: [RuleEdits] = []
            var deferred: [any Codemod] = []
            // Detected once per pass, not per rule, and only if a rule asks: each detection scans the whole text.
            let conventions = pass == 1 ? originalConventions : TextConventions(edited: parsed.source.text, original: originalConventions)
            for rule in pending {
                let context = RuleContext(parsed: parsed, options: options, ruleID: rule.id, index: index, conventions: conventions)
                let output: RuleOutput
                do {
                    output = try BuildIndexScope.with(
                        readPath.flatMap { _ in index.buildIndex }, parsed: parsed, readPath: readPath ?? source.path, readPaths: readPaths
                    ) {
                        if pass == 1, let typeQuestions {
                            return try typeQuestions.withScope(rule: rule.id, parsed: parsed, displayPath: source.path) { try rule.rewrite(context) }
                        }
                        return try rule.rewrite(context)
                    }
                } catch {
                    return failed(source, InternalError(ruleID: rule.id, path: source.path, message: "threw \(error)"))
                }
                if pass == 1 { timings?.noteRuleRun(foundNothing: output.sites.isEmpty) }
                if let error = gate.selfOverlap(in: output, rule: rule) { return failed(source, error) }
                let decided = gate.decide(output, rule: rule, otherRulesEdits: accepted.flatMap(\.edits))
                state.record(decided, rule: rule.id)
                if decided.deferredSites > 0 { deferred.append(rule) }
                if !decided.edits.isEmpty {
                    accepted.append(RuleEdits(ruleID: rule.id, edits: decided.edits, tiers: decided.tiers, sites: decided.appliedSites))
                }
            }
            if !accepted.isEmpty {
                let newText = EditSplicer.apply(accepted.flatMap(\.edits), to: parsed.source.text)
                timings?.noteCheckParse()
                let reparsed = ParsedSource(SourceText(path: source.path, text: newText, hasByteOrderMark: source.hasByteOrderMark))
                if let problem = reparsed.firstError {
                    return failed(source, culprits(of: accepted, in: parsed, problem: problem))
                }
                for ruleEdits in accepted { result.editCounts[ruleEdits.ruleID, default: 0] += ruleEdits.edits.count }
                result.appliedEdits += appliedEdits(accepted, pass: pass, in: parsed)
                result.appliedSites += accepted.flatMap(\.sites)
                offsets.record(accepted.flatMap(\.edits))
                parsed = reparsed
            }
            pending = deferred
        }
        result.findings = state.findings.sorted(by: Finding.reportOrder)
        result.tierCounts = state.counts.filter { !$0.value.isEmpty }
        result.suppressedCounts = state.suppressed.filter { $0.value > 0 }
        result.groupParts = state.groupParts
        result.declinedCounts = state.declinedByRule.mapValues(\.count).filter { $0.value > 0 }
        result.newText = parsed.source.text
        result.status = result.newText == source.text ? .unchanged : .changed
        return result
    }

    /// Per rule: applied notes and counts accumulate over passes; what a rule reports without
    /// an edit comes from its latest run (a deferred rule runs again and reports again).
    private struct RunState {
        var appliedNotes: [String: [Finding]] = [:]
        var reports: [String: [Finding]] = [:]
        var appliedCounts: [String: TierCounts] = [:]
        var reportCounts: [String: TierCounts] = [:]
        var suppressedByRun: [String: Int] = [:]
        var appliedParts: [GroupPart] = []
        var declinedSites: Set<String> = []
        var declinedByRule: [String: Set<String>] = [:]
        var heldParts: [String: [GroupPart]] = [:]

        mutating func record(_ decided: SiteGate.Decided, rule: String) {
            appliedParts += decided.appliedParts
            declinedSites.formUnion(decided.declined)
            declinedByRule[rule, default: []].formUnion(decided.declined)
            heldParts[rule] = decided.heldParts
            appliedNotes[rule, default: []] += decided.appliedNotes
            reports[rule] = decided.reports
            appliedCounts[rule, default: TierCounts()] = appliedCounts[rule, default: TierCounts()] + decided.appliedCounts
            reportCounts[rule] = decided.reportCounts
            suppressedByRun[rule] = decided.suppressed
        }

        var findings: [Finding] { appliedNotes.values.flatMap { $0 } + reports.values.flatMap { $0 } }
        var counts: [String: TierCounts] {
            appliedCounts.merging(reportCounts, uniquingKeysWith: +)
        }
        var suppressed: [String: Int] { suppressedByRun }
        /// Held-back parts come first, so a group held back anywhere in the file is held back.
        var groupParts: [GroupPart] {
            GroupPart.merged(heldParts.keys.sorted().flatMap { heldParts[$0]! } + appliedParts)
        }
    }

    private func appliedEdits(_ accepted: [RuleEdits], pass: Int, in parsed: ParsedSource) -> [AppliedEdit] {
        accepted.flatMap { ruleEdits in
            zip(ruleEdits.edits, ruleEdits.tiers).map { edit, tier in
                AppliedEdit(
                    ruleID: ruleEdits.ruleID, pass: pass,
                    start: parsed.position(of: edit.range.lowerBound.utf8Offset),
                    end: parsed.position(of: edit.range.upperBound.utf8Offset),
                    replacement: edit.replacement, tier: tier)
            }
        }.sorted { ($0.start, $0.ruleID) < ($1.start, $1.ruleID) }
    }

    private func failed(_ source: SourceText, _ errors: InternalError...) -> MigrationResult {
        failed(source, errors)
    }

    private func failed(_ source: SourceText, _ errors: [InternalError]) -> MigrationResult {
        var result = MigrationResult(status: .internalError, newText: source.text)
        result.internalErrors = errors
        return result
    }

    /// Finds which rules' edits, applied alone, break the parse; blames all if none alone does.
    private func culprits(of accepted: [RuleEdits], in parsed: ParsedSource, problem: ParseProblem) -> [InternalError] {
        let path = parsed.source.path
        let blamed = accepted.compactMap { ruleEdits -> InternalError? in
            let alone = EditSplicer.apply(ruleEdits.edits, to: parsed.source.text)
            guard let error = ParsedSource(SourceText(path: path, text: alone)).firstError else { return nil }
            return InternalError(
                ruleID: ruleEdits.ruleID, path: path,
                message: "its output does not parse (\(error.position): \(error.message))")
        }
        if !blamed.isEmpty { return blamed }
        return accepted.map {
            InternalError(
                ruleID: $0.ruleID, path: path,
                message: "combined output of several rules does not parse (\(problem.position): \(problem.message))")
        }
    }
}

extension String {
    var trimmingWhitespace: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        return String(scalars[first...last])
    }
}
