/// The outcome tiers a site can end in (ruff's safe / unsafe fixes, plus report-only).
public enum SiteTier: String, Sendable, Codable, CaseIterable, Comparable {
    /// Rewritten by default: the rule checked, at this site, the conditions that keep behaviour.
    case safe
    /// Rewritten only with `--include-review`: compiles, but behaviour may change in a way the
    /// rule names for this site.
    case review
    /// Not rewritten: a message and, where possible, a suggestion to paste.
    case finding

    public static func < (lhs: SiteTier, rhs: SiteTier) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// How far a rule's output can be trusted, derived from the tiers its sites can reach.
public enum Safety: String, Sendable, CaseIterable {
    /// Every rewrite it makes is safe.
    case automatic
    /// Some rewrites need a person's review (`--include-review`).
    case review
    /// No rewrite; the rule only reports sites with a suggestion.
    case reportOnly = "report-only"
}

/// Whether a table row has a codemod behind it yet.
public enum RowStatus: String, Sendable {
    case implemented
    case planned
}

/// A named example of a rule, carried in the rule's own file so `modernize explain` works from
/// an installed binary. `after == nil` means the input is left unchanged; `findings` lists the
/// messages' starts the example must report (an empty list: nothing reported).
public struct RuleExample: Sendable, Hashable {
    public let name: String
    public let before: String
    public let after: String?
    public let findings: [String]

    public init(_ name: String, before: String, after: String? = nil, findings: [String] = []) {
        self.name = name
        self.before = before
        self.after = after
        self.findings = findings
    }
}

/// One row of the deprecation table, as the rule itself describes it: what is legacy, what
/// replaces it, from which iOS, which tiers its sites reach, and examples.
public struct RuleDescription: Sendable, Hashable {
    /// The fields behind one reference (`SharedValue`): a rule is asked for `id` (a copy of its
    /// description) several times per file, and copying nine fields cost 3% of a warm-cache run.
    private struct Fields: Sendable, Hashable {
        let id: String
        let legacy: String
        let modern: String
        let since: IOSVersion
        let rationale: String
        let appleDeprecated: Bool
        let tiers: [SiteTier]
        let status: RowStatus
        let examples: [RuleExample]
    }

    private let fields: SharedValue<Fields>

    public var id: String { fields.value.id }
    public var legacy: String { fields.value.legacy }
    public var modern: String { fields.value.modern }
    public var since: IOSVersion { fields.value.since }
    public var rationale: String { fields.value.rationale }
    /// Apple marked the legacy API deprecated (the golden type-check then requires migrating
    /// cases to use strictly less deprecated API).
    public var appleDeprecated: Bool { fields.value.appleDeprecated }
    /// The tiers this rule's sites can end in.
    public var tiers: [SiteTier] { fields.value.tiers }
    public var status: RowStatus { fields.value.status }
    public var examples: [RuleExample] { fields.value.examples }

    public init(
        id: String, legacy: String, modern: String, since: IOSVersion, rationale: String,
        appleDeprecated: Bool = false, tiers: [SiteTier], status: RowStatus = .implemented,
        examples: [RuleExample] = []
    ) {
        fields = SharedValue(Fields(
            id: id, legacy: legacy, modern: modern, since: since, rationale: rationale, appleDeprecated: appleDeprecated,
            tiers: Array(Set(tiers)).sorted(), status: status, examples: examples))
    }

    public var safety: Safety {
        tiers.contains(.review) ? .review : tiers.contains(.safe) ? .automatic : .reportOnly
    }

    /// "safe/review/finding": the tiers, for tables.
    public var tierLabel: String { tiers.map(\.rawValue).joined(separator: "/") }
}
