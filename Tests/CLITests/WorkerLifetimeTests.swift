import Foundation
import TestSupport
import Testing

/// Issue 31, item 14: a batch worker dies with its coordinator and never writes after it.
@Suite struct WorkerLifetimeTests {
    /// The processes whose parent is `parent` (Linux /proc).
    static func children(of parent: pid_t) -> [pid_t] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { entry -> pid_t? in
            guard let pid = pid_t(entry), let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { return nil }
            // After "pid (comm) ": state, then the parent's pid.
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            return fields.count > 1 && pid_t(fields[1]) == parent ? pid : nil
        }
    }

    static func isAlive(_ pid: pid_t) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8), let close = stat.lastIndex(of: ")") else { return false }
        return stat[stat.index(after: close)...].split(separator: " ").first != "Z"
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/stat"), "needs /proc to find the worker"))
    func aKilledCoordinatorTakesItsWorkerWithIt() throws {
        let directory = try TemporaryDirectory()
        // A file slow to parse keeps the worker busy (up to its 3 s budget) before it writes List.swift.
        let row = String(repeating: "[", count: 16) + "1" + String(repeating: "]", count: 16)
        try directory.write("repo/Table.swift", "import UIKit\nfunc f() { snapshot.reloadItems(ids) }\n" + (0..<200).map { "let v\($0) = \(row)\n" }.joined())
        try directory.write("repo/List.swift", Fixtures.legacy)
        let coordinator = try ChildProcess(
            ModernizeBinary.path, ["batch", "--apply", "--include-review", "--file-timeout", "3", "--jobs", "1", "repo", "--out", "out"], in: directory.path)
        // ChildProcess runs the binary through `sh -c exec`, so the coordinator is that pid.
        var workers: [pid_t] = []
        for _ in 0..<600 where workers.isEmpty {
            workers = Self.children(of: coordinator.pid)
            if workers.isEmpty { usleep(10_000) }
        }
        let worker = try #require(workers.first, "no worker process started")
        coordinator.terminate(with: SIGKILL)
        _ = coordinator.wait(timeout: 10)
        // The worker is gone (its exit, killed or not, is what the test waits for).
        var gone = false
        for _ in 0..<600 where !gone {
            gone = !Self.isAlive(worker)
            if !gone { usleep(100_000) }
        }
        #expect(gone, "the worker outlived its coordinator by a minute")
        #expect(try directory.readText("repo/List.swift") == Fixtures.legacy, "nothing written after the coordinator died")
    }
}
