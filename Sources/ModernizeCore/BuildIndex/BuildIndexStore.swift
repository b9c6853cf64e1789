import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An index store the user's build wrote (`swift build --enable-index-store`, Xcode's
/// `Index.noindex/DataStore`), read with the toolchain's libIndexStore.
///
/// Opening reads the units (one per compiled file: its main file, when it was written, its
/// record's name); a file's record (its occurrences) is read when asked. Every answer is for a
/// file the run named: the store's paths are only compared with those, never opened.
/// Thread-safe: the library's readers are used under one lock.
public final class BuildIndexStore: @unchecked Sendable {
    /// The store directory (absolute).
    public let path: String
    let library: IndexStoreLibrary
    private let handle: UnsafeMutableRawPointer
    /// Each compiled file's newest unit, by its main file's absolute path as the store spells it.
    let units: [String: CompiledUnit]
    /// What could not be read while opening (a damaged or foreign unit): those files fall back.
    public let warnings: [String]
    /// Guards the library's readers, `damaged` and `otherText`.
    private let lock = NSLock()
    /// Why a file's record cannot be read, by path.
    private var damaged: [String: String] = [:]
    /// Why the text of the latest `file(_:text:)` did not match the record, by path.
    private var otherText: [String: String] = [:]

    /// A compiled file as its unit describes it.
    struct CompiledUnit: Sendable {
        let name: String
        let mainFile: String
        let modified: FileTime
        /// The record holding the file's occurrences; nil when the unit names none.
        let record: String?
    }

    /// Opens the store at `path` with the libIndexStore at `library`; throws when the directory
    /// is not a store this library reads (missing, unreadable, another format version, a
    /// symbolic link where the store keeps its data). `sourceFileNames`: when given, only the
    /// units of files with these names (`Row.swift`) are read (a store also holds every
    /// dependency's units: reading them all cost 0.25 s for 1,400 units).
    public static func open(path: String, library libraryPath: String, sourceFileNames: Set<String>? = nil) throws(BuildIndexError) -> BuildIndexStore {
        let library = try IndexStoreLibrary.load(libraryPath)
        let stems = sourceFileNames.map { Set($0.map { $0.hasSuffix(".swift") ? String($0.dropLast(6)) : $0 }) }
        return try BuildIndexStore(path: URL(fileURLWithPath: path).standardizedFileURL.path, library: library, stems: stems)
    }

    /// The library's path.
    public var libraryPath: String { library.path }

    private init(path: String, library: IndexStoreLibrary, stems: Set<String>?) throws(BuildIndexError) {
        let versioned = try StoreLayout.check(path, formatVersion: library.formatVersion)
        var error: UnsafeMutableRawPointer?
        guard let handle = library.storeCreate(path, &error) else {
            throw .store(path: path, reason: "not readable as an index store: \(library.message(error))")
        }
        var warnings: [String] = []
        var units: [String: CompiledUnit] = [:]
        for name in Self.unitNames(handle, library) where stems.map({ Self.mayCompile(unit: name, oneOf: $0) }) ?? true {
            guard StoreLayout.isPlainName(name), StoreLayout.isRegularFile(versioned + "/units/" + name) else {
                warnings.append("\(path): unit \(name.debugDescription) is not a plain file in the store; not read")
                continue
            }
            switch Self.readUnit(name, store: handle, library: library) {
            case .success(let unit?):
                if let known = units[unit.mainFile], known.modified >= unit.modified { continue }
                units[unit.mainFile] = unit
            case .success(nil): continue
            case .failure(let failure): warnings.append("\(path): unit \(name) not read (\(failure.reason)); the file it compiled falls back to the source")
            }
        }
        (self.path, self.library, self.handle, self.units, self.warnings) = (path, library, handle, units, warnings)
    }

    deinit { library.storeDispose(handle) }

    /// Whether the store compiled the file at `absolutePath` (symbolic links resolved), and
    /// whether it changed since (then its facts are not used).
    public func freshness(ofSourceFile absolutePath: String) -> BuildIndexFreshness {
        guard let unit = units[absolutePath] else { return .notCompiled }
        guard let modified = FileTime.modification(of: absolutePath) else { return .notCompiled }
        // Strictly newer: on a file system with coarse times, a file saved in the second its
        // build wrote the unit may or may not be in the build.
        return unit.modified > modified ? .fresh : .changedSinceBuild
    }

    /// What a cached result that used this store's answers for the file rests on: the store and
    /// the time of the unit that compiled it; nil when the store has no fresh unit for it.
    public func cacheToken(forSourceFile path: String) -> String? {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
        guard freshness(ofSourceFile: absolute) == .fresh, let unit = units[absolute] else { return nil }
        return "\(self.path)@\(unit.modified.seconds).\(unit.modified.nanoseconds)"
    }

