/// Gives the memory an import freed back to the system. glibc keeps freed heap for the
/// process to reuse (and a thread's arena for that thread), so after a million products the
/// process would go on holding tens of megabytes that browsing never uses: browsing a million
/// products after importing them measured 82 MB, 75 MB with this, against 56 MB in a fresh process.
enum FreedHeap {
    static func giveBack() {
        #if os(Linux)
        _ = glibcMallocTrim(0)
        #endif
    }
}

#if os(Linux)
/// glibc's `malloc_trim` (`<malloc.h>`, which the Glibc module leaves out): returns the free
/// memory of every arena to the system.
@_silgen_name("malloc_trim")
private func glibcMallocTrim(_ pad: Int) -> Int32
#endif
