/// The occurrences the store recorded for one source file, sorted by position, with the
/// lookups the resolver makes per identifier (binary searches: a file has thousands).
public struct BuildIndexFile: Sendable {
    /// The file's absolute path, as the run named it (symbolic links resolved).
    public let path: String
    /// In (line, column) order; several may share a position (`Row(` is a reference to the
    /// struct `Row` and a call of `init(cell:)`).
    public let occurrences: [BuildIndexOccurrence]

    public init(path: String, occurrences: [BuildIndexOccurrence]) {
        self.path = path
        let precedes = { (left: BuildIndexOccurrence, right: BuildIndexOccurrence) in left.line < right.line || (left.line == right.line && left.column < right.column) }
        // A record lists them in order already: sorted only when not.
        let ordered = occurrences.indices.dropFirst().allSatisfy { !precedes(occurrences[$0], occurrences[$0 - 1]) }
        self.occurrences = ordered ? occurrences : occurrences.sorted(by: precedes)
    }

    /// The occurrences that start at `line`:`column` (1-based; the column counts UTF-8 bytes).
    public func occurrences(atLine line: Int, column: Int) -> ArraySlice<BuildIndexOccurrence> {
        occurrences(onLine: line, columns: column..<(column + 1))
    }

    /// The occurrences that start on `line` within `columns` (an identifier's or an
    /// expression's range on one line, UTF-8 columns, upper bound excluded).
    public func occurrences(onLine line: Int, columns: Range<Int>) -> ArraySlice<BuildIndexOccurrence> {
        let start = firstIndex(notBefore: (line, columns.lowerBound))
        let end = firstIndex(notBefore: (line, columns.upperBound))
        return occurrences[start..<max(start, end)]
    }

    /// The index of the first occurrence at or after `position`.
    private func firstIndex(notBefore position: (Int, Int)) -> Int {
        var (low, high) = (0, occurrences.count)
        while low < high {
            let middle = (low + high) / 2
            if (occurrences[middle].line, occurrences[middle].column) < position { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