    /// The occurrences of the file at `absolutePath` (symbolic links resolved), sorted by
    /// position; nil when the store did not compile it, it changed since the build, or its
    /// record cannot be read (see `problem(readingSourceFile:)`).
    public func occurrences(inSourceFile absolutePath: String) -> [BuildIndexOccurrence]? {
        file(absolutePath)?.occurrences
    }

    /// `occurrences(inSourceFile:)` with lookups by position. Read on each call, not kept: a
    /// file's occurrences take about 200 bytes each, so the caller keeps the file it works on.
    /// `text`: the file's text as the caller migrates it (`ParsedSource.lines`), which the
    /// record must still describe; nil: the file is read from disk for the check.
    public func file(_ absolutePath: String, text: LineTable? = nil) -> BuildIndexFile? {
        guard freshness(ofSourceFile: absolutePath) == .fresh, let unit = units[absolutePath] else { return nil }
        // A damaged record stays damaged: not read again.
        guard lock.withLock({ damaged[absolutePath] }) == nil else { return nil }
        let display = FileDiscovery.displayPath(absolutePath)
        let read = lock.withLock { readRecord(of: unit) }
        let file: BuildIndexFile
        switch read {
        case .success(let occurrences): file = BuildIndexFile(path: absolutePath, occurrences: occurrences)
        case .failure(let failure):
            lock.withLock { damaged[absolutePath] = "\(display): \(failure.reason)" }
            return nil
        }
        // Read after the record: a file saved meanwhile is compared as it is now.
        let problem: String?
        if let text = text ?? (try? FileStore.read(absolutePath)).map({ LineTable(String(decoding: $0, as: UTF8.self)) }) {
            problem = RecordTextCheck.firstMismatch(file.occurrences, text: text).map { mismatch in
                "\(display):\(mismatch.line):\(mismatch.column): not `\(mismatch.symbol.name)` as the build compiled it: the file changed since the build (with an older modification time)"
            }
        } else {
            problem = "\(display): cannot be read"
        }
        lock.withLock { otherText[absolutePath] = problem }
        return problem == nil ? file : nil
    }

    /// Why `file(_:)` gave no facts for a compiled, unchanged file (`path:line:column: why` or
    /// `path: why`): its record is damaged, or the text of the latest ask is not what the
    /// build compiled; nil otherwise.
    public func problem(readingSourceFile absolutePath: String) -> String? {
        lock.withLock { damaged[absolutePath] ?? otherText[absolutePath] }
    }

    // MARK: Reading

    private struct Failure: Error { let reason: String }

    /// Whether a unit may be a file's with one of these names without `.swift`: a unit is
    /// named after its object file (`Row.swift.o-<hash>` from SwiftPM, `Row.o-<hash>` from
    /// Xcode), so the object's name begins with the stem and a dot.
    static func mayCompile(unit name: String, oneOf stems: Set<String>) -> Bool {
        let object = name.utf8.lastIndex(of: UInt8(ascii: "-")).map { name[..<$0] } ?? name[...]
        var end = object.startIndex
        while let dot = object[end...].firstIndex(of: ".") {
            if stems.contains(String(object[..<dot])) { return true }
            end = object.index(after: dot)
        }
        return false
    }

    private static func unitNames(_ store: UnsafeMutableRawPointer, _ library: IndexStoreLibrary) -> [String] {
        final class Names { var all: [String] = [] }
        let names = Names()
        _ = library.storeUnitsApply(store, 0, Unmanaged.passUnretained(names).toOpaque()) { context, name in
            Unmanaged<Names>.fromOpaque(context!).takeUnretainedValue().all.append(IndexStoreLibrary.string(name))
            return true
        }
        return names.all
    }

    /// A unit's main file, time and record; nil for units of no source file (modules, system
    /// units).
    private static func readUnit(_ name: String, store: UnsafeMutableRawPointer, library: IndexStoreLibrary) -> Result<CompiledUnit?, Failure> {
        var error: UnsafeMutableRawPointer?
        guard let reader = library.unitReaderCreate(store, name, &error) else { return .failure(Failure(reason: library.message(error))) }
        defer { library.unitReaderDispose(reader) }
        if library.unitReaderIsSystemUnit(reader) { return .success(nil) }
        var mainFile = IndexStoreLibrary.string(library.unitReaderGetMainFile(reader))
        guard !mainFile.isEmpty else { return .success(nil) }
        if !mainFile.hasPrefix("/") {
            mainFile = IndexStoreLibrary.string(library.unitReaderGetWorkingDirectory(reader)) + "/" + mainFile
        }
        mainFile = URL(fileURLWithPath: mainFile).standardizedFileURL.path
        var (seconds, nanoseconds): (Int64, Int64) = (0, 0)
        library.unitReaderGetModificationTime(reader, &seconds, &nanoseconds)
        final class Search {
            let library: IndexStoreLibrary
            let mainFile: String
            var record: String?
            init(_ library: IndexStoreLibrary, _ mainFile: String) { (self.library, self.mainFile) = (library, mainFile) }
        }
        let search = Search(library, mainFile)
        _ = library.unitReaderDependenciesApply(reader, Unmanaged.passUnretained(search).toOpaque()) { context, dependency in
            let search = Unmanaged<Search>.fromOpaque(context!).takeUnretainedValue()
            let library = search.library
            guard library.dependencyGetKind(dependency) == IndexStoreLibrary.recordDependency else { return true }
            let file = IndexStoreLibrary.string(library.dependencyGetFilePath(dependency))
            // A unit's records are its main file's and, for C-family code, its headers'.
            guard search.record == nil || URL(fileURLWithPath: file).standardizedFileURL.path == search.mainFile else { return true }
            search.record = IndexStoreLibrary.string(library.dependencyGetName(dependency))
            return true
        }
        return .success(CompiledUnit(name: name, mainFile: mainFile, modified: FileTime(seconds: seconds, nanoseconds: nanoseconds), record: search.record))
    }

