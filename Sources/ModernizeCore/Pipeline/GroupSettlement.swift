/// Decides which changes across files (`SiteGroup`) cannot apply whole, once every file ran.
///
/// A group applies only when each file it lists applied its part and none held a site back,
/// and its companion files do not collide with another group's or with a migrated file. The
/// caller then migrates the files that took part again with the blocked groups, whose sites
/// turn into findings, and settles again (blocking one group can change what else applies).
public enum GroupSettlement {
    /// `parts`: each migrated file's parts, by path; `unavailable`: why a file took no part
    /// (skipped, not in `--changed-since`, a rule failed...). Returns `GroupPart.key` -> why.
    public static func blockedGroups(parts: [String: [GroupPart]], unavailable: [String: String] = [:]) -> [String: String] {
        var blocked: [String: String] = [:]
        var applied: [String: (group: SiteGroup, companions: [CompanionFile])] = [:]
        for (_, fileParts) in parts {
            // A part held back in a file that also applied a site of the group counts: the
            // check below then blocks the group for it.
            for part in fileParts where part.heldBack == nil || part.appliedSites == true {
                applied[part.key, default: (part.group, [])].companions += part.heldBack == nil ? part.companions : []
            }
        }
        for (key, entry) in applied {
            for file in entry.group.files {
                if let reason = unavailable[file] {
                    blocked[key] = "\(file) cannot take its part: \(reason)"
                } else if let part = parts[file]?.first(where: { $0.key == key }) {
                    if let held = part.heldBack { blocked[key] = "\(file) does not take its part: \(held)" }
                } else {
                    blocked[key] = "\(file) did not take its part (no site of it there in this run)"
                }
                if blocked[key] != nil { break }
            }
        }
        // Two groups writing one file differently, a group writing it two ways, or a group
        // writing a file the run migrates: none of them applies. Groups adding the same text
        // (one Info.plist key several classes' changes need) share one write.
        var writers: [String: Set<String>] = [:]
        var contents: [String: Set<String>] = [:]
        for (key, entry) in applied where blocked[key] == nil {
            for companion in entry.companions {
                writers[companion.path, default: []].insert(key)
                contents[companion.path, default: []].insert(companion.newText)
            }
        }
        for (path, keys) in writers {
            let reason: String? = if parts[path] != nil || unavailable[path] != nil {
                "it would write \(path), which this run migrates too"
            } else if contents[path]!.count > 1 {
                keys.count > 1 ? "another change across files writes \(path) too" : "its parts write \(path) differently"
            } else {
                nil
            }
            if let reason { for key in keys { blocked[key] = reason } }
        }
        return blocked
    }

    /// Settles a run: blocks what cannot apply whole, has `rerun` migrate again the files that
    /// took part in newly blocked groups (it returns their new parts), and repeats until no
    /// group is newly blocked. `check` may block more (companion files that cannot be written).
    /// Blocked groups only accumulate, so this ends after at most one round per group.
    public static func settle(
        parts initial: [String: [GroupPart]], unavailable: [String: String] = [:],
        check: ([String: [GroupPart]], _ blocked: [String: String]) -> [String: String] = { _, _ in [:] },
        rerun: (_ paths: [String], _ blocked: [String: String]) -> [String: [GroupPart]]
    ) -> (blocked: [String: String], parts: [String: [GroupPart]]) {
        var parts = initial
        var blocked: [String: String] = [:]
        while true {
            var newly = blockedGroups(parts: parts, unavailable: unavailable).filter { blocked[$0.key] == nil }
            if newly.isEmpty {
                newly = check(parts, blocked).filter { blocked[$0.key] == nil }
            }
            guard !newly.isEmpty else { return (blocked, parts) }
            blocked.merge(newly) { old, _ in old }
            let affected = parts.filter { $0.value.contains { newly[$0.key] != nil } }.keys.sorted()
            parts.merge(rerun(affected, blocked)) { _, new in new }
        }
    }

    /// The companion files of applied (not blocked) groups, one per path.
    public static func companions(parts: [String: [GroupPart]], blocked: [String: String]) -> [(key: String, ruleID: String, file: CompanionFile)] {
        var seen: Set<String> = []
        var result: [(key: String, ruleID: String, file: CompanionFile)] = []
        for path in parts.keys.sorted() {
            for part in parts[path]! where part.heldBack == nil && blocked[part.key] == nil {
                for companion in part.companions where seen.insert(companion.path).inserted {
                    result.append((part.key, part.ruleID, companion))
                }
            }
        }
        return result.sorted { $0.file.path < $1.file.path }
    }
}
