import SystemKit
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite("Writing to a descriptor that may fail")
struct DescriptorWriterTests {
    /// A pipe's two ends as descriptors.
    private func makePipe() throws -> (read: Int32, write: Int32) {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        return (ends[0], ends[1])
    }

    @Test("Given a pipe When a text is written Then the reader gets all of it")
    func writesAll() throws {
        let ends = try makePipe()
        defer { close(ends.read) }

        let failure = DescriptorWriter(descriptor: ends.write).write("Name saved.\n")
        close(ends.write)

        #expect(failure == nil)
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = read(ends.read, &buffer, buffer.count)
        #expect(String(decoding: buffer.prefix(max(0, count)), as: UTF8.self) == "Name saved.\n")
    }

    @Test("Given a pipe whose reader closed and SIGPIPE ignored When a text is written Then it reports the reader closed")
    func closedReader() throws {
        signal(SIGPIPE, SIG_IGN)
        let ends = try makePipe()
        close(ends.read)
        defer { close(ends.write) }

        #expect(DescriptorWriter(descriptor: ends.write).write("lost\n") == .readerClosed)
    }

    @Test("Given /dev/full When a text is written Then it reports no space, in the system's words")
    func fullDevice() throws {
        let descriptor = open("/dev/full", O_WRONLY)
        try #require(descriptor >= 0)
        defer { close(descriptor) }

        let failure = DescriptorWriter(descriptor: descriptor).write("lost\n")

        #expect(failure == .noSpace)
        #expect(failure?.description == "No space left on device")
    }

    @Test("Given a descriptor that is not open When a text is written Then it reports it not open instead of trapping")
    func closedDescriptor() {
        // -1, as a number closed here could be reopened by a test running alongside.
        #expect(DescriptorWriter(descriptor: -1).write("lost\n") == .notOpen)
    }

    @Test("Given an empty text When it is written anywhere Then nothing fails")
    func emptyText() {
        #expect(DescriptorWriter(descriptor: -1).write("") == nil)
    }
}
