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
        var environment = ProcessInfo.processInfo.environment
        // A crash is reported in one line by the batch; the runtime's backtrace would be noise.
        if environment["SWIFT_BACKTRACE"] == nil { environment["SWIFT_BACKTRACE"] = "enable=no" }
        let child: ChildOutput
        do {
            child = try Self.spawn(executable, arguments(repository, index, count), environment: environment)
        } catch {
            failed.error = "cannot start the worker process: \(error)"
            return failed
        }
        failed.durationSeconds = (Date().timeIntervalSince(started) * 1000).rounded() / 1000
        if let signal = child.signal {
            failed.error = "the worker process crashed (signal \(signal), \(String(cString: strsignal(signal))))"
            return failed
        }
        guard let result = try? JSONDecoder().decode(RepositoryResult.self, from: child.stdout) else {
            failed.error = "the worker process exited with status \(child.status) without a result"
            return failed
        }
        return result
    }

    struct ChildOutput {
        var stdout: Data
        var status: Int32
        var signal: Int32?
    }

    struct SpawnError: Error, CustomStringConvertible {
        let description: String
    }

    /// posix_spawn + waitpid: Foundation's `Process.waitUntilExit` polls a run loop (up to
    /// 50 ms a repository). stdout is read through a pipe; stdin and stderr are inherited.
    static func spawn(_ executable: String, _ arguments: [String], environment: [String: String]) throws -> ChildOutput {
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { throw SpawnError(description: String(cString: strerror(errno))) }
        #if os(Linux)
        var actions = posix_spawn_file_actions_t()
        #else
        var actions: posix_spawn_file_actions_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], STDOUT_FILENO)
        posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
        posix_spawn_file_actions_addclose(&actions, pipeEnds[1])
        let argv = [executable] + arguments
        let envp = environment.map { "\($0.key)=\($0.value)" }
        var pid: pid_t = 0
        let spawned = withCStringArray(argv) { argvPointers in
            withCStringArray(envp) { envPointers in
                posix_spawn(&pid, executable, &actions, nil, argvPointers, envPointers)
            }
        }
        close(pipeEnds[1])
        guard spawned == 0 else {
            close(pipeEnds[0])
            throw SpawnError(description: String(cString: strerror(spawned)))
        }
        var output = Data()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(pipeEnds[0], $0.baseAddress, $0.count) }
            if count > 0 { output.append(contentsOf: buffer[0..<count]); continue }
            if count < 0 && errno == EINTR { continue }
            break
        }
        close(pipeEnds[0])
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let signal = status & 0x7F
        return signal != 0 && signal != 0x7F
            ? ChildOutput(stdout: output, status: -1, signal: signal)
            : ChildOutput(stdout: output, status: (status >> 8) & 0xFF, signal: nil)
    }
}

private func withCStringArray<R>(_ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> R) -> R {
    let pointers = strings.map { strdup($0) } + [nil]
    defer { pointers.forEach { free($0) } }
    return body(pointers)
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
