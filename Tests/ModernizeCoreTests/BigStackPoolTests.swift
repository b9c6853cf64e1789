import Foundation
@testable import ModernizeCore
import Testing

/// `BigStackPool`: items run in place on big-stack threads, each exactly once to its end; an
/// attempt past its time budget is abandoned and its item run again in timed-out mode, while
/// the other items go on.
@Suite struct BigStackPoolTests {
    /// What each item's code saw, by item.
    final class Log: @unchecked Sendable {
        private let lock = NSLock()
        private var entries: [Int: [String]] = [:]
        func add(_ item: Int, _ entry: String) { lock.withLock { entries[item, default: []].append(entry) } }
        var all: [Int: [String]] { lock.withLock { entries } }
    }

    static func describe<Value>(_ outcome: BigStackThreads.Outcome<Value>) -> String {
        switch outcome {
        case .finished(let value): "finished \(value)"
        case .timedOut: "timed out"
        case .noThread: "no thread"
        }
    }

    @Test func everyItemRunsOnceInPlaceOnABigStackThread() {
        let log = Log()
        BigStackPool.forEach(200, jobs: 2) { item in
            log.add(item, BigStackPool.currentLane == nil ? "not on a lane" : "on a lane")
            let outcome = BigStackThreads.attempt(timeout: 60) { item * 2 }
            log.add(item, Self.describe(outcome))
        }
        let all = log.all
        #expect(all.count == 200)
        for item in 0..<200 { #expect(all[item] == ["on a lane", "finished \(item * 2)"], "item \(item)") }
        #expect(BigStackPool.currentLane == nil, "the calling thread is no lane")
    }

    /// A body deeper than a dispatch thread's stack (512 KB) runs in place: the lane's own stack.
    @Test func aDeepBodyRunsOnTheLanesStack() {
        let log = Log()
        BigStackPool.forEach(2, jobs: 2) { item in
            let outcome = BigStackThreads.attempt(timeout: 60) { Self.depth(20_000, pad: 0) }
            log.add(item, Self.describe(outcome))
        }
        #expect(log.all[0] == ["finished 20000"] && log.all[1] == ["finished 20000"])
    }

    @inline(never) static func depth(_ remaining: Int, pad: Int) -> Int {
        // About 100 bytes of frame a level: 2 MB at 20,000 levels.
        var frame = (pad, pad &+ 1, pad &+ 2, pad &+ 3, pad &+ 4, pad &+ 5, pad &+ 6, pad &+ 7)
        withUnsafeMutableBytes(of: &frame) { _ in }
        return remaining == 0 ? 0 : 1 + depth(remaining - 1, pad: frame.7)
    }

    @Test func anItemPastItsBudgetTimesOutAndTheOthersFinish() {
        let log = Log()
        let started = Date()
        BigStackPool.forEach(20, jobs: 2) { item in
            log.add(item, "before")
            let outcome = BigStackThreads.attempt(timeout: 0.1) { () -> Int in
                if item == 3 { Thread.sleep(forTimeInterval: 3) }
                return item
            }
            log.add(item, Self.describe(outcome))
        }
        let elapsed = Date().timeIntervalSince(started)
        #expect(elapsed < 2, "forEach waited for the abandoned item: \(elapsed) s")
        let all = log.all
        // The code before the attempt ran twice for item 3; its attempt's end never ran there.
        #expect(all[3] == ["before", "before", "timed out"])
        for item in (0..<20) where item != 3 { #expect(all[item] == ["before", "finished \(item)"], "item \(item)") }
    }

    @Test func anAttemptInsideAnAttemptIsHandedOver() {
        let log = Log()
        BigStackPool.forEach(1, jobs: 1) { item in
            let outer = BigStackThreads.attempt(timeout: 60) { () -> String in
                let inner = BigStackThreads.attempt(timeout: 60) { BigStackPool.currentLane == nil ? "handed over" : "in place" }
                return Self.describe(inner)
            }
            log.add(item, Self.describe(outer))
        }
        #expect(log.all[0] == ["finished finished handed over"])
    }

    /// An index built inside a file's work runs a pool inside a pool's item: the inner items
    /// run on their own lanes, and the outer lane is still one afterwards.
    @Test func aPoolInsideAnItemKeepsTheOuterLane() {
        let log = Log()
        BigStackPool.forEach(2, jobs: 2) { outer in
            let lane = BigStackPool.currentLane
            BigStackPool.forEach(3, jobs: 2) { inner in
                let outcome = BigStackThreads.attempt(timeout: 60) { inner }
                log.add(outer * 10 + inner, Self.describe(outcome) + (BigStackPool.currentLane === lane ? " on the outer lane" : ""))
            }
            log.add(100 + outer, BigStackPool.currentLane === lane && lane != nil ? "outer lane kept" : "outer lane lost")
        }
        let all = log.all
        for outer in 0..<2 {
            #expect(all[100 + outer] == ["outer lane kept"])
            for inner in 0..<3 { #expect(all[outer * 10 + inner] == ["finished \(inner)"]) }
        }
    }

    @Test func noItemsReturnsAtOnce() {
        BigStackPool.forEach(0, jobs: 2) { _ in Issue.record("ran an item") }
    }
}
