/// A rewrite about to be applied, shown to a person who decides (`modernize review`).
public struct SiteProposal: Sendable {
    public let ruleID: String
    public let tier: SiteTier
    /// The review note, or a safe site's remark.
    public let note: String?
    public let path: String
    /// Where the site is, in the file as read.
    public let position: SourcePosition
    /// The site's edits alone, as a unified diff against the text as earlier accepted sites
    /// left it.
    public let diff: String
}

/// Decides, site by site, which rewrites apply. Consulted only for sites that passed every
/// other gate (suppression, deployment target, overlaps), in file order, pass by pass; a
/// declined site is simply not applied. Sites of changes across files are never offered:
/// they apply whole with `apply`, and a review writes file by file.
public protocol SiteReviewer: AnyObject, Sendable {
    func accepts(_ proposal: SiteProposal) -> Bool
    /// Called before a file's sites are offered, with how many it has when every one is
    /// accepted (answers may change a later pass's sites a little): `review`'s `(2/7)`.
    func beginFile(_ path: String, sites: Int)
}

extension SiteReviewer {
    public func beginFile(_ path: String, sites: Int) {}
}