    /// Reads the occurrences of a unit's record (under `lock`).
    private func readRecord(of unit: CompiledUnit) -> Result<[BuildIndexOccurrence], Failure> {
        guard let record = unit.record else { return .failure(Failure(reason: "its unit \(unit.name) names no record")) }
        guard StoreLayout.isPlainName(record), StoreLayout.recordIsNotALink(record, in: path, formatVersion: library.formatVersion) else {
            return .failure(Failure(reason: "record \(record.debugDescription) is not a plain file in the store"))
        }
        var error: UnsafeMutableRawPointer?
        guard let reader = library.recordReaderCreate(handle, record, &error) else {
            return .failure(Failure(reason: "record \(record) not read: \(library.message(error))"))
        }
        defer { library.recordReaderDispose(reader) }
        let collector = OccurrenceCollector(library)
        let finished = library.recordReaderOccurrencesApply(reader, Unmanaged.passUnretained(collector).toOpaque()) { context, occurrence in
            Unmanaged<OccurrenceCollector>.fromOpaque(context!).takeUnretainedValue().add(occurrence)
            return true
        }
        guard finished else { return .failure(Failure(reason: "record \(record) ends early (damaged?)")) }
        return .success(collector.occurrences)
    }
}

/// Whether a compiled file's facts can be used.
public enum BuildIndexFreshness: Sendable, Equatable {
    /// Compiled, and not modified since.
    case fresh
    /// Compiled, then modified: its facts describe other text.
    case changedSinceBuild
    /// Not in the store (not compiled by that build, or compiled at another path).
    case notCompiled
}

/// Turns the library's occurrences into values, one symbol value per symbol of the record
/// (occurrences of one symbol share its strings).
private final class OccurrenceCollector {
    let library: IndexStoreLibrary
    var occurrences: [BuildIndexOccurrence] = []
    private var symbols: [UnsafeMutableRawPointer: BuildIndexSymbol] = [:]
    private var relations: [BuildIndexRelation] = []

    init(_ library: IndexStoreLibrary) { self.library = library }

    func add(_ occurrence: UnsafeMutableRawPointer?) {
        guard let occurrence, let symbol = symbol(library.occurrenceGetSymbol(occurrence)) else { return }
        var (line, column): (UInt32, UInt32) = (0, 0)
        library.occurrenceGetLineColumn(occurrence, &line, &column)
        relations = []
        _ = library.occurrenceRelationsApply(occurrence, Unmanaged.passUnretained(self).toOpaque()) { context, relation in
            let collector = Unmanaged<OccurrenceCollector>.fromOpaque(context!).takeUnretainedValue()
            if let symbol = collector.symbol(collector.library.relationGetSymbol(relation)) {
                collector.relations.append(BuildIndexRelation(roles: BuildIndexRoles(rawValue: collector.library.relationGetRoles(relation)), symbol: symbol))
            }
            return true
        }
        occurrences.append(BuildIndexOccurrence(
            line: Int(line), column: Int(column), symbol: symbol, roles: BuildIndexRoles(rawValue: library.occurrenceGetRoles(occurrence)),
            relations: relations))
    }

    private func symbol(_ handle: UnsafeMutableRawPointer?) -> BuildIndexSymbol? {
        guard let handle else { return nil }
        if let known = symbols[handle] { return known }
        let symbol = BuildIndexSymbol(
            usr: IndexStoreLibrary.string(library.symbolGetUSR(handle)), name: IndexStoreLibrary.string(library.symbolGetName(handle)),
            kind: .init(rawValue: library.symbolGetKind(handle)), subkind: .init(rawValue: library.symbolGetSubkind(handle)),
            language: .init(rawValue: library.symbolGetLanguage(handle)))
        symbols[handle] = symbol
        return symbol
    }
}
