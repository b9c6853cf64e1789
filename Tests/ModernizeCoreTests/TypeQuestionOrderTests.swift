import Foundation
@testable import ModernizeCore
import Testing

/// `--type-report`'s questions come out in one order whatever order they were recorded in: the
/// same expression asked about from two files (two scopes) was listed in the set's order, which
/// changes from run to run.
@Suite struct TypeQuestionOrderTests {
    static func question(scope: String, answer: String? = nil, origin: String = "source") -> TypeQuestionLog.Question {
        var question = TypeQuestionLog.Question(
            rule: "gcd-to-task", scope: scope, path: "Models/Store.swift", line: 12, column: 9, expression: "db", answer: answer, shape: nil)
        question.origin = origin
        return question
    }

    @Test func questionsDifferingOnlyInScopeOrAnswerAreOrderedByThem() {
        let questions = [
            Self.question(scope: "B.swift"), Self.question(scope: "A.swift"), Self.question(scope: "C.swift", answer: "Database"),
            Self.question(scope: "C.swift"), Self.question(scope: "C.swift", answer: "Database", origin: "build"),
        ]
        var orders: Set<[String]> = []
        for rotation in 0..<questions.count {
            let log = TypeQuestionLog()
            for question in questions[rotation...] + questions[..<rotation] { log.record(question) }
            orders.insert(log.questions.map { "\($0.scope) \($0.answer ?? "-") \($0.origin)" })
        }
        #expect(orders == [["A.swift - source", "B.swift - source", "C.swift - source", "C.swift Database build", "C.swift Database source"]])
    }
}
