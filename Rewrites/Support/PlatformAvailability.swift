import ModernizeCore
import SwiftSyntax

/// Where a rule's new API stands on the platforms other than iOS that may compile a site: a
/// rewrite must compile on every platform that builds the code, not only on iOS. The platforms
/// come from the build files (`RuleOptions.otherPlatforms`: a Package.swift's `platforms:`, the
/// Xcode targets building the file) and from the `#if os(...)` clauses around the site, which
/// also rule platforms out (`#if os(iOS)`, `#if !os(watchOS)`, the `#else` of `#if os(watchOS)`).
struct PlatformAvailability {
    enum Requirement {
        /// The API is not on that platform at all (while the legacy API the site uses is).
        case unavailable
        /// The API is there from this version on.
        case since(IOSVersion)
    }

    /// The new API's availability on each platform whose builds matter; a platform not listed
    /// (one where the legacy API does not exist either) is not checked.
    let requirements: [String: Requirement]

    /// A platform that may compile `node` and lacks the API, with why it compiles it
    /// (`Package.swift lists macOS 12`, `` `#if os(watchOS)` ``) and what it lacks
    /// (`does not exist there`, `needs macOS 13`); nil when every such platform has it.
    /// `onlyThere`: no iOS build compiles the code (an `#if os(watchOS)` clause, a file only
    /// other platforms' Xcode targets build), so the legacy API is simply that platform's API.
    func problem(at node: some SyntaxProtocol, options: RuleOptions) -> (platform: String, builtBecause: String, lacks: String, onlyThere: Bool)? {
        var candidates: [String: (reason: String, onlyThere: Bool)] = [:]
        for (platform, build) in options.otherPlatforms {
            candidates[platform] = build.minimum.map { ("\(build.source) lists \(platform) \($0)", false) }
                ?? ("the Xcode \(build.source) builds this file", options.otherPlatformTarget != nil)
        }
        let clauses = Ancestors.all(above: node).compactMap { $0.as(IfConfigClauseSyntax.self) }
        // A clause naming a platform compiles for it, whatever the build files say.
        for clause in clauses {
            guard let condition = clause.condition else { continue }
            let named = Self.positivelyNamed(condition)
            for platform in named where candidates[platform] == nil && requirements[platform] != nil {
                candidates[platform] = ("`\(clause.poundKeyword.text) \(condition.trimmedDescription)`", !named.contains("iOS"))
            }
        }
        for clause in clauses {
            candidates = candidates.filter { platform, _ in Self.admits(clause, platform) }
        }
        for platform in candidates.keys.sorted() {
            guard let requirement = requirements[platform], let candidate = candidates[platform] else { continue }
            switch requirement {
            case .unavailable:
                return (platform, candidate.reason, "does not exist on \(platform)", candidate.onlyThere)
            case .since(let version):
                // A version the build files do not give (an Xcode target's) is not held against it.
                guard let minimum = options.otherPlatforms[platform]?.minimum, minimum < version else { continue }
                return (platform, candidate.reason, "needs \(platform) \(version)", candidate.onlyThere)
            }
        }
        return nil
    }

    /// `os(watchOS)`, `os(watchOS) || os(tvOS)`: the platforms a plain disjunction names; empty
    /// for anything else (a negation, `&&`, other conditions).
    static func positivelyNamed(_ condition: ExprSyntax) -> [String] {
        let text = condition.trimmedDescription
        guard !text.contains("!"), !text.contains("&&") else { return [] }
        let atoms = text.components(separatedBy: "||").map { $0.trimmingCharacters(in: .whitespaces) }
        let platforms = atoms.compactMap { atom -> String? in
            guard atom.hasPrefix("os("), atom.hasSuffix(")") else { return nil }
            return String(atom.dropFirst(3).dropLast())
        }
        return platforms.count == atoms.count ? platforms : []
    }

    /// Does `clause` compile on `platform`? Only what its conditions say for certain counts:
    /// a plain disjunction of `os(...)` that leaves it out, `!os(platform)` (alone or in `&&`),
    /// or an earlier clause of the same `#if` that takes every build of it.
    static func admits(_ clause: IfConfigClauseSyntax, _ platform: String) -> Bool {
        if let condition = clause.condition {
            let named = positivelyNamed(condition)
            if !named.isEmpty && !named.contains(platform) { return false }
            let text = condition.trimmedDescription
            if !text.contains("||"), text.components(separatedBy: "&&").contains(where: {
                $0.trimmingCharacters(in: .whitespaces) == "!os(\(platform))"
            }) { return false }
        }
        guard let clauses = clause.parent?.as(IfConfigClauseListSyntax.self) else { return true }
        for earlier in clauses.prefix(while: { $0.id != clause.id }) {
            if let condition = earlier.condition, positivelyNamed(condition).contains(platform) { return false }
        }
        return true
    }
}
