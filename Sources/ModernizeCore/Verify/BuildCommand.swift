import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs the user's build command (`/bin/sh -c CMD` in a directory) in its own process group,
/// its output appended to a log file, killed with its whole group on timeout or interrupt.
public struct BuildCommand: Sendable {
    public struct Result: Sendable {
        /// Exit status; nil when it was killed (timeout, interrupt) or ended by a signal.
        public let status: Int32?
        /// What it printed (stdout and stderr, interleaved as written).
        public let output: String
        public let seconds: Double
        public let timedOut: Bool
        public let interrupted: Bool
    }

    public let command: String
    public let directory: String
    public let logPath: String
    /// Seconds per build; nil: no limit.
    public let timeout: Double?

    public init(command: String, directory: String, logPath: String, timeout: Double?) {
        self.command = command
        self.directory = directory
        self.logPath = logPath
        self.timeout = timeout
    }

    /// Runs one build; `title` heads its part of the log.
    public func run(title: String) throws(BuildCommandError) -> Result {
        let log = open(logPath, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
        guard log >= 0 else { throw BuildCommandError(message: "cannot open the build log \(logPath): \(String(cString: strerror(errno)))") }
        defer { close(log) }
        let header = "\n=== modernize --verify: \(title) ===\n$ cd \(directory) && \(command)\n"
        _ = header.utf8CString.withUnsafeBufferPointer { write(log, $0.baseAddress, $0.count - 1) }
        let start = lseek(log, 0, SEEK_END)
        let started = DispatchTime.now()
        let pid = try spawn(log: log)
        var status: Int32 = 0
        var timedOut = false
        var interrupted = false
        let deadline = timeout.map { DispatchTime.now().uptimeNanoseconds + UInt64($0 * 1e9) }
        while true {
            let waited = waitpid(pid, &status, WNOHANG)
            if waited == pid || (waited < 0 && errno != EINTR) { break }
            if InterruptFlag.isSet {
                interrupted = true
            } else if let deadline, DispatchTime.now().uptimeNanoseconds > deadline {
                timedOut = true
            }
            if interrupted || timedOut {
                kill(-pid, SIGKILL)
                while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
                break
            }
            usleep(20_000)
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e9
        let output = Self.read(logPath, from: start)
        let exited = status & 0x7f == 0
        let code: Int32? = exited && !timedOut && !interrupted ? (status >> 8) & 0xff : nil
        let footer = "=== exit \(code.map(String.init) ?? (timedOut ? "timed out, killed" : interrupted ? "interrupted, killed" : "signal")) after \(String(format: "%.1f", seconds)) s ===\n"
        _ = footer.utf8CString.withUnsafeBufferPointer { write(log, $0.baseAddress, $0.count - 1) }
        return Result(status: code, output: output, seconds: seconds, timedOut: timedOut, interrupted: interrupted)
    }

    private func spawn(log: Int32) throws(BuildCommandError) -> pid_t {
        // The outer shell enters the directory, then becomes `sh -c CMD`: the command runs as
        // the user would type it there.
        let argv = ["/bin/sh", "-c", "cd -- \"$1\" || exit 126; exec /bin/sh -c \"$2\"", "sh", directory, command]
        let environment = ProcessInfo.processInfo.environment.map { "\($0.key)=\($0.value)" }
        #if canImport(Glibc)
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #else
        var actions: posix_spawn_file_actions_t?
        var attributes: posix_spawnattr_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, log, 1)
        posix_spawn_file_actions_adddup2(&actions, log, 2)
        // Its own process group: a timeout or Ctrl-C kills the compiler jobs it started too.
        // No signal blocked and the usual actions, whatever the caller had.
        var none = sigset_t()
        sigemptyset(&none)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for number in [SIGINT, SIGTERM, SIGPIPE, SIGHUP, SIGQUIT] { sigaddset(&defaults, number) }
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        posix_spawnattr_setpgroup(&attributes, 0)
        var pid: pid_t = 0
        let result = withCStringArray(argv) { arguments in
            withCStringArray(environment) { posix_spawn(&pid, "/bin/sh", &actions, &attributes, arguments, $0) }
        }
        guard result == 0 else { throw BuildCommandError(message: "cannot start /bin/sh: \(String(cString: strerror(result)))") }
        return pid
    }

    private static func read(_ path: String, from offset: off_t) -> String {
        guard let handle = FileHandle(forReadingAtPath: path) else { return "" }
        defer { try? handle.close() }
        try? handle.seek(toOffset: UInt64(max(0, offset)))
        let data = (try? handle.readToEnd()) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }
}

public struct BuildCommandError: Error, Sendable, CustomStringConvertible {
    public let message: String
    public var description: String { message }
}

private func withCStringArray<Result>(_ strings: [String], _ body: (UnsafePointer<UnsafeMutablePointer<CChar>?>) -> Result) -> Result {
    let pointers = strings.map { strdup($0) } + [nil]
    defer { for pointer in pointers { free(pointer) } }
    return pointers.withUnsafeBufferPointer { body($0.baseAddress!) }
}

/// Set by SIGINT / SIGTERM while `--verify` runs: the build is killed and the tree restored
/// instead of the process dying with the files half-verified.
public enum InterruptFlag {
    #if canImport(Glibc)
    private typealias Handler = __sighandler_t
    #else
    private typealias Handler = sig_t
    #endif
    nonisolated(unsafe) private static var raised: sig_atomic_t = 0
    nonisolated(unsafe) private static var previous: [Int32: Handler?] = [:]

    public static var isSet: Bool { raised != 0 }

    /// Catches SIGINT and SIGTERM until `uninstall`. They are unblocked on this thread (the
    /// one that waits for the build) in case the process started with them blocked.
    public static func install() {
        raised = 0
        var set = sigset_t()
        sigemptyset(&set)
        for number in [SIGINT, SIGTERM] {
            previous[number] = signal(number) { _ in InterruptFlag.raise() }
            sigaddset(&set, number)
        }
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }

    public static func uninstall() {
        for (number, handler) in previous { _ = signal(number, handler) }
        previous = [:]
    }

    fileprivate static func raise() { raised = 1 }
}
