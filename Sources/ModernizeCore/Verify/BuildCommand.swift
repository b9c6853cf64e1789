import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs the user's build command (`/bin/sh -c CMD` in a directory) in a session and process
/// group of its own, its output appended to a log file. The whole group is killed on timeout or
/// interrupt, and once the command has ended: what it left running in the background (`sleep
/// 302 &`) must not outlive the run, nor write to the tree after the loop judged it.
public struct BuildCommand: Sendable {
    public struct Result: Sendable {
        /// Exit status; nil when it was killed (timeout, interrupt) or ended by a signal.
        public let status: Int32?
        /// The signal that ended it, when one did (and not because of a timeout or an interrupt).
        public let signal: Int32?
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
        let (log, problem) = VerifyLogTarget.openForAppending(logPath)
        guard log >= 0 else { throw BuildCommandError(message: "cannot open the build log \(logPath): \(problem ?? "")") }
        defer { close(log) }
        let header = VerifyLogTarget.header + "\(title) ===\n$ cd \(directory) && \(command)\n"
        _ = header.utf8CString.withUnsafeBufferPointer { write(log, $0.baseAddress, $0.count - 1) }
        let start = lseek(log, 0, SEEK_END)
        let started = DispatchTime.now()
        let pid = try spawn(log: log)
        var status: Int32 = 0
        var timedOut = false
        var interrupted = false
        let deadline = timeout.map { DispatchTime.now().uptimeNanoseconds &+ Self.nanoseconds($0) }
        while true {
            // Not reaped yet (WNOWAIT): while the leader is a zombie its group id cannot be
            // reused, so the group kill below reaches only what the build started.
            if Self.hasEnded(pid) { break }
            if InterruptFlag.isSet {
                interrupted = true
            } else if let deadline, DispatchTime.now().uptimeNanoseconds > deadline {
                timedOut = true
            }
            if interrupted || timedOut { break }
            usleep(20_000)
        }
        kill(-pid, SIGKILL)
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e9
        let output = Self.read(logPath, from: start)
        let exited = status & 0x7f == 0
        let code: Int32? = exited && !timedOut && !interrupted ? (status >> 8) & 0xff : nil
        let signal: Int32? = !exited && !timedOut && !interrupted ? status & 0x7f : nil
        let ending = code.map(String.init) ?? (timedOut ? "timed out, killed" : interrupted ? "interrupted, killed" : "signal \(signal ?? 0)")
        let footer = "=== exit \(ending) after \(String(format: "%.1f", seconds)) s ===\n"
        _ = footer.utf8CString.withUnsafeBufferPointer { write(log, $0.baseAddress, $0.count - 1) }
        return Result(status: code, signal: signal, output: output, seconds: seconds, timedOut: timedOut, interrupted: interrupted)
    }

    /// Seconds as nanoseconds, saturating: a huge `--verify-timeout` is no limit in practice,
    /// never a trap converting the Double.
    static func nanoseconds(_ seconds: Double) -> UInt64 {
        let value = seconds * 1e9
        guard value.isFinite, value > 0 else { return value > 0 ? .max : 0 }
        return value >= Double(UInt64.max) ? .max : UInt64(value)
    }

    /// Whether the build's shell has ended, without reaping it.
    private static func hasEnded(_ pid: pid_t) -> Bool {
        var info = siginfo_t()
        while true {
            if waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0 { return Self.processID(of: info) == pid }
            if errno != EINTR { return true }
        }
    }

    private static func processID(of info: siginfo_t) -> pid_t {
        #if canImport(Glibc)
        info._sifields._sigchld.si_pid
        #else
        info.si_pid
        #endif
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
        // A session of its own on Linux (no controlling terminal: it cannot read the keyboard
        // the loop listens to), which is also a group of its own; a group elsewhere.
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | Self.ownGroup))
        posix_spawnattr_setpgroup(&attributes, 0)
        var pid: pid_t = 0
        let result = withCStringArray(argv) { arguments in
            withCStringArray(environment) { posix_spawn(&pid, "/bin/sh", &actions, &attributes, arguments, $0) }
        }
        guard result == 0 else { throw BuildCommandError(message: "cannot start /bin/sh: \(String(cString: strerror(result)))") }
        return pid
    }

    #if os(Linux)
    /// glibc 2.26's POSIX_SPAWN_SETSID, which Swift's Glibc module does not import (not with
    /// POSIX_SPAWN_SETPGROUP: a session leader cannot change its group, and the spawn would fail).
    private static let ownGroup: Int32 = 0x80
    #else
    private static let ownGroup = Int32(POSIX_SPAWN_SETPGROUP)
    #endif

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
