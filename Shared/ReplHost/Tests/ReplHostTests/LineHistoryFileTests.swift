import Foundation
import ReplHost
import Testing

@Suite("Given the history file in a data folder")
struct LineHistoryFileTests {
    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("history-\(UUID().uuidString)")

    private func makeFolder() throws -> URL {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.appendingPathComponent("history")
    }

    private func permissions(_ url: URL) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        return try #require(attributes[.posixPermissions] as? Int)
    }

    @Test("When the first line is entered Then the file is created readable by its owner only")
    func createdPrivate() throws {
        let url = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }

        LineHistoryFile(url: url).append("edit first=Zoé")

        #expect(try permissions(url) == 0o600)
        #expect(try String(contentsOf: url, encoding: .utf8) == "edit first=Zoé\n")
    }

    @Test("When a file left readable by all is loaded Then it is made private before anything else")
    func tightensOldFile() throws {
        let url = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("help\n".utf8).write(to: url)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: url.path)
        var history = LineHistory()

        LineHistoryFile(url: url).load(into: &history, maxLineBytes: 4096)

        #expect(history.entries == ["help"])
        #expect(try permissions(url) == 0o600)
    }

    @Test("When the history is a symbolic link Then it is seen as one, and nothing is read from or written through it")
    func symbolicLinkRefused() throws {
        let url = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("elsewhere")
        try Data("secret\n".utf8).write(to: target)
        try FileManager.default.createSymbolicLink(at: url, withDestinationURL: target)
        var history = LineHistory()
        let file = LineHistoryFile(url: url)

        file.load(into: &history, maxLineBytes: 4096)
        file.append("edit first=Zoé")

        #expect(LineHistoryFile.isSymbolicLink(url))
        #expect(history.entries.isEmpty)
        #expect(try String(contentsOf: target, encoding: .utf8) == "secret\n")
    }

    @Test("When a history grown past twice its capacity is loaded Then it is rewritten short and still private")
    func rewriteKeepsPermissions() throws {
        let url = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data((1...30).map { "line \($0)\n" }.joined().utf8).write(to: url)
        var history = LineHistory(capacity: 10)

        LineHistoryFile(url: url).load(into: &history, maxLineBytes: 4096)

        #expect(try String(contentsOf: url, encoding: .utf8) == (21...30).map { "line \($0)\n" }.joined())
        #expect(try permissions(url) == 0o600)
    }
}
