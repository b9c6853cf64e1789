import ModernizeCore
import Testing

/// `KeywordNameScan`: a rule's early exit, so it must never say no where the keyword and a
/// wanted name stand with only whitespace and comments between them.
@Suite struct KeywordNameScanTests {
    static func delegateLike(_ name: String) -> Bool { name == "delegate" || name.hasSuffix("Delegate") }

    static func mayHold(_ text: String) -> Bool { KeywordNameScan.mayHold("var", followedBy: delegateLike, in: text) }

    @Test(arguments: [
        "var delegate: P?",
        "class A { weak var listDelegate: P? }",
        "var\tdelegate",
        "var\n    delegate: P?",
        "var /* the owner */ delegate: P?",
        "var // the owner\n delegate: P?",
        "var /* nested /* comment */ still */ delegate: P?",
        "var `delegate`: P?",
        "var delegate",
        "let x = 1; var delegate = make()",
        "\"var delegate\"",  // in a string: counted, the scan errs towards yes
        "var #delegate",  // something unexpected after the keyword: counted
    ])
    func namesTheRuleWantsAreFound(_ text: String) {
        #expect(Self.mayHold(text), "\(text.debugDescription)")
    }

    @Test(arguments: [
        "",
        "var",
        "var count = 1",
        "let delegate: P?",
        "variable delegate",
        "isVar delegate",
        "var (delegate, other) = pair",
        "var delegateQueue: DispatchQueue",
        "tableView.delegate = self",
        "var x = 1 // var y",
    ])
    func otherTextIsNot(_ text: String) {
        #expect(!Self.mayHold(text), "\(text.debugDescription)")
    }

    @Test func offsetsAreEachKeywordBeforeAWantedName() {
        let text = "var count = 1\nvar delegate: P?\n// var tableDelegate\nlet x = \"var listDelegate\"\n"
        let expected = ["var delegate", "var tableDelegate", "var listDelegate"].map { text.utf8.count - text.components(separatedBy: $0)[1].utf8.count - $0.utf8.count }
        #expect(KeywordNameScan.offsets(of: "var", followedBy: Self.delegateLike, in: text) == expected)
        #expect(KeywordNameScan.offsets(of: "var", followedBy: Self.delegateLike, in: "let a = 1") == [])
    }

    @Test func somethingUnexpectedLeavesNoOffsets() {
        #expect(KeywordNameScan.offsets(of: "var", followedBy: Self.delegateLike, in: "var delegate: P?\nvar #delegate") == nil)
    }
}
