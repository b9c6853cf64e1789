import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A child process the test controls directly (posix_spawn + wait4), unlike `Process`: it can
/// be killed at a chosen moment, bounded by a deadline, and its peak memory is measured.
public final class ChildProcess {
    public struct Termination {
        /// Exit status, or nil when a signal ended it.
        public let status: Int32?
        public let signal: Int32?
        /// Peak resident set size of the child, in bytes.
        public let peakMemory: Int
        public let stdout: String
        public let stderr: String
    }

    public let pid: pid_t
    #if os(Linux)
    private static let maxRSSUnit = 1024  // ru_maxrss is in kilobytes on Linux, bytes on macOS
    #else
    private static let maxRSSUnit = 1
    #endif
    private let outputDirectory: TemporaryDirectory

    /// Starts `executable arguments...` with `directory` as its working directory; output goes to
    /// files read back at the end (no pipe can fill up and block the child).
    public init(_ executable: String, _ arguments: [String], in directory: String) throws {
        outputDirectory = try TemporaryDirectory()
        // `sh` changes directory then execs, so the pid (and wait4's usage) is the target's.
        let argv = ["/bin/sh", "-c", "cd \"$0\" && exec \"$@\" >\"$OUT_FILE\" 2>\"$ERR_FILE\"", directory, executable] + arguments
        var environment = ProcessInfo.processInfo.environment
        environment["OUT_FILE"] = outputDirectory.path + "/stdout"
        environment["ERR_FILE"] = outputDirectory.path + "/stderr"
        // The tool's result cache goes to a scratch directory, never the user's ~/.cache.
        if environment["MODERNIZE_TEST_KEEP_CACHE_HOME"] == nil { environment["XDG_CACHE_HOME"] = Self.scratchCacheHome }
        environment["TMPDIR"] = TestRunScratch.childTemporaryDirectory
        let envp = environment.map { "\($0.key)=\($0.value)" }
        var child: pid_t = 0
        let result = withCStrings(argv) { argvPointers in
            withCStrings(envp) { envPointers in
                posix_spawn(&child, "/bin/sh", nil, nil, argvPointers, envPointers)
            }
        }
        guard result == 0 else { throw POSIXError(POSIXErrorCode(rawValue: result) ?? .EIO) }
        pid = child
    }

    static let scratchCacheHome = TestRunScratch.path + "/cache"

    public func terminate(with signal: Int32 = SIGKILL) {
        _ = kill(pid, signal)
    }

    /// Waits for the child; past `timeout` seconds it is killed and nil returned.
    public func wait(timeout: Double) -> Termination? {
        let deadline = Date().addingTimeInterval(timeout)
        var status: Int32 = 0
        var usage = rusage()
        while true {
            let reaped = wait4(pid, &status, WNOHANG, &usage)
            if reaped == pid { break }
            if reaped < 0 && errno != EINTR { return nil }
            if Date() > deadline {
                terminate(with: SIGKILL)
                _ = wait4(pid, &status, 0, &usage)
                return nil
            }
            usleep(2_000)
        }
        let signaled = (status & 0x7F) != 0 && (status & 0x7F) != 0x7F
        let read = { (name: String) in (try? self.outputDirectory.readText(name)) ?? "" }
        return Termination(
            status: signaled ? nil : (status >> 8) & 0xFF,
            signal: signaled ? status & 0x7F : nil,
            peakMemory: Int(usage.ru_maxrss) * Self.maxRSSUnit,
            stdout: read("stdout"), stderr: read("stderr"))
    }
}

private func withCStrings<R>(_ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> R) -> R {
    let pointers = strings.map { strdup($0) } + [nil]
    defer { pointers.forEach { free($0) } }
    return body(pointers)
}
