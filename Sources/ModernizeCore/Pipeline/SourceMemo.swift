import Foundation

/// The texts of the files the index's closures search, read once for all their rounds: the
/// caller closure searches every file outside the index once per round (up to five), and each
/// round read, decoded and closed them again (six opens of each such file per run). Bounded
/// like the trigger scan's kept sources; past the budget a file is read each time, as before.
final class SourceMemo: @unchecked Sendable {
    private let lock = NSLock()
    private var sources: [String: SourceText] = [:]
    private var unreadable: Set<String> = []
    private var keptBytes = 0
    private let budget: Int
    private let read: @Sendable (SourceFile) -> SourceText?

    init(budget: Int, read: @escaping @Sendable (SourceFile) -> SourceText?) {
        self.budget = budget
        self.read = read
    }

    func source(of file: SourceFile) -> SourceText? {
        let known: (SourceText?, Bool) = lock.withLock { (sources[file.path], unreadable.contains(file.path)) }
        if let source = known.0 { return source }
        if known.1 { return nil }
        let source = read(file)
        lock.withLock {
            guard let source else {
                unreadable.insert(file.path)
                return
            }
            let size = source.text.utf8.count
            guard keptBytes + size <= budget else { return }
            keptBytes += size
            sources[file.path] = source
        }
        return source
    }
}
