import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads `review`'s answers: one key, without Enter, when stdin is a terminal (as `git add -p`
/// with `interactive.singleKey`), else a line. The terminal is in raw mode (no line editing, no
/// echo) only while a key is awaited, and is put back right after it, or by a signal that ends
/// the process meanwhile (Ctrl-C, a kill, a hang-up), so the shell never gets a raw terminal.
enum KeyReader {
    nonisolated(unsafe) private static var saved = termios()
    nonisolated(unsafe) private static var isRaw: sig_atomic_t = 0
    private static let endingSignals = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

    /// The answer (a key, or a line without its newline); nil at end of input (or Ctrl-D).
    static func answer() -> String? {
        guard isatty(STDIN_FILENO) == 1, tcgetattr(STDIN_FILENO, &saved) == 0 else {
            return readLine()?.trimmingCharacters(in: .whitespaces)
        }
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
        withUnsafeMutableBytes(of: &raw.c_cc) { cells in
            cells[Int(VMIN)] = 1
            cells[Int(VTIME)] = 0
        }
        let previous = endingSignals.map { number in
            (number, signal(number) { number in
                if KeyReader.isRaw != 0 { tcsetattr(STDIN_FILENO, TCSANOW, &KeyReader.saved) }
                signal(number, SIG_DFL)
                raise(number)
            })
        }
        isRaw = 1
        // TCSANOW, not TCSAFLUSH: keys typed ahead are answers too.
        tcsetattr(STDIN_FILENO, TCSANOW, &raw)
        defer {
            tcsetattr(STDIN_FILENO, TCSANOW, &saved)
            isRaw = 0
            for (number, handler) in previous { signal(number, handler) }
        }
        while true {
            var byte: UInt8 = 0
            let count = read(STDIN_FILENO, &byte, 1)
            if count < 0 && errno == EINTR { continue }
            guard count == 1, byte != 0x04 else { return nil }  // end of input; Ctrl-D
            // Enter after a key (a habit, or answers typed ahead a line each) is not an answer.
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") || byte == UInt8(ascii: " ") { continue }
            if byte == 0x1B {
                tcflush(STDIN_FILENO, TCIFLUSH)  // the rest of an arrow key's sequence
                return "\u{1B}"
            }
            let key = String(decoding: [byte], as: UTF8.self)
            Console.out(key)  // echo is off: show the answer, as git does
            return key
        }
    }
}
