/// "Did you mean": the known name closest to a misspelled one, by edit distance, as
/// ArgumentParser suggests options (`Unknown option '--fail-onn'. Did you mean '--fail-on'?`).
public enum NearestName {
    /// The closest of `candidates` to `name`, when it is close enough to be a typo (fewer than
    /// 4 edits, ArgumentParser's floor, and fewer than half the name, so a short word is not
    /// matched to anything); nil otherwise.
    public static func suggestion(for name: String, among candidates: [String]) -> String? {
        let scored = candidates.map { ($0, distance($0, name)) }
        guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
        return best.1 < 4 && best.1 * 2 < max(name.count, 2) ? best.0 : nil
    }

    /// `; did you mean 'x'?`, or nothing when no candidate is close.
    public static func hint(for name: String, among candidates: [String]) -> String {
        suggestion(for: name, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// Levenshtein distance over UTF-8 bytes.
    public static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a.utf8), b = Array(b.utf8)
        guard !a.isEmpty else { return b.count }
        var row = Array(0...b.count)
        for i in 1...a.count {
            var previous = row[0]
            row[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                let current = row[j]
                row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
                previous = current
            }
        }
        return row[b.count]
    }
}
