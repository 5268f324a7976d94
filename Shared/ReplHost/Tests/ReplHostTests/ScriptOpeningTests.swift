import Foundation
import ReplHost
import SystemKit
import Testing

@MainActor
@Suite("Given a script path")
struct ScriptOpeningTests {
    @Test("When it names a folder Then opening says it is a folder instead of reading nothing")
    func folder() {
        #expect(throws: ByteLineReader.ScriptOpeningFailure.isFolder) {
            try ByteLineReader.openScript(atPath: FileManager.default.temporaryDirectory.path).get()
        }
    }

    @Test("When it names nothing Then opening says it cannot be opened")
    func missing() {
        #expect(throws: ByteLineReader.ScriptOpeningFailure.cannotOpen) {
            try ByteLineReader.openScript(atPath: "/nonexistent/script-\(UUID().uuidString).txt").get()
        }
    }

    @Test("When it names a file of commands Then its lines are read")
    func file() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("script-\(UUID().uuidString).txt")
        try Data("where\n".utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }

        let reader = try ByteLineReader.openScript(atPath: url.path).get()

        #expect(reader.nextLine(prompt: "") == .text("where"))
        #expect(reader.nextLine(prompt: "") == .end)
    }
}

@MainActor
@Suite("Given a dumb terminal")
struct PlainTerminalLineReaderTests {
    @Test("When a line is read Then the prompt is printed as plain text, with no escape sequence")
    func plainPrompt() throws {
        var input: [Int32] = [0, 0]
        var output: [Int32] = [0, 0]
        try #require(pipe(&input) == 0 && pipe(&output) == 0)
        defer {
            close(input[0])
            close(output[0])
        }
        _ = DescriptorWriter(descriptor: input[1]).write("where\n")
        close(input[1])
        let reader = PlainTerminalLineReader(
            reader: ByteLineReader(fileDescriptor: input[0]), promptDestination: DescriptorWriter(descriptor: output[1])
        )

        let line = reader.nextLine(prompt: "home › ")
        close(output[1])

        #expect(line == .text("where"))
        var buffer = [UInt8](repeating: 0, count: 256)
        let count = read(output[0], &buffer, buffer.count)
        #expect(String(decoding: buffer.prefix(max(0, count)), as: UTF8.self) == "home › ")
        #expect(reader.isInteractive)
    }
}
