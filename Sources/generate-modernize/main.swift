import Foundation
import ModernizeGenerator

// Regenerates the registry of codemods and the README's table blocks from the rules under
// Rewrites/, and the README's main-job example from the tool's real output. Run from the
// package root: `swift run generate-modernize`. The registry is read from the rule sources,
// so run it twice after adding a rule (the second run picks up the new rule's description for
// the README).
let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
do {
    for file in try GeneratedFiles.expected(root: root) {
        let url = root.appendingPathComponent(file.relativePath)
        let current = try? String(contentsOf: url, encoding: .utf8)
        guard current != file.content else { continue }
        try file.content.write(to: url, atomically: true, encoding: .utf8)
        print("wrote \(file.relativePath)")
    }
    try ExampleOutput.regenerate(root: root)
} catch {
    FileHandle.standardError.write(Data("generate-modernize: \(error)\n".utf8))
    exit(1)
}
