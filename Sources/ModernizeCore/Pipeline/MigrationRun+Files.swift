import Foundation

/// A file to migrate: where to read it and how to name it in diffs and messages.
public struct SourceFile: Sendable, Hashable {
    public let path: String
    public let displayPath: String

    public init(path: String, displayPath: String) {
        self.path = path
        self.displayPath = displayPath
    }
}

extension MigrationRun {
    /// Migrates an explicit list of files in parallel; reports come back in the list's order
    /// whatever the job count. `progress` is called (from worker threads) with files done.
    public func run(files: [SourceFile], progress: (@Sendable (_ done: Int) -> Void)? = nil) -> [FileReport] {
        let results = ResultSlots(count: files.count)
        let done = Counter()
        DispatchQueue.concurrentPerform(iterations: min(jobs, max(1, files.count))) { _ in
            while let index = results.nextIndex() {
                results.store(process(files[index].path, displayPath: files[index].displayPath), at: index)
                let count = done.increment()
                progress?(count)
            }
        }
        return results.values()
    }
}

private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    func increment() -> Int {
        lock.withLock {
            value += 1
            return value
        }
    }
}
