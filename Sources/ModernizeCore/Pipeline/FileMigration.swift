import SwiftSyntax

/// A rule failure the user did not cause: the rule threw, emitted overlapping edits, or
/// produced code that does not parse. The file is kept as it was.
public struct InternalError: Sendable, Hashable {
    public let ruleID: String
    public let path: String
    public let message: String

    public var formatted: String { "\(path): internal error in rule \(ruleID): \(message); file left unchanged" }
}

/// What migrating one file's text produced. Pure: no file system access.
public struct MigrationResult: Sendable {
    public enum Status: Sendable, Equatable {
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
    public var findings: [Finding] = []
    public var internalErrors: [InternalError] = []
    /// Edits and findings silenced by `// modernize:` comments, per rule id.
    public var suppressedCounts: [String: Int] = [:]
    /// The applied edits, in pass then position order.
    public var appliedEdits: [AppliedEdit] = []
}

/// Runs rules over one file: the heart of the engine.
public struct FileMigration {
    /// Overlapping rules are retried on the re-parsed output; this bounds the retries.
    public static let maximumPasses = 4

    public let rules: [any Codemod]
    public let options: RuleOptions

    public init(rules: [any Codemod], options: RuleOptions) {
        self.rules = rules
        self.options = options
    }

    public func migrate(_ source: SourceText) -> MigrationResult {
        var result = MigrationResult(status: .unchanged, newText: source.text)
        var pending = TriggerScan.rulesTriggered(by: source.text, among: rules)
        guard !pending.isEmpty else {
            result.status = .notTriggered
            return result
        }
        var parsed = ParsedSource(source)
        if let problem = parsed.firstError {
            result.status = .skippedParseError(problem)
            return result
        }
        let indentStyle = IndentationStyle.detect(in: source.text)
        var findingsByRule: [String: [Finding]] = [:]
        var suppressedByRule: [String: Int] = [:]

        for pass in 1...Self.maximumPasses where !pending.isEmpty {
            let suppressions = Suppressions(parsed)
            var accepted: [RuleEdits] = []
            var deferred: [any Codemod] = []
            for rule in pending {
                let context = RuleContext(parsed: parsed, options: options, ruleID: rule.id, indentStyle: indentStyle)
                let output: RuleOutput
                do {
                    output = try rule.rewrite(context)
                } catch {
                    return failed(source, result, InternalError(ruleID: rule.id, path: source.path, message: "threw \(error)"))
                }
                if let (first, second) = EditConflict.firstOverlap(in: output.edits) {
                    let message = "emitted overlapping edits at \(parsed.position(of: first.range.lowerBound.utf8Offset)) and \(parsed.position(of: second.range.lowerBound.utf8Offset))"
                    return failed(source, result, InternalError(ruleID: rule.id, path: source.path, message: message))
                }
                var findings = output.findings
                var edits = output.edits
                let suppressedCount = suppress(&edits, &findings, rule: rule.id, by: suppressions, in: parsed)
                if options.minimumIOS < rule.row.since, !edits.isEmpty {
                    findings += edits.map { deploymentTargetFinding(for: $0, rule: rule, in: parsed) }
                    edits = []
                }
                let acceptedEdits = accepted.flatMap(\.edits)
                if EditConflict.overlaps(edits, with: acceptedEdits) && pass < Self.maximumPasses {
                    deferred.append(rule)  // its findings come from the pass that applies it
                    continue
                }
                if EditConflict.overlaps(edits, with: acceptedEdits) {
                    findings.append(Finding(
                        ruleID: rule.id, path: source.path, position: parsed.position(of: edits[0].range.lowerBound.utf8Offset),
                        severity: .warning,
                        message: "edits still overlap another rule's after \(Self.maximumPasses) passes; run the tool again"))
                    edits = []
                }
                findingsByRule[rule.id] = findings
                suppressedByRule[rule.id] = suppressedCount
                if !edits.isEmpty { accepted.append(RuleEdits(ruleID: rule.id, edits: edits)) }
            }
            if !accepted.isEmpty {
                let newText = EditSplicer.apply(accepted.flatMap(\.edits), to: parsed.source.text)
                let reparsed = ParsedSource(SourceText(path: source.path, text: newText, hasByteOrderMark: source.hasByteOrderMark))
                if let problem = reparsed.firstError {
                    return failed(source, result, culprits(of: accepted, in: parsed, problem: problem))
                }
                for ruleEdits in accepted { result.editCounts[ruleEdits.ruleID, default: 0] += ruleEdits.edits.count }
                result.appliedEdits += appliedEdits(accepted, pass: pass, in: parsed)
                parsed = reparsed
            }
            pending = deferred
        }
        result.findings = rules.flatMap { findingsByRule[$0.id] ?? [] }
        result.suppressedCounts = suppressedByRule.filter { $0.value > 0 }
        result.newText = parsed.source.text
        result.status = result.newText == source.text ? .unchanged : .changed
        return result
    }

    /// Drops the edits and findings on lines where `// modernize:` comments silence the rule;
    /// returns how many were dropped so summaries can count them.
    private func suppress(
        _ edits: inout [SourceEdit], _ findings: inout [Finding], rule: String, by suppressions: Suppressions, in parsed: ParsedSource
    ) -> Int {
        guard !suppressions.isEmpty else { return 0 }
        let before = edits.count + findings.count
        edits.removeAll { suppressions.isSuppressed(rule: rule, line: parsed.position(of: $0.range.lowerBound.utf8Offset).line) }
        findings.removeAll { suppressions.isSuppressed(rule: rule, line: $0.position.line) }
        return before - edits.count - findings.count
    }

    private func appliedEdits(_ accepted: [RuleEdits], pass: Int, in parsed: ParsedSource) -> [AppliedEdit] {
        accepted.flatMap { ruleEdits in
            ruleEdits.edits.map { edit in
                AppliedEdit(
                    ruleID: ruleEdits.ruleID, pass: pass,
                    start: parsed.position(of: edit.range.lowerBound.utf8Offset),
                    end: parsed.position(of: edit.range.upperBound.utf8Offset),
                    replacement: edit.replacement)
            }
        }.sorted { ($0.start, $0.ruleID) < ($1.start, $1.ruleID) }
    }

    private func failed(_ source: SourceText, _ partial: MigrationResult, _ errors: InternalError...) -> MigrationResult {
        failed(source, partial, errors)
    }

    private func failed(_ source: SourceText, _ partial: MigrationResult, _ errors: [InternalError]) -> MigrationResult {
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

    private func deploymentTargetFinding(for edit: SourceEdit, rule: any Codemod, in parsed: ParsedSource) -> Finding {
        let offset = edit.range.lowerBound.utf8Offset
        let original = String(decoding: Array(parsed.source.text.utf8)[offset..<edit.range.upperBound.utf8Offset], as: UTF8.self)
        let what = original.isEmpty ? "insert" : "replace `\(original.trimmingWhitespace)` with"
        return Finding(
            ruleID: rule.id, path: parsed.source.path, position: parsed.position(of: offset), severity: .info,
            message: "not rewritten: \(rule.row.modern) needs iOS \(rule.row.since), deployment target is iOS \(options.minimumIOS); would \(what) the suggestion",
            suggestion: edit.replacement.trimmingWhitespace)
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
