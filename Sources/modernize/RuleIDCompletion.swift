import ArgumentParser
import Rewrites

/// Shell completion of rule ids for `--rules`, `--disable` and `--include-review-rules`,
/// whose values are comma-separated lists: `--rules gcd-to-task,re<TAB>` completes the last id
/// and keeps the ones before it.
enum RuleIDCompletion {
    static let kind = CompletionKind.custom { _, _, prefix in candidates(for: prefix) }

    static func candidates(for word: String) -> [String] {
        let parts = word.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        let given = parts.dropLast()
        let partial = parts.last ?? ""
        let head = given.isEmpty ? "" : given.joined(separator: ",") + ","
        return Codemods.all.map(\.id).filter { $0.hasPrefix(partial) && !given.contains($0) }.map { head + $0 }
    }
}
