import Foundation
import Persistence
import Testing

@Suite("Given the environment the app starts in")
struct DatabaseLocationTests {
    @Test("When XDG_DATA_HOME is set Then the default directory is the app folder inside it")
    func xdgDataHome() {
        let directory = DatabaseLocation.defaultDirectory(
            appFolder: "app", environment: ["XDG_DATA_HOME": "/data/xdg", "HOME": "/home/ana"]
        )
        #expect(directory.path == "/data/xdg/app")
    }

    @Test("When XDG_DATA_HOME is not set Then the default directory is under ~/.local/share")
    func homeFallback() {
        let directory = DatabaseLocation.defaultDirectory(appFolder: "app", environment: ["HOME": "/home/ana"])
        #expect(directory.path == "/home/ana/.local/share/app")
    }

    @Test("When XDG_DATA_HOME is empty Then it is treated as not set")
    func emptyXdgDataHome() {
        let directory = DatabaseLocation.defaultDirectory(
            appFolder: "app", environment: ["XDG_DATA_HOME": "", "HOME": "/home/ana"]
        )
        #expect(directory.path == "/home/ana/.local/share/app")
    }

    @Test("When neither XDG_DATA_HOME nor HOME is set Then the user's home directory is used")
    func noHomeVariable() {
        let directory = DatabaseLocation.defaultDirectory(appFolder: "app", environment: [:])
        let expected = FileManager.default.homeDirectoryForCurrentUser
            .appendingPathComponent(".local/share").appendingPathComponent("app")
        #expect(directory.standardizedFileURL.path == expected.standardizedFileURL.path)
    }

    @Test("When two locations are compared Then equal folders are equal and differ from in memory")
    func equality() {
        let folder = URL(fileURLWithPath: "/tmp/app")
        #expect(DatabaseLocation.directory(folder) == .directory(URL(fileURLWithPath: "/tmp/app")))
        #expect(DatabaseLocation.directory(folder) != .inMemory)
    }
}
