/// How the lines of a rewritten file relate to the file as read: each new line is either an
/// old line moved (`same`) or written by the patch, with the old lines its hunk replaced.
public struct LineMap: Sendable {
    public enum Origin: Sendable, Equatable {
        /// The old line (1-based) this line is.
        case same(Int)
        /// Written by the patch; its hunk replaced old lines `replaced` (1-based, half-open;
        /// empty for a pure insertion, placed before its lower bound).
        case written(replaced: Range<Int>)
    }

    private let origins: [Origin]

    public init(old: String, new: String) {
        let oldLines = UnifiedDiff.lines(of: old)
        let newLines = UnifiedDiff.lines(of: new)
        var removed = Set<Int>()
        var inserted = Set<Int>()
        for change in newLines.difference(from: oldLines) {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        var origins: [Origin] = []
        var oldIndex = 0
        var newIndex = 0
        while newIndex < newLines.count || oldIndex < oldLines.count {
            guard removed.contains(oldIndex) || inserted.contains(newIndex) else {
                if newIndex < newLines.count { origins.append(.same(oldIndex + 1)) }
                oldIndex += 1
                newIndex += 1
                continue
            }
            // One hunk: the removed run and the inserted run at this point.
            let hunkStart = oldIndex
            while oldIndex < oldLines.count, removed.contains(oldIndex) { oldIndex += 1 }
            let replaced = (hunkStart + 1)..<(oldIndex + 1)
            while newIndex < newLines.count, inserted.contains(newIndex) {
                origins.append(.written(replaced: replaced))
                newIndex += 1
            }
        }
        self.origins = origins
    }

    /// Where new line `line` (1-based) came from; a line past the end is taken as unchanged.
    public func origin(ofNewLine line: Int) -> Origin {
        guard line >= 1, line <= origins.count else { return .same(line) }
        return origins[line - 1]
    }
}
