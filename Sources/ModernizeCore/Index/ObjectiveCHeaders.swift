/// The Objective-C headers of a mixed app, read into the project index as Swift sees their
/// declarations (`ObjectiveCHeaderScan`): a Swift `Cell` whose class is declared in `Cell.h`
/// has its superclass, conformances and property types, as one declared in Swift would.
public enum ObjectiveCHeaders {
    /// What the project walk looks for: `*.h` files.
    static let walkKind = ProjectFileWalk.Kind { $0.hasSuffix(".h") }

    /// The headers under `roots`, sorted, one `FileFacts` each (named by `display`); headers
    /// that declare no class, category or protocol are left out.
    public static func facts(under roots: [String], display: (String) -> String) -> [FileFacts] {
        var facts: [FileFacts] = []
        for root in roots {
            for path in ProjectFileWalk.files(under: root, kinds: [walkKind])[0] {
                guard let bytes = try? FileStore.read(path) else { continue }
                let shown = display(path)
                var file = FileFacts(path: shown)
                file.types = ObjectiveCHeaderScan.read(String(decoding: bytes, as: UTF8.self), path: shown)
                if !file.types.isEmpty { facts.append(file) }
            }
        }
        return facts
    }
}
