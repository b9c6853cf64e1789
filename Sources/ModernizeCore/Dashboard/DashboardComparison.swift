/// `modernize report --compare OLD NEW`: what changed between two runs, as text. Sites are
/// counted per repository, rule and tier: a count that went down is sites fixed, one that
/// went up is new sites (so a site that moved from one rule or tier to another counts as both).
extension Dashboard {
    public struct Comparison: Codable, Sendable, Equatable {
        public struct RepositoryChange: Codable, Sendable, Equatable {
            public var name: String
            public var before: Int
            public var after: Int
            public var fixed: Int
            public var new: Int
            public var commitBefore: String
            public var commitAfter: String
        }

        public var before: SitesLeft
        public var after: SitesLeft
        public var fixed: Int
        public var new: Int
        public var added: [String]
        public var removed: [String]
        public var repositories: [RepositoryChange]

        public init(_ old: Run, _ new: Run) {
            let oldNames = Set(old.repositories.map(\.name))
            let newNames = Set(new.repositories.map(\.name))
            added = new.repositories.map(\.name).filter { !oldNames.contains($0) }
            removed = old.repositories.map(\.name).filter { !newNames.contains($0) }
            var changes: [RepositoryChange] = []
            for repository in new.repositories {
                guard let earlier = old.repository(repository.name) else { continue }
                var (fixed, added) = (0, 0)
                for rule in Set(repository.rules.keys).union(earlier.rules.keys) {
                    let (a, b) = (earlier.rules[rule] ?? SitesLeft(), repository.rules[rule] ?? SitesLeft())
                    for (x, y) in [(a.safe, b.safe), (a.review, b.review), (a.finding, b.finding)] {
                        fixed += max(0, x - y)
                        added += max(0, y - x)
                    }
                }
                changes.append(RepositoryChange(
                    name: repository.name, before: earlier.left.total, after: repository.left.total, fixed: fixed, new: added,
                    commitBefore: earlier.commit, commitAfter: repository.commit))
            }
            repositories = changes
            let common = Set(changes.map(\.name))
            before = old.repositories.filter { common.contains($0.name) }.reduce(SitesLeft()) { $0 + $1.left }
            after = new.repositories.filter { common.contains($0.name) }.reduce(SitesLeft()) { $0 + $1.left }
            fixed = changes.reduce(0) { $0 + $1.fixed }
            self.new = changes.reduce(0) { $0 + $1.new }
        }

        public func text(old: Run, new: Run) -> String {
            func describe(_ run: Run) -> String { "\(run.directory) (started \(run.startedAt), swift-modernize \(run.toolVersion), \(run.mode))" }
            func tiers(_ left: SitesLeft) -> String { "\(left.total) (safe \(left.safe), review \(left.review), finding \(left.finding))" }
            var lines = [
                "before: " + describe(old), "after:  " + describe(new),
                "sites left in the \(repositories.count) repositories in both: \(tiers(before)) -> \(tiers(after))",
                "sites fixed: \(fixed); new sites: \(self.new)",
                "repositories added (\(added.count))" + (added.isEmpty ? "" : ": " + added.joined(separator: ", ")),
                "repositories removed (\(removed.count))" + (removed.isEmpty ? "" : ": " + removed.joined(separator: ", ")),
            ]
            let changed = repositories.filter { $0.fixed + $0.new > 0 || $0.commitBefore != $0.commitAfter }
            if !changed.isEmpty {
                lines.append("")
                lines.append("changed repositories:")
                for change in changed {
                    let commits = change.commitBefore == change.commitAfter ? "" : " (commit \(DashboardPage.shortCommit(change.commitBefore)) -> \(DashboardPage.shortCommit(change.commitAfter)))"
                    lines.append("  \(change.name): \(change.before) -> \(change.after) left, \(change.fixed) fixed, \(change.new) new\(commits)")
                }
            }
            return lines.joined(separator: "\n") + "\n"
        }
    }
}
