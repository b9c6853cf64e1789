import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs one repository of a batch in a child process (the same binary, a hidden subcommand), so
/// a repository that crashes its worker (a parser stack overflow, an abort) is recorded as
/// failed and the batch goes on. The child prints its `RepositoryResult` as JSON on stdout;
/// its stderr (progress) is the batch's.
public struct RepositoryIsolation: Sendable {
    /// The `modernize` binary.
    public var executable: String
    /// The child's arguments for one repository (`index` of `count`, 1-based).
    public var arguments: @Sendable (_ repository: Repository, _ index: Int, _ count: Int) -> [String]

    public init(executable: String, arguments: @escaping @Sendable (Repository, Int, Int) -> [String]) {
        self.executable = executable
        self.arguments = arguments
    }

    func run(_ repository: Repository, index: Int, count: Int) -> RepositoryResult {
        let started = Date()
        var failed = RepositoryResult(name: repository.name, path: repository.path, status: .failed)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments(repository, index, count)
        var environment = ProcessInfo.processInfo.environment
        // A crash is reported in one line by the batch; the runtime's backtrace would be noise.
        if environment["SWIFT_BACKTRACE"] == nil { environment["SWIFT_BACKTRACE"] = "enable=no" }
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        do {
            try process.run()
        } catch {
            failed.error = "cannot start the worker process: \(error.localizedDescription)"
            return failed
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        failed.durationSeconds = (Date().timeIntervalSince(started) * 1000).rounded() / 1000
        if process.terminationReason == .uncaughtSignal {
            let signal = process.terminationStatus
            failed.error = "the worker process crashed (signal \(signal), \(String(cString: strsignal(signal))))"
            return failed
        }
        guard let result = try? JSONDecoder().decode(RepositoryResult.self, from: data) else {
            failed.error = "the worker process exited with status \(process.terminationStatus) without a result"
            return failed
        }
        return result
    }
}

extension BatchRunner {
    /// The worker's side: processes one repository (what `run` does for each) and returns its
    /// result, for the child to print with `encodedResult`.
    public func processRepository(_ repository: Repository, index: Int, count: Int) -> RepositoryResult {
        process(repository, index: index, count: count)
    }

    public static func encodedResult(_ result: RepositoryResult) -> String { ReportEncoding.encode(result) }

    /// One repository, isolated in a child process when `options.isolation` is set.
    func processIsolated(_ repository: Repository, index: Int, count: Int) -> RepositoryResult {
        guard let isolation = options.isolation else { return process(repository, index: index, count: count) }
        let result = isolation.run(repository, index: index, count: count)
        // A crashed worker may have written part of its outputs: a failed repository has none.
        if result.status == .failed && result.fileListing == nil { removeOutputs(of: repository, keeping: []) }
        return result
    }
}

extension Repository {
    /// A repository as the batch named it (for the worker process).
    public static func named(_ name: String, path: String, absolutePath: String) -> Repository {
        Repository(path: path, absolutePath: absolutePath, name: name)
    }
}
