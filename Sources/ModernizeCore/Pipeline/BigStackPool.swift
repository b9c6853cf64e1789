import Foundation

/// Runs a loop's items on big-stack threads that take the items themselves, so a file's parse
/// and rules run on the thread that took the file (`BigStackThreads.attempt` runs its body in
/// place there) instead of being handed to a big-stack thread and waited for: two wake-ups per
/// file, 3.6% of a cold run's CPU.
///
/// The time budgets are kept by the calling thread, which watches the threads' deadlines. A
/// thread still inside an attempt past its deadline is abandoned, as `BigStackThreads` abandons
/// one (a thread cannot be stopped; when its body ends it parks instead of going on). A new
/// thread runs the same item again in timed-out mode, where every attempt returns `.timedOut` at
/// once, so the code after the attempt (the skip, the ledger) runs as it did; then it goes on
/// with the remaining items. An item's code before its first attempt therefore runs again:
/// it must read, not consume (it does: reading, hashing, cache lookups).
enum BigStackPool {
    /// How long the calling thread sleeps at most between looks at the deadlines (it wakes at
    /// the nearest one, and at once for a deadline nearer than its planned wake).
    static let watchInterval = 0.02

    /// Runs `body` for 0..<count on up to `jobs` big-stack threads; returns when every item is
    /// done. Without any big-stack thread (out of address space) the items run on dispatch
    /// threads, where each attempt hands its body over as before (and reports `.noThread`).
    static func forEach(_ count: Int, jobs: Int, _ body: @escaping @Sendable (Int) -> Void) {
        guard count > 0 else { return }
        let pool = Pool(count: count, body: body)
        var started = 0
        for _ in 0..<min(max(1, jobs), count) where pool.startLane(rerunning: nil) { started += 1 }
        if started == 0 {
            DispatchQueue.concurrentPerform(iterations: min(max(1, jobs), count)) { _ in
                // The calling thread takes part; if it is another pool's lane, its attempts here
                // must not run in place under that pool's watch.
                let previous = currentLane
                setCurrentLane(nil)
                defer { setCurrentLane(previous) }
                while let item = pool.takeUnwatched() {
                    body(item)
                    pool.finish()
                }
            }
            return
        }
        pool.watch()
        pool.detachLanes()
    }

    /// The lane the current thread runs, if it is one of a pool's.
    static var currentLane: Lane? {
        guard let pointer = pthread_getspecific(laneKey) else { return nil }
        return Unmanaged<Lane>.fromOpaque(pointer).takeUnretainedValue()
    }

    private static let laneKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    fileprivate static func setCurrentLane(_ lane: Lane?) {
        pthread_setspecific(laneKey, lane.map { Unmanaged.passUnretained($0).toOpaque() })
    }

    /// One pool thread's state; its fields are guarded by the pool's condition.
    final class Lane: @unchecked Sendable {
        /// Strong: an abandoned lane's thread touches its pool when its body ends, maybe after
        /// `forEach` returned.
        fileprivate let pool: Pool
        /// The item being run.
        fileprivate var item: Int?
        /// When the attempt running in place must end (uptime nanoseconds).
        fileprivate var deadline: UInt64?
        /// An attempt is running in place (a nested one hands its body over).
        fileprivate var inAttempt = false
        /// The item's earlier run was abandoned: every attempt of it times out at once.
        fileprivate var timedOutMode = false
        fileprivate var abandoned = false
        /// Its thread started (or was given up on: then it runs nothing).
        fileprivate var running = false
        fileprivate var refused = false

        fileprivate init(pool: Pool) { self.pool = pool }

        /// `BigStackThreads.attempt` on this lane: nil when it must hand its body over instead
        /// (an attempt inside an attempt).
        func attemptInPlace<Value>(timeout: Double?, _ body: () -> Value) -> BigStackThreads.Outcome<Value>? {
            let start = pool.condition.withLock { () -> Bool? in
                if timedOutMode { return false }
                guard !inAttempt else { return nil }
                inAttempt = true
                deadline = timeout.map { DispatchTime.now().uptimeNanoseconds &+ UInt64(min(max(0, $0), 1e9) * 1e9) }
                // A budget shorter than the watcher's sleep: wake it (never with the usual 60 s).
                if let deadline, deadline < pool.plannedWake { pool.condition.broadcast() }
                return true
            }
            guard let start else { return nil }
            guard start else { return .timedOut }
            let value = body()
            let wasAbandoned = pool.condition.withLock { () -> Bool in
                inAttempt = false
                deadline = nil
                return abandoned
            }
            // Another thread has run this item again (timed out): this one must not go on.
            if wasAbandoned { Self.parkForever() }
            return .finished(value)
        }

