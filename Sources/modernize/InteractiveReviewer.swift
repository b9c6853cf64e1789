import Foundation
import ModernizeCore

/// Asks on the terminal, site by site: `y n a d r q ?`, as `git add -p` does, with the site's
/// place among its file's (`(2/7)`); one key answers (no Enter) when stdin is a terminal.
final class InteractiveReviewer: SiteReviewer, @unchecked Sendable {
    private let color: Bool
    private(set) var accepted = 0
    private(set) var declined = 0
    private(set) var hasQuit = false
    /// `a` / `d`: the answer for the rest of this file.
    private var fileAnswer: (path: String, accept: Bool)?
    /// `r`: rules whose remaining rewrites are accepted.
    private var acceptedRules: Set<String> = []
    /// The current file's sites: how many it offers, and how many were offered so far.
    private var fileSites = (total: 0, offered: 0)

    init(color: Bool) { self.color = color }

    static let help = """
        y - apply this rewrite
        n - skip this rewrite
        a - apply this and the rest of this file's rewrites
        d - skip this and the rest of this file's rewrites
        r - apply this and every remaining rewrite of this rule
        q - quit; the rewrites accepted so far are written
        ? - this help
        (no s to split: \(splitRefusal))
        """

    /// Why `git add -p`'s `s` has no counterpart (also in `review --help`).
    static let splitRefusal = "a rewrite is one site whose edits depend on one another, and it applies whole or not at all"

    func beginFile(_ path: String, sites: Int) {
        fileSites = (sites, 0)
    }

    func accepts(_ proposal: SiteProposal) -> Bool {
        if hasQuit { return false }  // not offered: not counted as skipped
        fileSites.offered += 1
        let decision = decide(proposal)
        if decision { accepted += 1 } else if !hasQuit { declined += 1 }
        return decision
    }

    /// `(2/7) `: this site's place among its file's (an answer can add a site to a later pass).
    private var position: String {
        "(\(fileSites.offered)/\(max(fileSites.total, fileSites.offered))) "
    }

    private func decide(_ proposal: SiteProposal) -> Bool {
        if let fileAnswer, fileAnswer.path == proposal.path { return fileAnswer.accept }
        if acceptedRules.contains(proposal.ruleID) { return true }
        show(proposal)
        while true {
            Console.raw(paint(position + "Apply this rewrite [y,n,a,d,r,q,?]? ", "\u{1B}[1;34m"))
            guard let answer = KeyReader.answer() else {
                hasQuit = true  // end of input: like q
                return false
            }
            switch answer.lowercased() {
            case "y": return true
            case "n": return false
            case "a":
                fileAnswer = (proposal.path, true)
                return true
            case "d":
                fileAnswer = (proposal.path, false)
                return false
            case "r":
                acceptedRules.insert(proposal.ruleID)
                return true
            case "q":
                hasQuit = true
                return false
            case "s":
                Console.out(paint("This rewrite cannot be split: \(Self.splitRefusal).", "\u{1B}[31m"))
            default:
                Console.out(paint(Self.help, "\u{1B}[31m"))
            }
        }
    }

    private func show(_ proposal: SiteProposal) {
        let tier = proposal.tier == .review ? "review" : "safe"
        var header = "\(proposal.path):\(proposal.position): \(proposal.ruleID) (\(tier))"
        if let note = proposal.note { header += "\n  \(proposal.tier == .review ? "may change: " : "")\(note)" }
        Console.out(paint(ControlCharacters.escaped(header), "\u{1B}[1m"))
        Console.raw(proposal.diff)
    }

    private func paint(_ text: String, _ code: String) -> String {
        color ? code + text + "\u{1B}[0m" : text
    }
}
