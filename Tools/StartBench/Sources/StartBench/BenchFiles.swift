import Foundation
import StartBenchKit

/// The temporary files the programs are given: the app's script, which only quits, and the
/// config file hello-settings reads. Removed with `remove()`.
struct BenchFiles {
    let script: URL
    let settingsConfig: URL

    init() throws {
        let folder = FileManager.default.temporaryDirectory
        let name = "start-bench-\(UUID().uuidString)"
        script = folder.appendingPathComponent("\(name).txt")
        settingsConfig = folder.appendingPathComponent("\(name).json")
        try Data("quit\n".utf8).write(to: script)
        try Data(SettingsBaselineConfig.text.utf8).write(to: settingsConfig)
    }

    func remove() {
        try? FileManager.default.removeItem(at: script)
        try? FileManager.default.removeItem(at: settingsConfig)
    }
}
