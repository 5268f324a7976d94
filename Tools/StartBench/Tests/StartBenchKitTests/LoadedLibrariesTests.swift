import StartBenchKit
import Testing

@Suite("Libraries from the loader trace")
struct LoadedLibrariesTests {
    @Test("Given a loader trace When read Then each initialised library is listed once, in order, and other lines are ignored")
    func readsInitLines() {
        let trace = """
             12:	find library=libc.so.6 [0]; searching
             12:	  trying file=/lib/x86_64-linux-gnu/libc.so.6
             12:	calling init: /lib64/ld-linux-x86-64.so.2
             12:	calling init: /lib/x86_64-linux-gnu/libc.so.6
             12:	calling init: /opt/swift/usr/lib/swift/linux/libFoundation.so
             12:	calling init: /lib/x86_64-linux-gnu/libc.so.6
             12:	calling fini: /opt/swift/usr/lib/swift/linux/libFoundation.so [0]
            hello from the program's own stderr
            """

        #expect(
            LoadedLibraries.paths(inLoaderTrace: trace) == [
                "/lib64/ld-linux-x86-64.so.2",
                "/lib/x86_64-linux-gnu/libc.so.6",
                "/opt/swift/usr/lib/swift/linux/libFoundation.so",
            ])
    }

    @Test("Given output with no loader trace When read Then no library is listed")
    func noTrace() {
        #expect(LoadedLibraries.paths(inLoaderTrace: "Hello\nquit\n").isEmpty)
    }
}
