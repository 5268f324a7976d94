import SystemKit
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite("Why output could not be written")
struct OutputFailureTests {
    @Test("Given errno values from write When they are read Then each names its failure")
    func fromErrno() {
        #expect(OutputFailure(errno: EPIPE) == .readerClosed)
        #expect(OutputFailure(errno: ENOSPC) == .noSpace)
        #expect(OutputFailure(errno: EDQUOT) == .noSpace)
        #expect(OutputFailure(errno: EBADF) == .notOpen)
        #expect(OutputFailure(errno: EIO) == .failed(errno: EIO))
    }
}
