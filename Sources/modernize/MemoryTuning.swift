/// glibc raises its trim threshold as a run frees large blocks (parse trees), so freed memory
/// stays in the process: a fixed threshold (glibc's initial 128 KB) gives it back. Measured on a
/// 10-app corpus: peak RSS 324 MB -> 289 MB, same time. Other platforms' allocators differ.
enum MemoryTuning {
    static func apply() {
        #if os(Linux) && canImport(Glibc)
        _ = glibcMallopt(trimThresholdParameter, 128 * 1024)
        #endif
    }

    /// `M_TRIM_THRESHOLD` of `<malloc.h>`, which Swift's Glibc module does not import.
    private static let trimThresholdParameter: Int32 = -1
}

#if os(Linux) && canImport(Glibc)
/// `int mallopt(int param, int value)` of glibc's `<malloc.h>`.
@_silgen_name("mallopt")
private func glibcMallopt(_ parameter: Int32, _ value: Int32) -> Int32
#endif
