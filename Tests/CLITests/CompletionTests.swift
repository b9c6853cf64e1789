import Foundation
import TestSupport
import Testing

/// Shell completions complete paths, directories, config files and rule ids.
@Suite struct CompletionTests {
    @Test func zshScriptCompletesFilesDirectoriesAndRuleIDs() throws {
        let here = FileManager.default.currentDirectoryPath
        let zsh = try ModernizeBinary.run(["--generate-completion-script", "zsh"], in: here)
        #expect(zsh.status == 0)
        let lines = zsh.stdout.split(separator: "\n")
        func line(_ option: String) -> String { lines.first { $0.contains("\(option)[") }.map(String.init) ?? "" }
        #expect(line("--cache-path").contains("_files -/"), "\(line("--cache-path"))")
        #expect(line("--config").contains("_files"), "\(line("--config"))")
        #expect(line("--rules").contains("---completion"), "rule ids come from the tool: \(line("--rules"))")
        #expect(zsh.stdout.contains(":paths:_files"), "paths complete files and directories")
        #expect(zsh.stdout.contains("gcd-to-task"), "explain completes rule ids")
    }

    /// The custom completion behind `--rules` completes the last id of a comma-separated list.
    @Test func ruleListsCompleteTheirLastID() throws {
        let here = FileManager.default.currentDirectoryPath
        let bash = try ModernizeBinary.run(["--generate-completion-script", "bash"], in: here).stdout
        #expect(bash.contains("---completion"))
        // The call the scripts make: `modernize ---completion diff -- --rules <word index>
        // <cursor index in the word> <words...>`.
        let words = ["modernize", "diff", "--rules", "gcd-to-task,re"]
        let result = try ModernizeBinary.run(["---completion", "diff", "--", "--rules", "3", "\(words[3].count)"] + words, in: here)
        #expect(result.stdout.split(separator: "\n").contains("gcd-to-task,reconfigure-items"), "\(result.stdout) \(result.stderr)")
        #expect(!result.stdout.contains("gcd-to-task,gcd-to-task"))
    }

    /// Issue 48: `--fail-on` completes its levels (not the deprecated kinds), in every shell.
    @Test func failOnCompletesItsLevels() throws {
        let here = FileManager.default.currentDirectoryPath
        let zsh = try ModernizeBinary.run(["--generate-completion-script", "zsh"], in: here).stdout
        #expect(zsh.contains("___fail_on=('error' 'warning' 'note')"), "the zsh list of values")
        #expect(zsh.split(separator: "\n").contains { $0.contains("--fail-on[") && $0.contains("${___fail_on[@]}") }, "--fail-on completes from it")
        let fish = try ModernizeBinary.run(["--generate-completion-script", "fish"], in: here).stdout
        #expect(fish.split(separator: "\n").contains { $0.contains("-l 'fail-on'") && $0.contains("-rfka 'error warning note'") }, "\(fish)")
    }
}
