import Foundation
import ModernizeCore
import Rewrites
import TestSupport
import Testing

/// Mutates golden inputs (delete, duplicate or swap tokens, insert brackets, truncate) and runs
/// every rule on each mutant: the engine must never crash, must keep the input when a rule
/// fails, and must never produce output with more parse errors than its input.
///
/// Deterministic: mutant `i` depends only on the seed and `i`. `FUZZ_ITERATIONS=200000 swift
/// test --filter FuzzTests` for a long local run; `FUZZ_SEED=n` for another sequence. The
/// current mutant is saved to `fuzz-current-input.swift` in the temp directory, so a crash
/// leaves its input behind.
@Suite struct FuzzTests {
    static let environment = ProcessInfo.processInfo.environment
    static let iterations = environment["FUZZ_ITERATIONS"].flatMap(Int.init) ?? 2000
    static let seed = environment["FUZZ_SEED"].flatMap(UInt64.init) ?? 0x5EED_F00D

    @Test func mutatedGoldenInputsNeverCrashOrGainParseErrors() throws {
        let inputs = try GoldenCase.all.map { try String(contentsOf: $0.inputURL, encoding: .utf8) }
        try #require(!inputs.isEmpty, "no golden inputs found under \(GoldenCase.goldenRoot.path)")
        let tokenized = inputs.map(SwiftishTokens.split)
        let migration = FileMigration(rules: Codemods.all, options: RuleOptions())
        let crashFile = FileManager.default.temporaryDirectory.appendingPathComponent("fuzz-current-input-\(getpid()).swift")
        defer { try? FileManager.default.removeItem(at: crashFile) }

        var parsedCleanly = 0
        var changed = 0
        var failures = 0
        for iteration in 0..<Self.iterations where failures < 5 {
            var random = SplitMix64(seed: Self.seed &+ UInt64(iteration) &* 0x9E37_79B9_7F4A_7C15)
            var tokens = tokenized[Int.random(in: 0..<tokenized.count, using: &random)]
            for _ in 0..<Int.random(in: 1...3, using: &random) { Mutation.random(using: &random).apply(to: &tokens, using: &random) }
            let text = tokens.joined()
            try? Data(text.utf8).write(to: crashFile)

            let source = SourceText(path: "mutant-\(iteration).swift", text: text)
            let result = migration.migrate(source)
            let label = "mutant \(iteration) (FUZZ_SEED=\(Self.seed))"
            switch result.status {
            case .changed:
                changed += 1
                parsedCleanly += 1
                let inputErrors = ParsedSource(source).errorCount
                let outputErrors = ParsedSource(SourceText(path: source.path, text: result.newText)).errorCount
                if outputErrors > inputErrors {
                    failures += 1
                    Issue.record("\(label): output has \(outputErrors) parse errors, input \(inputErrors):\n\(text)")
                }
                let again = migration.migrate(SourceText(path: source.path, text: result.newText))
                if again.newText != result.newText {
                    failures += 1
                    Issue.record("\(label): a second run changes the output again:\n\(text)")
                }
            case .internalError:
                if result.newText != text {
                    failures += 1
                    Issue.record("\(label): a failed rule's output was kept:\n\(text)")
                }
            case .unchanged:
                parsedCleanly += 1
            case .notTriggered, .skippedParseError:
                if result.newText != text {
                    failures += 1
                    Issue.record("\(label): a skipped file was changed")
                }
            }
        }
        // Guards against a fuzzer that only ever produces skipped files and so proves nothing.
        #expect(changed > 0, "no mutant was rewritten: the fuzzer exercises no rule")
        print("fuzz: \(Self.iterations) mutants, \(parsedCleanly) parsed cleanly, \(changed) rewritten")
    }
}

/// A crude Swift lexer, good enough to mutate at token boundaries: identifier/number runs,
/// whitespace runs, and single other characters. Joining the tokens gives the text back.
enum SwiftishTokens {
    static func split(_ text: String) -> [String] {
        var tokens: [String] = []
        var current = ""
        var currentKind = 0
        for character in text {
            let kind = character.isLetter || character.isNumber || character == "_" ? 1 : character.isWhitespace ? 2 : 3
            if kind == currentKind && kind != 3 {
                current.append(character)
            } else {
                if !current.isEmpty { tokens.append(current) }
                current = String(character)
                currentKind = kind
            }
        }
        if !current.isEmpty { tokens.append(current) }
        return tokens
    }
}

enum Mutation: CaseIterable {
    case deleteToken, duplicateToken, swapTokens, insertBracket, truncate

    static func random(using random: inout SplitMix64) -> Mutation { allCases.randomElement(using: &random)! }

    func apply(to tokens: inout [String], using random: inout SplitMix64) {
        guard !tokens.isEmpty else { return }
        let index = Int.random(in: 0..<tokens.count, using: &random)
        switch self {
        case .deleteToken:
            tokens.remove(at: index)
        case .duplicateToken:
            tokens.insert(tokens[index], at: index)
        case .swapTokens:
            tokens.swapAt(index, Int.random(in: 0..<tokens.count, using: &random))
        case .insertBracket:
            tokens.insert(["{", "}", "(", ")", "[", "]", "<", ">"].randomElement(using: &random)!, at: index)
        case .truncate:
            tokens.removeSubrange(index...)
        }
    }
}
