// The parser's floor for `Benchmarks/bench.sh`: reads and parses the files named on stdin (one
// path per line, as `modernize diff --parsed-files-log` writes them) with swift-syntax, on
// `--jobs N` threads (largest files first, as the tool's own workers take them), and prints
// the wall time. Nothing else: no index, no rules, no output.
import Foundation
import SwiftParser
import SwiftSyntax

var jobs = ProcessInfo.processInfo.activeProcessorCount
// `--keep-trees`: holds every tree to the end and prints the peak resident size, which tells
// what keeping trees between phases would cost.
var keepsTrees = false
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    if argument == "--keep-trees" {
        keepsTrees = true
    } else if argument == "--jobs", let value = arguments.popFirst().flatMap(Int.init), value > 0 {
        jobs = value
    } else {
        FileHandle.standardError.write(Data("usage: parse-only [--jobs N] [--keep-trees] < file-list\n".utf8))
        exit(2)
    }
}

var paths: [String] = []
while let line = readLine() { if !line.isEmpty { paths.append(line) } }
let sizes = paths.map { (try? FileManager.default.attributesOfItem(atPath: $0)[.size] as? Int) ?? 0 }
let order = paths.indices.sorted { sizes[$0] > sizes[$1] }

final class Work: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private(set) var tokens = 0
    private(set) var unreadable: [String] = []
    private var trees: [SourceFileSyntax] = []

    func keep(_ tree: SourceFileSyntax) { lock.withLock { trees.append(tree) } }

    func take(_ count: Int) -> Int? {
        lock.withLock {
            guard next < count else { return nil }
            next += 1
            return next - 1
        }
    }

    func finish(tokens count: Int) { lock.withLock { tokens += count } }
    func fail(_ path: String) { lock.withLock { unreadable.append(path) } }
}

let work = Work()
let finished = DispatchSemaphore(value: 0)
let inputPaths = paths
let inputOrder = order
let keepsEveryTree = keepsTrees
let start = DispatchTime.now()
for _ in 0..<jobs {
    let thread = Thread {
        while let position = work.take(inputOrder.count) {
            let path = inputPaths[inputOrder[position]]
            guard let data = FileManager.default.contents(atPath: path) else {
                work.fail(path)
                continue
            }
            let tree = data.withUnsafeBytes { raw in
                Parser.parse(source: raw.bindMemory(to: UInt8.self), maximumNestingLevel: 256)
            }
            if keepsEveryTree { work.keep(tree) }
            work.finish(tokens: tree.statements.count)  // uses the tree, and gives a count to print
        }
        finished.signal()
    }
    // The tool parses on threads with large stacks too (deeply nested code).
    thread.stackSize = 64 << 20
    thread.start()
}
for _ in 0..<jobs { finished.wait() }
let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
for path in work.unreadable { FileHandle.standardError.write(Data("warning: cannot read \(path)\n".utf8)) }
print(String(format: "parsed %d files (%d top-level statements) in %.3f s on %d threads", paths.count - work.unreadable.count, work.tokens, seconds, jobs))
if keepsTrees {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    let bytes = sizes.reduce(0, +)
    print(String(format: "kept every tree: peak resident %.1f MB for %.1f MB of source", Double(usage.ru_maxrss) / 1024, Double(bytes) / 1_048_576))
}
