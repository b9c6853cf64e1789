import Foundation
import Rewrites

/// Every file the generator owns, with the content it should have now.
public enum GeneratedFiles {
    public static func expected(root: URL) throws -> [(relativePath: String, content: String)] {
        let registry = RegistryGenerator.source(for: try RegistryGenerator.codemodTypes(in: root.appendingPathComponent("Rewrites")))
        let readme = try String(contentsOf: root.appendingPathComponent(ReadmeGenerator.relativePath), encoding: .utf8)
        return [
            (RegistryGenerator.relativePath, registry),
            (ReadmeGenerator.relativePath, try ReadmeGenerator.updated(readme, table: Codemods.table)),
        ]
    }
}
