import AccountData
import Foundation
import TestSupport
import Testing

@Suite("Given the session's tokens kept in the data folder")
struct AccountTokenFileTests {
    private func permissions(_ url: URL) throws -> Int {
        try #require(try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int)
    }

    @Test("When a session is saved Then its file is the owner's alone (0600) and reads back after a restart")
    func savedPrivately() throws {
        let folder = try TestDatabase.makeTemporaryDirectory(named: "account-tokens")
        defer { try? FileManager.default.removeItem(at: folder) }
        let tokens = AccountTokensDataModel(accessToken: "at-1", refreshToken: "rt-1", accountId: "u1")

        try AccountSessionStore(file: AccountTokenFile(dataFolder: folder)).save(tokens)

        let file = AccountTokenFile(dataFolder: folder)
        #expect(try permissions(file.url) == 0o600)
        #expect(AccountSessionStore(file: file).tokens() == tokens)
        #expect(!FileManager.default.fileExists(atPath: file.url.path + ".new"))
    }

    @Test("When an older file was readable by others Then reading it makes it the owner's alone again")
    func tightened() throws {
        let folder = try TestDatabase.makeTemporaryDirectory(named: "account-tokens")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = AccountTokenFile(dataFolder: folder)
        try file.write(AccountTokensDataModel(accessToken: "at", refreshToken: "rt"))
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: file.url.path)

        #expect(file.read()?.accessToken == "at")
        #expect(try permissions(file.url) == 0o600)
    }

    @Test("When a symbolic link stands in the file's place Then it is never followed")
    func symbolicLinkRefused() throws {
        let folder = try TestDatabase.makeTemporaryDirectory(named: "account-tokens")
        defer { try? FileManager.default.removeItem(at: folder) }
        let elsewhere = folder.appendingPathComponent("elsewhere.json")
        try Data(#"{"accessToken":"planted","refreshToken":null}"#.utf8).write(to: elsewhere)
        let file = AccountTokenFile(dataFolder: folder)
        try FileManager.default.createSymbolicLink(at: file.url, withDestinationURL: elsewhere)

        #expect(file.read() == nil)
    }

    @Test("When the session ends Then the file is gone")
    func endedSessionLeavesNothing() throws {
        let folder = try TestDatabase.makeTemporaryDirectory(named: "account-tokens")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = AccountSessionStore(file: AccountTokenFile(dataFolder: folder))
        try store.save(AccountTokensDataModel(accessToken: "at", refreshToken: "rt"))

        store.end()

        #expect(!FileManager.default.fileExists(atPath: AccountTokenFile(dataFolder: folder).url.path))
        #expect(AccountSessionStore(file: AccountTokenFile(dataFolder: folder)).tokens() == nil)
    }
}
