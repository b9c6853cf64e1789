import ModernizeCore
import SwiftSyntax

/// Consecutive styling statements on one receiver in one statement list, holding at least one
/// legacy property (`tintColor`, `barStyle` and `prefersLargeTitles` lines ride along).
struct StylingRun {
    let lines: [StylingLine]
    var receiver: ExprSyntax { legacyLines[0].receiver }
    var legacyLines: [StylingLine] { lines.filter { !$0.isKept } }
    var first: CodeBlockItemSyntax { lines[0].statement }
    var last: CodeBlockItemSyntax { lines[lines.count - 1].statement }

    /// The last value written to `property` in the run.
    func value(of property: String) -> StylingLine? { lines.last { $0.property == property } }

    static func all(in tree: SourceFileSyntax) -> [StylingRun] {
        SyntaxSearch.all(CodeBlockItemListSyntax.self, in: tree).flatMap(runs(in:))
    }

    private static func runs(in list: CodeBlockItemListSyntax) -> [StylingRun] {
        var runs: [StylingRun] = []
        var current: [StylingLine] = []
        func close() {
            if current.contains(where: { !$0.isKept }) { runs.append(StylingRun(lines: current)) }
            current = []
        }
        for item in list {
            guard let line = StylingLine.parse(item) else { close(); continue }
            if let previous = current.last, previous.receiverKey != line.receiverKey { close() }
            current.append(line)
        }
        close()
        return runs
    }
}
