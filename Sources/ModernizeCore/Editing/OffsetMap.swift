import SwiftSyntax

/// Maps offsets in a text produced by passes of edits back to the original text, so a finding
/// reported by a rule in a later pass points at the line the user has.
struct OffsetMap {
    /// One pass: its edits in that pass's input coordinates, sorted.
    private var passes: [[(low: Int, high: Int, newLength: Int)]] = []

    mutating func record(_ edits: [SourceEdit]) {
        passes.append(edits.map { ($0.range.lowerBound.utf8Offset, $0.range.upperBound.utf8Offset, $0.replacementBytes.count) }
            .sorted { ($0.low, $0.high) < ($1.low, $1.high) })
    }

    /// The original offset of `offset` in the latest text; inside inserted text, the start of
    /// the edit that inserted it.
    func original(_ offset: Int) -> Int {
        var offset = offset
        for edits in passes.reversed() { offset = Self.undo(edits, offset) }
        return offset
    }

    private static func undo(_ edits: [(low: Int, high: Int, newLength: Int)], _ offset: Int) -> Int {
        var delta = 0
        for edit in edits {
            let newLow = edit.low + delta
            if offset < newLow { return offset - delta }
            if offset < newLow + edit.newLength { return edit.low }
            delta += edit.newLength - (edit.high - edit.low)
        }
        return offset - delta
    }
}
