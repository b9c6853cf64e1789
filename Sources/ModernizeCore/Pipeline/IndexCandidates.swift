import Foundation

/// The first step of the index phase: every file is read and scanned once, for each rule's own
/// triggers and for the triggers of the facts it asks the index for. A rule whose own triggers
/// occur in no file has no site in this run, so the files only its index triggers name are not
/// parsed (a broad index trigger such as `: UI` costs nothing in a project without the rule's
/// legacy API).
struct IndexCandidates: Sendable {
    /// Source bytes kept between the two steps; beyond it, candidate files are read again, so
    /// memory does not grow with the project (measured: keeping every candidate took a 4x
    /// corpus from 223 MB to 580 MB peak).
    static let keptSourceBudget = 16 << 20

    enum Candidate: Sendable {
        case kept(SourceText)
        /// Read again when parsed.
        case reread
    }

    /// Per file (in the run's order): whether a rule's or an active rule's index triggers
    /// occur in it (nil: neither).
    var candidates: [Candidate?]
    /// The rules with a trigger in at least one file, in the run's order.
    var activeRules: [any Codemod]
    /// Per type name, the files that may declare it (`DeclaredTypeNames`), among the files that
    /// are not candidates; filled only when a rule asks for supertype chains.
    var declarations: [String: [Int]] = [:]
    /// Every file's type headers (paths as the run names them), when a rule asks for them.
    var typeHeaders: [TypeHeader] = []
    /// Per file (in the run's order), a hash of its bytes, when asked for (nil: not read).
    var digests: [String?] = []
    /// The function names every readable file may declare, when a rule asks for the call graph
    /// (`IndexInterest.callGraphNames`).
    var functionNames: Set<String>?

    static func scan(
        _ files: [SourceFile], rules: [any Codemod], jobs: Int,
        read: @Sendable (SourceFile) -> (bytes: [UInt8], source: SourceText)?, prescreen: TriggerPrescreen, digests: Bool = false,
        progress: (@Sendable (_ done: Int, _ total: Int) -> Void)? = nil
    ) -> IndexCandidates {
        let count = rules.count
        // Groups 0..<count: each rule's own triggers; count..<2count: its index triggers.
        let triggers = TriggerSet(rules.map(\.triggers) + rules.map(\.indexInterest.triggers))
        let wantsDeclarations = rules.contains { $0.indexInterest.supertypeChains || $0.indexInterest.typeHeaders }
        let wantsFunctionNames = rules.contains { $0.indexInterest.callGraph }
        let slots = ScanSlots(count: files.count)
        let scanned = Counter()
        DispatchQueue.concurrentPerform(iterations: min(jobs, max(1, files.count))) { _ in
            while let index = slots.nextIndex() {
                defer { progress?(scanned.increment(), files.count) }
                guard let (bytes, source) = read(files[index]) else { continue }
                let found = triggers.groups(in: source.text)
                let ruleHit = found[..<count].contains(true)
                let digest = digests || ruleHit ? StableHash.of(bytes: bytes) : ""
                if digests { slots.digest(digest, at: index) }
                if ruleHit {
                    prescreen.recordTriggered(files[index].path, digest: digest, hits: Array(found[..<count]))
                } else if !FileLimits.hasSuppressionMarker(source.text) {
                    prescreen.record(files[index].path, bytes: bytes)
                }
                if wantsDeclarations { slots.declare(DeclaredTypeNames.headers(source.text), at: index) }
                if wantsFunctionNames { slots.declareFunctions(DeclaredFunctionNames.scan(source.text)) }
                guard found.contains(true) else { continue }
                slots.store(source, hits: found, at: index, budget: keptSourceBudget)
            }
        }
        let (sources, hits) = slots.values()
        let active = (0..<count).filter { rule in hits.contains { $0?[rule] == true } }
        let wanted = sources.indices.map { index -> Candidate? in
            guard let found = hits[index] else { return nil }
            guard found[..<count].contains(true) || active.contains(where: { found[count + $0] }) else { return nil }
            return sources[index].map(Candidate.kept) ?? .reread
        }
        var declarations: [String: [Int]] = [:]
        var typeHeaders: [TypeHeader] = []
        if wantsDeclarations {
            for (index, headers) in slots.declared().sorted(by: { $0.key < $1.key }) {
                if wanted[index] == nil {
                    for name in Set(headers.map(\.name)) { declarations[name, default: []].append(index) }
                }
                typeHeaders += headers.map { header in
                    var header = header
                    header.path = files[index].displayPath
                    return header
                }
            }
        }
        return IndexCandidates(
            candidates: wanted, activeRules: active.map { rules[$0] }, declarations: declarations, typeHeaders: typeHeaders,
            digests: digests ? slots.digests() : [], functionNames: wantsFunctionNames ? slots.functionNames() : nil)
    }
}

extension IndexCandidates {
    /// Per file (in the run's order), a hash of its bytes (nil: not read): all a run answered
    /// from the cache reads of most files. `readBytes` gives nil for what the index does not read.
    static func digests(
        _ files: [SourceFile], jobs: Int, readBytes: @Sendable (SourceFile) -> [UInt8]?,
        progress: (@Sendable (_ done: Int, _ total: Int) -> Void)? = nil
    ) -> [String?] {
        let slots = ScanSlots(count: files.count)
        let hashed = Counter()
        DispatchQueue.concurrentPerform(iterations: min(jobs, max(1, files.count))) { _ in
            while let index = slots.nextIndex() {
                defer { progress?(hashed.increment(), files.count) }
                if let bytes = readBytes(files[index]) { slots.digest(StableHash.of(bytes: bytes), at: index) }
            }
        }
        return slots.digests()
    }
}

private final class ScanSlots: @unchecked Sendable {
    private let lock = NSLock()
    private var sources: [SourceText?]
    private var hits: [[Bool]?]
    private var next = 0

    init(count: Int) {
        sources = Array(repeating: nil, count: count)
        hits = Array(repeating: nil, count: count)
        fileDigests = Array(repeating: nil, count: count)
    }

    func nextIndex() -> Int? {
        lock.withLock {
            guard next < sources.count else { return nil }
            next += 1
            return next - 1
        }
    }

    private var keptBytes = 0
    private var declaredNames: [Int: [TypeHeader]] = [:]
    private var fileDigests: [String?]

    func digest(_ digest: String, at index: Int) { lock.withLock { fileDigests[index] = digest } }

    func digests() -> [String?] { lock.withLock { fileDigests } }

    func declare(_ headers: [TypeHeader], at index: Int) {
        guard !headers.isEmpty else { return }
        lock.withLock { declaredNames[index] = headers }
    }

    func declared() -> [Int: [TypeHeader]] { lock.withLock { declaredNames } }

    private var declaredFunctions: Set<String> = []

    func declareFunctions(_ names: Set<String>) { lock.withLock { declaredFunctions.formUnion(names) } }

    func functionNames() -> Set<String> { lock.withLock { declaredFunctions } }

    func store(_ source: SourceText, hits found: [Bool], at index: Int, budget: Int) {
        lock.withLock {
            hits[index] = found
            let size = source.text.utf8.count
            guard keptBytes + size <= budget else { return }
            keptBytes += size
            sources[index] = source
        }
    }

    func values() -> ([SourceText?], [[Bool]?]) { lock.withLock { (sources, hits) } }
}