        private static func parkForever() -> Never {
            while true { sleep(3_600) }
        }
    }

    fileprivate final class Pool: @unchecked Sendable {
        let condition = NSCondition()
        let count: Int
        let body: @Sendable (Int) -> Void
        private var next = 0
        private var done = 0
        /// When the watcher wakes next (uptime nanoseconds; guarded by `condition`).
        fileprivate var plannedWake: UInt64 = 0
        private var lanes: [Lane] = []

        init(count: Int, body: @escaping @Sendable (Int) -> Void) {
            self.count = count
            self.body = body
        }

        /// Starts a thread for a new lane (first running `item` again in timed-out mode, if
        /// given); false when no big-stack thread started in time. Whether it started is decided
        /// under the lock, so a thread starting just too late runs nothing.
        func startLane(rerunning item: Int?) -> Bool {
            let lane = Lane(pool: self)
            if let item {
                lane.item = item
                lane.timedOutMode = true
            }
            BigStackThreads.startThread { [self] in
                let admitted = condition.withLock { () -> Bool in
                    guard !lane.refused else { return false }
                    lane.running = true
                    condition.broadcast()
                    return true
                }
                if admitted { run(lane) }
            }
            let deadline = Date().addingTimeInterval(BigStackThreads.startWait)
            let started = condition.withLock { () -> Bool in
                while !lane.running {
                    if !condition.wait(until: deadline) { break }
                }
                if lane.running {
                    lanes.append(lane)
                } else {
                    lane.refused = true
                }
                return lane.running
            }
            if !started { BigStackThreads.noteFailedStart() }
            return started
        }

        private func run(_ lane: Lane) {
            BigStackPool.setCurrentLane(lane)
            if let item = condition.withLock({ lane.timedOutMode ? lane.item : nil }) {
                body(item)
                condition.withLock { lane.timedOutMode = false }
                finish()
            }
            while let item = take(for: lane) {
                body(item)
                finish()
            }
            BigStackPool.setCurrentLane(nil)
        }

        private func take(for lane: Lane) -> Int? {
            condition.withLock {
                guard next < count else {
                    lane.item = nil
                    return nil
                }
                next += 1
                lane.item = next - 1
                return next - 1
            }
        }

        func takeUnwatched() -> Int? {
            condition.withLock {
                guard next < count else { return nil }
                next += 1
                return next - 1
            }
        }

        func finish() {
            condition.withLock {
                done += 1
                if done == count { condition.broadcast() }
            }
        }

        /// Waits until every item is done, abandoning lanes past their deadline.
        func watch() {
            condition.lock()
            while done < count {
                // Until the nearest deadline, or `watchInterval` at most.
                let start = DispatchTime.now().uptimeNanoseconds
                let nearest = lanes.compactMap { $0.inAttempt && !$0.abandoned ? $0.deadline : nil }.min()
                plannedWake = min(start &+ UInt64(BigStackPool.watchInterval * 1e9), nearest ?? .max)
                if plannedWake > start {
                    _ = condition.wait(until: Date().addingTimeInterval(Double(plannedWake - start) / 1e9))
                }
                let now = DispatchTime.now().uptimeNanoseconds
                let late = lanes.filter { lane in
                    guard !lane.abandoned, lane.inAttempt, let deadline = lane.deadline else { return false }
                    return now >= deadline
                }
                for lane in late { lane.abandoned = true }
                let lateItems = late.compactMap(\.item)
                if !lateItems.isEmpty {
                    condition.unlock()
                    for item in lateItems where !startLane(rerunning: item) { runHere(item, timedOut: true) }
                    condition.lock()
                }
                // Every lane abandoned and none replaced: the rest runs here, one item at a time.
                if lanes.allSatisfy(\.abandoned), next < count {
                    next += 1
                    let item = next - 1
                    condition.unlock()
                    runHere(item, timedOut: false)
                    condition.lock()
                }
            }
            condition.unlock()
        }

        /// An item on the calling thread, when no big-stack thread could take it: its attempts
        /// hand their bodies over (`timedOut`: its earlier run was abandoned, they time out).
        private func runHere(_ item: Int, timedOut: Bool) {
            // The calling thread may be another pool's lane (an index built inside a file's work).
            let previous = BigStackPool.currentLane
            let lane = Lane(pool: self)
            lane.timedOutMode = timedOut
            // Not timed out: no lane, so its attempts hand their bodies over and keep their limits.
            BigStackPool.setCurrentLane(timedOut ? lane : nil)
            body(item)
            BigStackPool.setCurrentLane(previous)
            finish()
        }

        /// Drops the lanes, which hold the pool: a lane parked for good keeps only itself.
        func detachLanes() { condition.withLock { lanes.removeAll() } }
    }
}
