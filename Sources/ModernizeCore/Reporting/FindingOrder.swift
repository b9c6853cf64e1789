extension Finding {
    /// The one order findings are reported in (stderr, findings.txt, JSON, SARIF): path, line,
    /// column, rule, then message, so identical runs print identical bytes whatever a rule's
    /// internal iteration order or the job count.
    public static func reportOrder(_ lhs: Finding, _ rhs: Finding) -> Bool {
        (lhs.path, lhs.position.line, lhs.position.column, lhs.ruleID, lhs.message, lhs.suggestion ?? "")
            < (rhs.path, rhs.position.line, rhs.position.column, rhs.ruleID, rhs.message, rhs.suggestion ?? "")
    }
}
