import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A batch worker must not outlive its coordinator: killed with SIGKILL, the coordinator can
/// neither record nor stop a worker that goes on rewriting a repository. On Linux the kernel
/// kills the worker when the coordinator dies (`PR_SET_PDEATHSIG`); everywhere, a watch thread
/// ends the worker as soon as its parent is no longer the coordinator (reparented), and the
/// worker checks once at start for a coordinator that died before the signal was armed.
public enum CoordinatorWatch {
    /// Call first thing in the worker. Returns false when the coordinator is gone already.
    public static func start(coordinator: pid_t) -> Bool {
        armParentDeathSignal()
        guard getppid() == coordinator else { return false }
        let thread = Thread {
            while getppid() == coordinator { usleep(50_000) }
            _exit(3)  // No cleanup: whatever the worker was about to write must not be written.
        }
        thread.stackSize = 64 << 10
        thread.start()
        return true
    }

    private static func armParentDeathSignal() {
        #if os(Linux)
        // prctl is variadic in C and so not callable from Swift as declared; looked up by name
        // with the fixed-argument form the kernel interface takes.
        typealias Prctl = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32
        guard let symbol = dlsym(nil, "prctl") else { return }
        let prctl = unsafeBitCast(symbol, to: Prctl.self)
        _ = prctl(1 /* PR_SET_PDEATHSIG */, UInt(SIGKILL), 0, 0, 0)
        #endif
    }
}
