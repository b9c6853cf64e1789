import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The toolchain's libIndexStore, loaded at run time (dlopen) so the tool needs no C target and
/// no new package, and runs where the library is missing (the build index is then not used).
/// Each C function the reader calls is declared here from `indexstore.h` and looked up with dlsym.
///
/// `indexstore_string_ref_t` (`{const char *data; size_t length;}`) is passed and returned by
/// value, which a `@convention(c)` type cannot spell with a Swift struct; `iovec`
/// (`{void *iov_base; size_t iov_len;}`, from the C library on Linux and macOS) has the same
/// layout and calling convention, so it stands for it.
final class IndexStoreLibrary: @unchecked Sendable {
    typealias Handle = UnsafeMutableRawPointer
    typealias StringRef = iovec
    typealias Error = UnsafeMutablePointer<Handle?>

    let path: String
    /// The store format this library reads (the store's `v<N>` directory).
    let formatVersion: UInt32

    let errorGetDescription: @convention(c) (Handle?) -> UnsafePointer<CChar>?
    let errorDispose: @convention(c) (Handle?) -> Void
    let storeCreate: @convention(c) (UnsafePointer<CChar>?, Error?) -> Handle?
    let storeDispose: @convention(c) (Handle?) -> Void
    let storeUnitsApply: @convention(c) (Handle?, UInt32, UnsafeMutableRawPointer?, @convention(c) (UnsafeMutableRawPointer?, StringRef) -> Bool) -> Bool
    let unitReaderCreate: @convention(c) (Handle?, UnsafePointer<CChar>?, Error?) -> Handle?
    let unitReaderDispose: @convention(c) (Handle?) -> Void
    let unitReaderGetMainFile: @convention(c) (Handle?) -> StringRef
    let unitReaderGetWorkingDirectory: @convention(c) (Handle?) -> StringRef
    let unitReaderIsSystemUnit: @convention(c) (Handle?) -> Bool
    let unitReaderGetModificationTime: @convention(c) (Handle?, UnsafeMutablePointer<Int64>?, UnsafeMutablePointer<Int64>?) -> Void
    let unitReaderDependenciesApply: @convention(c) (Handle?, UnsafeMutableRawPointer?, @convention(c) (UnsafeMutableRawPointer?, Handle?) -> Bool) -> Bool
    let dependencyGetKind: @convention(c) (Handle?) -> UInt32
    let dependencyGetFilePath: @convention(c) (Handle?) -> StringRef
    let dependencyGetName: @convention(c) (Handle?) -> StringRef
    let recordReaderCreate: @convention(c) (Handle?, UnsafePointer<CChar>?, Error?) -> Handle?
    let recordReaderDispose: @convention(c) (Handle?) -> Void
    let recordReaderOccurrencesApply: @convention(c) (Handle?, UnsafeMutableRawPointer?, @convention(c) (UnsafeMutableRawPointer?, Handle?) -> Bool) -> Bool
    let occurrenceGetSymbol: @convention(c) (Handle?) -> Handle?
    let occurrenceGetRoles: @convention(c) (Handle?) -> UInt64
    let occurrenceGetLineColumn: @convention(c) (Handle?, UnsafeMutablePointer<UInt32>?, UnsafeMutablePointer<UInt32>?) -> Void
    let occurrenceRelationsApply: @convention(c) (Handle?, UnsafeMutableRawPointer?, @convention(c) (UnsafeMutableRawPointer?, Handle?) -> Bool) -> Bool
    let relationGetRoles: @convention(c) (Handle?) -> UInt64
    let relationGetSymbol: @convention(c) (Handle?) -> Handle?
    let symbolGetUSR: @convention(c) (Handle?) -> StringRef
    let symbolGetName: @convention(c) (Handle?) -> StringRef
    let symbolGetKind: @convention(c) (Handle?) -> UInt32
    let symbolGetSubkind: @convention(c) (Handle?) -> UInt32
    let symbolGetLanguage: @convention(c) (Handle?) -> UInt32

    /// `indexstore_unit_dependency_kind_t`: the dependency that names the unit's record.
    static let recordDependency: UInt32 = 2

