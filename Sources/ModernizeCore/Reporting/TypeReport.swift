import Foundation

/// `--type-report`: the type questions rules asked, per rule known and unknown, the unknown
/// ones by the shape that stopped the resolver with the first examples of each, and how many
/// findings came after an unknown answer.
///
/// A finding counts as "after an unknown type" when the rule, looking at that file, got an
/// unknown answer about an expression on the finding's line, or about code in another file
/// (the facts a site's decision rests on often live there): a measure, not a proof of cause.
public struct TypeReport: Sendable, Encodable {
    public struct RuleRow: Sendable, Encodable {
        public let rule: String
        public var questions = 0
        public var known = 0
        public var unknown = 0
        public var findings = 0
        public var findingsAfterUnknown = 0
        public var fromBuild = 0
        public var unknownByShape: [String: Int] = [:]
    }

    public struct ShapeRow: Sendable, Encodable {
        public let shape: String
        public let meaning: String
        public var count: Int
        public var examples: [Example]
    }

    public struct Example: Sendable, Encodable {
        /// `path:line:col` (just the path for a question asked about text).
        public let location: String
        public let rule: String
        public let expression: String
    }

    public var questions: Int
    public var known: Int
    public var unknown: Int
    public var fromBuild: Int
    public var rules: [RuleRow]
    public var shapes: [ShapeRow]
    /// Every unknown answer (JSON only).
    public var unknownQuestions: [TypeQuestionLog.Question]

    public init(questions all: [TypeQuestionLog.Question], report: RunReport, examplesPerShape: Int = 5) {
        questions = all.count
        known = all.filter { $0.answer != nil }.count
        unknown = questions - known
        fromBuild = all.filter { $0.origin == "build" }.count
        unknownQuestions = all.filter { $0.answer == nil }
        var rows: [String: RuleRow] = [:]
        for question in all {
            var row = rows[question.rule] ?? RuleRow(rule: question.rule)
            row.questions += 1
            if question.answer != nil { row.known += 1 } else { row.unknown += 1 }
            if question.origin == "build" { row.fromBuild += 1 }
            if let shape = question.shape { row.unknownByShape[shape.rawValue, default: 0] += 1 }
            rows[question.rule] = row
        }
        // Unknown answers by (rule, scope): the lines in the scope file, and whether any was elsewhere.
        var unknownLines: [String: Set<Int>] = [:]
        var unknownElsewhere: Set<String> = []
        for question in unknownQuestions {
            let key = question.rule + "\u{0}" + question.scope
            if question.path == question.scope, question.line > 0 { unknownLines[key, default: []].insert(question.line) } else { unknownElsewhere.insert(key) }
        }
        for finding in report.findings where finding.tier == .finding && !finding.applied {
            guard var row = rows[finding.ruleID] else { continue }
            row.findings += 1
            let key = finding.ruleID + "\u{0}" + finding.path
            if unknownLines[key]?.contains(finding.position.line) == true || unknownElsewhere.contains(key) { row.findingsAfterUnknown += 1 }
            rows[finding.ruleID] = row
        }
        rules = rows.values.sorted { $0.rule < $1.rule }
        var shapes: [UnknownShape: ShapeRow] = [:]
        for question in unknownQuestions {
            let shape = question.shape ?? .expressionForm
            var row = shapes[shape] ?? ShapeRow(shape: shape.rawValue, meaning: shape.meaning, count: 0, examples: [])
            row.count += 1
            if row.examples.count < examplesPerShape {
                let location = question.line > 0 ? "\(question.path):\(question.line):\(question.column)" : question.path
                row.examples.append(Example(location: location, rule: question.rule, expression: question.expression))
            }
            shapes[shape] = row
        }
        self.shapes = shapes.values.sorted { ($1.count, $0.shape) < ($0.count, $1.shape) }
    }

    /// The text form, for stderr.
    public func renderedText() -> String {
        func percent(_ part: Int, _ whole: Int) -> String { whole == 0 ? "-" : "\(part * 100 / whole)%" }
        var lines = ["type report: \(questions) type question\(questions == 1 ? "" : "s") asked by rules, \(known) known (\(percent(known, questions))), \(unknown) unknown"
            + (fromBuild > 0 ? "; \(fromBuild) answered from the build index" : "")]
        guard questions > 0 else { return lines[0] }
        let width = max(4, rules.map(\.rule.count).max() ?? 0)
        lines.append("  " + "rule".padding(toLength: width, withPad: " ", startingAt: 0) + "  questions  known  unknown  findings  after an unknown type")
        for row in rules {
            let cells = [row.questions, row.known, row.unknown, row.findings, row.findingsAfterUnknown].map(String.init)
            let widths = [9, 5, 7, 8, 21]
            lines.append("  " + row.rule.padding(toLength: width, withPad: " ", startingAt: 0) + "  "
                + zip(cells, widths).map { String(repeating: " ", count: max(0, $1 - $0.count)) + $0 }.joined(separator: "  "))
        }
        if !shapes.isEmpty { lines.append("unknown answers by what stopped the resolver:") }
        for shape in shapes {
            lines.append("  \(shape.shape): \(shape.count) (\(shape.meaning))")
            for example in shape.examples { lines.append("    \(example.location): [\(example.rule)] \(example.expression)") }
        }
        return lines.joined(separator: "\n")
    }
}

/// `--format json --type-report`: the JSON report with `typeReport` added at its top level.
public struct JSONReportWithTypes: Encodable {
    public let report: JSONReport
    public let typeReport: TypeReport

    public init(report: JSONReport, typeReport: TypeReport) {
        self.report = report
        self.typeReport = typeReport
    }

    private enum Key: String, CodingKey { case typeReport }

    public func encode(to encoder: any Encoder) throws {
        try report.encode(to: encoder)
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(typeReport, forKey: .typeReport)
    }

    public func rendered() -> String { ReportEncoding.encode(self) }
}
