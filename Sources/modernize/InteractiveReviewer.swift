import Foundation
import ModernizeCore

/// Asks on the terminal, site by site: `y n a d r q ?`, as `git add -p` does.
final class InteractiveReviewer: SiteReviewer, @unchecked Sendable {
    private let color: Bool
    private(set) var accepted = 0
    private(set) var declined = 0
    private(set) var hasQuit = false
    /// `a` / `d`: the answer for the rest of this file.
    private var fileAnswer: (path: String, accept: Bool)?
    /// `r`: rules whose remaining rewrites are accepted.
    private var acceptedRules: Set<String> = []

    init(color: Bool) { self.color = color }

    static let help = """
        y - apply this rewrite
        n - skip this rewrite
        a - apply this and the rest of this file's rewrites
        d - skip this and the rest of this file's rewrites
        r - apply this and every remaining rewrite of this rule
        q - quit; the rewrites accepted so far are written
        ? - this help
        """

    func accepts(_ proposal: SiteProposal) -> Bool {
        if hasQuit { return false }  // not offered: not counted as skipped
        let decision = decide(proposal)
        if decision { accepted += 1 } else if !hasQuit { declined += 1 }
        return decision
    }

    private func decide(_ proposal: SiteProposal) -> Bool {
        if let fileAnswer, fileAnswer.path == proposal.path { return fileAnswer.accept }
        if acceptedRules.contains(proposal.ruleID) { return true }
        show(proposal)
        while true {
            Console.raw(paint("Apply this rewrite [y,n,a,d,r,q,?]? ", "\u{1B}[1;34m"))
            guard let line = readLine() else {
                hasQuit = true  // end of input: like q
                return false
            }
            switch line.trimmingCharacters(in: .whitespaces).lowercased() {
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
