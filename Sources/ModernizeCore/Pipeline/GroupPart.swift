/// One file's part of a change across files (`SiteGroup`): applied whole here, or held back.
public struct GroupPart: Sendable, Codable, Hashable {
    public let ruleID: String
    public let group: SiteGroup
    /// Why a site of the group was not applied in this file; nil: every one was.
    public var heldBack: String?
    /// Files the applied sites create or rewrite.
    public var companions: [CompanionFile] = []
    /// Some site of the group was applied in this file (a part held back and applied at once
    /// must still block the group, or the applied half would be written).
    public var appliedSites: Bool?

    /// Unique across rules: groups of different rules never block each other, unless a rule
    /// takes part in another's change (`SiteGroup.owner`).
    public var key: String { group.key(emittedBy: ruleID) }

    public static func key(rule: String, group: String) -> String { rule + "/" + group }

    /// Parts of one file, one per group: a group held back anywhere in the file is held back.
    static func merged(_ parts: [GroupPart]) -> [GroupPart] {
        var byKey: [String: GroupPart] = [:]
        var order: [String] = []
        for part in parts {
            guard var existing = byKey[part.key] else {
                byKey[part.key] = part
                order.append(part.key)
                continue
            }
            existing.heldBack = existing.heldBack ?? part.heldBack
            if part.appliedSites == true { existing.appliedSites = true }
            existing.companions += part.companions
            byKey[part.key] = existing
        }
        return order.map { byKey[$0]! }
    }
}
