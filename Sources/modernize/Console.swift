import Foundation
import ModernizeCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Output helpers: results on stdout, diagnostics on stderr.
///
/// Written with write(2), never FileHandle (whose write traps on any error). A reader that went
/// away (`modernize diff | head`: EPIPE) silences that stream and the run goes on quietly; any
/// other failure (a full disk, `>/dev/full`, a closed descriptor) is reported on stderr when
/// possible and the process exits with 2.
enum Console {
    nonisolated(unsafe) private static var silenced: Set<Int32> = []
    nonisolated(unsafe) private static var closedAtStart: Set<Int32> = []
    private static let lock = NSLock()

    static func out(_ text: String) {
        guard !text.isEmpty else { return }
        write(text.hasSuffix("\n") ? text : text + "\n", to: STDOUT_FILENO)
    }

    /// Writes raw text (a diff) without adding a newline.
    static func raw(_ text: String) {
        write(text, to: STDOUT_FILENO)
    }

    /// Color the severity of diagnostics (`DiagnosticColor`): set at start from stderr being a
    /// terminal and `NO_COLOR`, then by a command's `--color` / `--no-color`.
    nonisolated(unsafe) static var colorsDiagnostics = false

    /// A diagnostic; control characters in it (a file name's terminal escapes) are shown
    /// escaped, then its severity colored when `colorsDiagnostics`. `escaping: false` is for
    /// progress lines, which draw with escapes of their own and escape what they quote themselves.
    static func error(_ text: String, newline: Bool = true, escaping: Bool = true) {
        guard !text.isEmpty else { return }
        var text = escaping ? ControlCharacters.escaped(text) : text
        if escaping && colorsDiagnostics { text = DiagnosticColor.paint(text) }
        write(newline && !text.hasSuffix("\n") ? text + "\n" : text, to: STDERR_FILENO)
    }

    /// Diagnostics written together, as `error` writes each (escaped, colored), in writes of up
    /// to `batchBytes` instead of one write(2) per finding (a run over a large project prints
    /// some 16,000). Nothing else may write while `body` runs, so the order of stdout and
    /// stderr is kept.
    static func errors(_ body: (_ emit: (String) -> Void) -> Void) {
        batched(to: STDERR_FILENO, body) { text in
            var text = ControlCharacters.escaped(text)
            if colorsDiagnostics { text = DiagnosticColor.paint(text) }
            return text.hasSuffix("\n") ? text : text + "\n"
        }
    }

    /// Raw texts (diffs) written together, as `raw` writes each.
    static func raws(_ body: (_ emit: (String) -> Void) -> Void) {
        batched(to: STDOUT_FILENO, body) { $0 }
    }

    private static func batched(to descriptor: Int32, _ body: (_ emit: (String) -> Void) -> Void, _ form: @escaping (String) -> String) {
        var batch = ""
        batch.reserveCapacity(batchBytes + 4_096)
        body { text in
            guard !text.isEmpty else { return }
            batch += form(text)
            if batch.utf8.count >= batchBytes {
                write(batch, to: descriptor)
                batch.removeAll(keepingCapacity: true)
            }
        }
        if !batch.isEmpty { write(batch, to: descriptor) }
    }

    static let batchBytes = 64 << 10

    static var stdoutIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }
    static var stdinIsTerminal: Bool { isatty(STDIN_FILENO) == 1 }
    static var stderrIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }

    /// Called first thing: ignores SIGPIPE (so a closed pipe is an EPIPE error, handled above)
    /// and puts /dev/null on closed standard descriptors, so no file the run opens can become
    /// "stdout" and receive output; writing to a stream that was closed is then an error.
    static func prepareStandardStreams() {
        signal(SIGPIPE, SIG_IGN)
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            let placeholder = open("/dev/null", O_RDWR)
            if placeholder != descriptor, placeholder >= 0 { dup2(placeholder, descriptor); close(placeholder) }
            closedAtStart.insert(descriptor)
        }
    }

    private static func write(_ text: String, to descriptor: Int32) {
        lock.lock()
        defer { lock.unlock() }
        guard !silenced.contains(descriptor) else { return }
        let name = descriptor == STDOUT_FILENO ? "standard output" : "standard error"
        if closedAtStart.contains(descriptor) { fail("cannot write to \(name): it is closed", descriptor) }
        var text = text
        text.withUTF8 { buffer in
            var offset = 0
            while offset < buffer.count {
                let count = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if count > 0 { offset += count; continue }
                if count < 0 && errno == EINTR { continue }
                if count < 0 && errno == EPIPE {
                    silenced.insert(descriptor)  // the reader is gone: nothing left to say there
                    return
                }
                fail("cannot write to \(name): \(String(cString: strerror(count < 0 ? errno : EIO)))", descriptor)
            }
        }
    }

    private static func fail(_ message: String, _ descriptor: Int32) -> Never {
        silenced.insert(descriptor)
        if descriptor != STDERR_FILENO, !closedAtStart.contains(STDERR_FILENO) {
            let line = "error: \(message)\n"
            _ = line.withCString { Foundation.write(STDERR_FILENO, $0, strlen($0)) }
        }
        exit(2)
    }
}