    /// Libraries loaded so far, by path: dlopen'ed once per process, never closed (a store or
    /// symbol may outlive any one run).
    nonisolated(unsafe) private static var loaded: [String: IndexStoreLibrary] = [:]
    private static let loadLock = NSLock()

    /// The library at `path` (absolute), loaded once per process.
    static func load(_ path: String) throws(BuildIndexError) -> IndexStoreLibrary {
        loadLock.lock()
        defer { loadLock.unlock() }
        if let library = loaded[path] { return library }
        let library = try IndexStoreLibrary(path: path)
        loaded[path] = library
        return library
    }

    private init(path: String) throws(BuildIndexError) {
        // RTLD_LOCAL: its LLVM symbols must not be seen by anything else in the process.
        guard let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL) else {
            throw BuildIndexError.library(path: path, reason: dlerror().map { String(cString: $0) } ?? "dlopen failed")
        }
        func symbol<T>(_ name: String) throws(BuildIndexError) -> T {
            guard let address = dlsym(handle, name) else {
                throw BuildIndexError.library(path: path, reason: "it has no \(name) (too old a toolchain?)")
            }
            return unsafeBitCast(address, to: T.self)
        }
        self.path = path
        let formatVersion: @convention(c) () -> UInt32 = try symbol("indexstore_format_version")
        self.formatVersion = formatVersion()
        errorGetDescription = try symbol("indexstore_error_get_description")
        errorDispose = try symbol("indexstore_error_dispose")
        storeCreate = try symbol("indexstore_store_create")
        storeDispose = try symbol("indexstore_store_dispose")
        storeUnitsApply = try symbol("indexstore_store_units_apply_f")
        unitReaderCreate = try symbol("indexstore_unit_reader_create")
        unitReaderDispose = try symbol("indexstore_unit_reader_dispose")
        unitReaderGetMainFile = try symbol("indexstore_unit_reader_get_main_file")
        unitReaderGetWorkingDirectory = try symbol("indexstore_unit_reader_get_working_dir")
        unitReaderIsSystemUnit = try symbol("indexstore_unit_reader_is_system_unit")
        unitReaderGetModificationTime = try symbol("indexstore_unit_reader_get_modification_time")
        unitReaderDependenciesApply = try symbol("indexstore_unit_reader_dependencies_apply_f")
        dependencyGetKind = try symbol("indexstore_unit_dependency_get_kind")
        dependencyGetFilePath = try symbol("indexstore_unit_dependency_get_filepath")
        dependencyGetName = try symbol("indexstore_unit_dependency_get_name")
        recordReaderCreate = try symbol("indexstore_record_reader_create")
        recordReaderDispose = try symbol("indexstore_record_reader_dispose")
        recordReaderOccurrencesApply = try symbol("indexstore_record_reader_occurrences_apply_f")
        occurrenceGetSymbol = try symbol("indexstore_occurrence_get_symbol")
        occurrenceGetRoles = try symbol("indexstore_occurrence_get_roles")
        occurrenceGetLineColumn = try symbol("indexstore_occurrence_get_line_col")
        occurrenceRelationsApply = try symbol("indexstore_occurrence_relations_apply_f")
        relationGetRoles = try symbol("indexstore_symbol_relation_get_roles")
        relationGetSymbol = try symbol("indexstore_symbol_relation_get_symbol")
        symbolGetUSR = try symbol("indexstore_symbol_get_usr")
        symbolGetName = try symbol("indexstore_symbol_get_name")
        symbolGetKind = try symbol("indexstore_symbol_get_kind")
        symbolGetSubkind = try symbol("indexstore_symbol_get_subkind")
        symbolGetLanguage = try symbol("indexstore_symbol_get_language")
    }

    /// The text of a string the library returned (valid while its reader lives).
    static func string(_ reference: StringRef) -> String {
        guard let base = reference.iov_base, reference.iov_len > 0 else { return "" }
        return String(decoding: UnsafeRawBufferPointer(start: base, count: reference.iov_len), as: UTF8.self)
    }

    /// Reads and disposes of an error the library reported.
    func message(_ error: Handle?) -> String {
        guard let error else { return "unknown error" }
        defer { errorDispose(error) }
        return errorGetDescription(error).map { String(cString: $0) } ?? "unknown error"
    }
}
