import SwiftSyntax

/// A rule's edits for one file, checked and ready to splice.
struct RuleEdits {
    let ruleID: String
    let edits: [SourceEdit]
    /// The tier of each edit's site, parallel to `edits`.
    let tiers: [SiteTier]
    /// The sites the edits belong to (for `--verify`).
    var sites: [AppliedSite] = []
}

/// The engine's overlap rule.
public enum EditConflict {
    /// Do two edits touch the same bytes? Adjacent edits do not; an insertion conflicts with a
    /// replacement only when it falls strictly inside it; two insertions at the same point
    /// conflict because their order would be a guess (unless they come from one rule, which
    /// gives the order: see `overlapsReplacing`).
    public static func overlaps(_ a: SourceEdit, _ b: SourceEdit) -> Bool {
        let (aLow, aHigh) = (a.range.lowerBound.utf8Offset, a.range.upperBound.utf8Offset)
        let (bLow, bHigh) = (b.range.lowerBound.utf8Offset, b.range.upperBound.utf8Offset)
        if aLow == aHigh && bLow == bHigh { return aLow == bLow }
        if aLow == aHigh { return bLow < aLow && aLow < bHigh }
        if bLow == bHigh { return aLow < bLow && bLow < aHigh }
        return aLow < bHigh && bLow < aHigh
    }

    /// Like `overlaps`, but two insertions at one point do not conflict: within one rule they
    /// are spliced in the order the rule emitted them.
    static func overlapsReplacing(_ a: SourceEdit, _ b: SourceEdit) -> Bool {
        let aIsInsertion = a.range.lowerBound == a.range.upperBound
        let bIsInsertion = b.range.lowerBound == b.range.upperBound
        if aIsInsertion && bIsInsertion { return false }
        return overlaps(a, b)
    }

    /// The first pair of overlapping edits within one site, if any (a rule bug).
    static func firstOverlap(in edits: [SourceEdit]) -> (SourceEdit, SourceEdit)? {
        let sorted = edits.sorted { $0.range.lowerBound < $1.range.lowerBound }
        for (index, edit) in sorted.enumerated() {
            for later in sorted[(index + 1)...] {
                if later.range.lowerBound.utf8Offset > edit.range.upperBound.utf8Offset { break }
                if overlapsReplacing(edit, later) { return (edit, later) }
            }
        }
        return nil
    }

    static func overlaps(_ edits: [SourceEdit], with accepted: [SourceEdit], sameRule: Bool) -> Bool {
        edits.contains { edit in accepted.contains { sameRule ? overlapsReplacing(edit, $0) : overlaps(edit, $0) } }
    }
}

enum EditSplicer {
    /// Splices non-overlapping edits into `text`. Edits at the same position keep the order in
    /// which they are given (the sort is stable), so a rule's insertions come out as emitted.
    static func apply(_ edits: [SourceEdit], to text: String) -> String {
        let ordered = edits.enumerated().sorted {
            ($0.element.range.lowerBound.utf8Offset, $0.offset) < ($1.element.range.lowerBound.utf8Offset, $1.offset)
        }.map(\.element)
        let bytes = Array(text.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + ordered.reduce(0) { $0 + $1.replacementBytes.count })
        var cursor = 0
        for edit in ordered {
            let low = edit.range.lowerBound.utf8Offset
            let high = edit.range.upperBound.utf8Offset
            precondition(low >= cursor && high <= bytes.count, "edits must not overlap and must lie inside the file")
            output.append(contentsOf: bytes[cursor..<low])
            output.append(contentsOf: edit.replacementBytes)
            cursor = high
        }
        output.append(contentsOf: bytes[cursor...])
        return String(decoding: output, as: UTF8.self)
    }
}
