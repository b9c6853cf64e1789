import ModernizeCore

/// The deployment-target gate for rules whose sites are all findings: the engine holds back
/// rewrites below a row's iOS version, but passes findings through, so a finding-only rule
/// says itself that its suggestion needs a newer iOS than the target.
enum DeploymentGate {
    static func apply(_ output: RuleOutput, _ context: RuleContext, _ description: RuleDescription) -> RuleOutput {
        guard context.options.minimumIOS < description.since else { return output }
        return RuleOutput(sites: output.sites.map { site in
            guard site.tier == .finding, let message = site.message else { return site }
            return Site(
                tier: .finding, anchor: site.anchor,
                message: "not for now: \(description.modern) needs iOS \(description.since), deployment target is iOS \(context.options.minimumIOS); \(message)",
                severity: .info, suggestion: site.suggestion)
        })
    }
}
