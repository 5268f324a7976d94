import Foundation
import ReplHost
import Testing

/// A pipe whose write end is filled and closed at once, so reads see the bytes and then the end.
@MainActor
private func makeReader(over bytes: [UInt8], maxLineBytes: Int = 4096) throws -> (ByteLineReader, Int32) {
    var descriptors: [Int32] = [0, 0]
    try #require(pipe(&descriptors) == 0)
    let written = bytes.withUnsafeBytes { write(descriptors[1], $0.baseAddress, $0.count) }
    close(descriptors[1])
    try #require(written == bytes.count)
    return (ByteLineReader(fileDescriptor: descriptors[0], maxLineBytes: maxLineBytes), descriptors[0])
}

@MainActor
private func lines(of bytes: [UInt8], maxLineBytes: Int = 4096) throws -> [InputLine] {
    let (reader, descriptor) = try makeReader(over: bytes, maxLineBytes: maxLineBytes)
    defer { close(descriptor) }
    var lines: [InputLine] = []
    while true {
        let line = reader.nextLine(prompt: "")
        lines.append(line)
        if line == .end { return lines }
    }
}

@MainActor
@Suite("Given a byte line reader over a pipe")
struct ByteLineReaderPipeTests {
    @Test("When plain lines arrive Then each is read without its line break, then the end")
    func plainLines() throws {
        #expect(try lines(of: Array("open 3\nnext\n".utf8)) == [.text("open 3"), .text("next"), .end])
    }

    @Test("When lines end in CRLF Then the carriage return is dropped too")
    func crlf() throws {
        #expect(try lines(of: Array("open 3\r\nnext\r\n".utf8)) == [.text("open 3"), .text("next"), .end])
    }

    @Test("When the last line has no line break Then it is still read before the end")
    func lastLineWithoutBreak() throws {
        #expect(try lines(of: Array("help\nquit".utf8)) == [.text("help"), .text("quit"), .end])
    }

    @Test("When a line is empty Then it is read as empty text")
    func emptyLine() throws {
        #expect(try lines(of: Array("\nhelp\n".utf8)) == [.text(""), .text("help"), .end])
    }

    @Test("When a line is not valid UTF-8 Then it is reported with replacement characters and the next line is read")
    func invalidEncoding() throws {
        let bytes: [UInt8] = [0x66, 0xFF, 0x67, 0x0A] + Array("help\n".utf8)
        #expect(try lines(of: bytes) == [.invalidEncoding(shown: "f\u{FFFD}g"), .text("help"), .end])
    }

    @Test("When non-ASCII UTF-8 is read Then it is kept intact")
    func unicode() throws {
        #expect(try lines(of: Array("search São Paulo 東京\n".utf8)) == [.text("search São Paulo 東京"), .end])
    }

    @Test("When a line is exactly as long as allowed Then it is read, and one byte more is too long")
    func lengthLimit() throws {
        #expect(
            try lines(of: Array("12345678\n123456789\nok\n".utf8), maxLineBytes: 8)
                == [.text("12345678"), .tooLong(limit: 8), .text("ok"), .end])
    }

    @Test(
        "When a line as long as allowed ends in CRLF Then it is read"
    )
    func lengthLimitWithCRLF() throws {
        #expect(try lines(of: Array("12345678\r\n".utf8), maxLineBytes: 8) == [.text("12345678"), .end])
    }

    @Test("When the end has been reached Then every later read is the end again")
    func endRepeats() throws {
        let (reader, descriptor) = try makeReader(over: Array("x\n".utf8))
        defer { close(descriptor) }
        #expect(reader.nextLine(prompt: "") == .text("x"))
        #expect(reader.nextLine(prompt: "") == .end)
        #expect(reader.nextLine(prompt: "") == .end)
    }

    @Test("When a pipe reader is made Then it is not interactive")
    func notInteractive() throws {
        let (reader, descriptor) = try makeReader(over: [])
        defer { close(descriptor) }
        #expect(reader.isInteractive == false)
        #expect(reader.nextLine(prompt: "> ") == .end)
    }
}

@MainActor
@Suite("Given a script file")
struct ByteLineReaderFileTests {
    private let file = FileManager.default.temporaryDirectory.appendingPathComponent("script-\(UUID().uuidString).txt")

    @Test("When a 1 MB line stands between two commands Then it is too long and the following line is still read")
    func overlongLine() throws {
        defer { try? FileManager.default.removeItem(at: file) }
        var contents = Data("help\n".utf8)
        contents.append(Data(repeating: UInt8(ascii: "a"), count: 1_048_576))
        contents.append(Data("\nwhere\n".utf8))
        try contents.write(to: file)
        let reader = try #require(ByteLineReader.script(atPath: file.path))

        #expect(reader.nextLine(prompt: "") == .text("help"))
        #expect(reader.nextLine(prompt: "") == .tooLong(limit: 4096))
        #expect(reader.nextLine(prompt: "") == .text("where"))
        #expect(reader.nextLine(prompt: "") == .end)
    }

    @Test("When a file has more lines than one read block Then every line is read in order")
    func acrossBlocks() throws {
        defer { try? FileManager.default.removeItem(at: file) }
        let commands = (1...20_000).map { "open \($0)" }
        try Data((commands.joined(separator: "\n") + "\n").utf8).write(to: file)
        let reader = try #require(ByteLineReader.script(atPath: file.path))

        var read: [String] = []
        while case .text(let line) = reader.nextLine(prompt: "") { read.append(line) }

        #expect(read == commands)
    }

    @Test("When the script file does not exist Then there is no reader")
    func missingFile() {
        #expect(ByteLineReader.script(atPath: file.path) == nil)
    }
}
