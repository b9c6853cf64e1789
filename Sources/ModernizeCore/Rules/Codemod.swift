import SwiftSyntax

/// A codemod: finds one legacy pattern and decides, per site, between a safe rewrite, a review
/// rewrite and a finding.
///
/// Rules never print the tree: their sites carry `SourceEdit`s against the original text (byte
/// ranges plus replacement), so every byte they do not touch is kept. The engine gates whole
/// sites (suppression, deployment target, `--include-review`), sets aside sites that overlap
/// another rule's for a later pass, applies the rest, re-parses and verifies the result.
public protocol Codemod: Sendable {
    /// The rule's own description: its table row, tiers and examples.
    var description: RuleDescription { get }
    /// A file containing none of these substrings is not parsed for this rule.
    var triggers: [String] { get }
    /// What the project index must record for this rule (empty: the rule uses no index facts).
    var indexInterest: IndexInterest { get }
    /// Inspects one parsed file. Throwing is reported as an internal error of this rule for
    /// this file, which then keeps its original content.
    func rewrite(_ context: RuleContext) throws -> RuleOutput
    /// A look at the file's syntax alone, made in the index phase where its tree is at hand:
    /// false only when `rewrite` returns no site at all here (no edit, no finding), whatever
    /// the index holds and whatever the options. The engine then does not run the rule on the file, and does not parse
    /// again a file in which no triggered rule can hold a site. It must cost far less than the
    /// rule (a byte scan, or one search of the node kind the rule's sites start from).
    func couldHoldSites(_ parsed: ParsedSource) -> Bool
    /// `couldHoldSites`, and where the syntax leaves the answer to the project index, the
    /// question that settles it, asked once the index is complete and the tree released
    /// (`SiteScreen.ifIndex`). Same contract: a no (`.none`, or a question answering false for
    /// an index) only where `rewrite` returns no site at all with that index, whatever the options.
    func siteScreen(_ parsed: ParsedSource) -> SiteScreen
}

/// What a rule can tell of a file's sites from its syntax, and what is left to the index.
public enum SiteScreen: Sendable {
    /// No site here, whatever the index and the options.
    case none
    /// Sites may be here: the rule runs.
    case possible
    /// Sites only where the complete project index answers this question true. It holds what
    /// the rule read of the tree as plain values (names, positions), never syntax.
    case ifIndex(@Sendable (ProjectIndex) -> Bool)
}

extension Codemod {
    public var id: String { description.id }
    public var indexInterest: IndexInterest { IndexInterest() }
    public func couldHoldSites(_ parsed: ParsedSource) -> Bool { true }
    public func siteScreen(_ parsed: ParsedSource) -> SiteScreen { couldHoldSites(parsed) ? .possible : .none }
}

/// Options every rule may consult.
public struct RuleOptions: Sendable, Hashable {
    /// The app's deployment target. Sites of rules whose "since" is newer are reported, not
    /// rewritten; rules may also use it to pick a spelling (`Task.sleep(nanoseconds:)` below 16).
    public var minimumIOS: IOSVersion
    /// The rules whose review-tier rewrites are applied too (`--include-review`); the others'
    /// are reported with their would-be code.
    public var includeReview: ReviewSelection
    /// Set when the Xcode project builds the file only for other platforms than iOS: the
    /// targets that build it (`watchOS target "WatchApp"`). Nil for iOS and when no project says.
    public var otherPlatformTarget: String?
    /// The platforms other than iOS the build files say this file is also (or only) compiled
    /// for, by name (`macOS`, `watchOS`, ...): a Package.swift's `platforms:` entries, with the
    /// oldest version each must run on, and the platforms of the Xcode targets building the file
    /// (no version). Empty when none says. A rule whose new API a platform lacks, or has only
    /// from a later version, leaves code built there as it is (`PlatformAvailability`).
    public var otherPlatforms: [String: PlatformBuild] = [:]
    /// Where the build makes this file's code main-actor isolated by default
    /// (`Package.swift target "App"`, for `.defaultIsolation(MainActor.self)`); nil when none says so.
    public var mainActorByDefault: String?

    public init(minimumIOS: IOSVersion = .newest, includeReview: ReviewSelection = .none, otherPlatformTarget: String? = nil) {
        self.minimumIOS = minimumIOS
        self.includeReview = includeReview
        self.otherPlatformTarget = otherPlatformTarget
    }
}

/// Which rules' review rewrites a run applies.
public enum ReviewSelection: Sendable, Hashable {
    case none
    case all
    case rules(Set<String>)

    public func includes(_ ruleID: String) -> Bool {
        switch self {
        case .none: false
        case .all: true
        case .rules(let ids): ids.contains(ruleID)
        }
    }

    /// For reports: "none", "all" or the sorted ids.
    public var summary: String {
        switch self {
        case .none: "none"
        case .all: "all"
        case .rules(let ids): ids.sorted().joined(separator: ",")
        }
    }
}


/// A platform a file is compiled for besides iOS, and what says so.
public struct PlatformBuild: Sendable, Hashable {
    /// The oldest version the build must run on (`.macOS(.v12)` -> 12.0); nil when not read.
    public var minimum: IOSVersion?
    /// What says it, for messages: `Package.swift` (its path), `watchOS target "Watch"`.
    public var source: String

    public init(minimum: IOSVersion?, source: String) {
        self.minimum = minimum
        self.source = source
    }
}
