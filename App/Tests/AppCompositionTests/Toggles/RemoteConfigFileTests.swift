import Foundation
import Testing

@testable import AppComposition

@Suite("The remote config kept in the data folder")
struct RemoteConfigFileTests {
    @Test("Given a fetched config When it is kept and read back Then it is the same, in a file only its owner reads")
    func roundTrip() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("remote-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let kept = RemoteConfigFile(toggles: ["wishlist": false], fetchedAt: Date(timeIntervalSince1970: 1_767_225_600))
        try kept.write(in: folder)
        #expect(RemoteConfigFile.read(in: folder) == kept)
        let path = folder.appendingPathComponent(RemoteConfigFile.fileName).path
        let permissions = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(permissions == 0o600)
    }

    @Test("Given no file or a broken one When it is read Then there is none")
    func missingOrBroken() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("remote-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        #expect(RemoteConfigFile.read(in: folder) == nil)
        try Data("{".utf8).write(to: folder.appendingPathComponent(RemoteConfigFile.fileName))
        #expect(RemoteConfigFile.read(in: folder) == nil)
    }

    @Test("Given a backend's answer When its toggles are read Then a config gives them and anything else none")
    func answer() {
        #expect(RemoteConfigRefresh.toggles(in: Data(#"{"toggles":{"wishlist":false}}"#.utf8)) == ["wishlist": false])
        #expect(RemoteConfigRefresh.toggles(in: Data(#"{"other":1}"#.utf8)) == [:])
        #expect(RemoteConfigRefresh.toggles(in: Data("not json".utf8)) == nil)
        #expect(RemoteConfigRefresh.toggles(in: Data(#"{"toggles":{"wishlist":"off"}}"#.utf8)) == nil)
    }
}
