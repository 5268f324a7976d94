import Foundation
import Persistence
import ReplHost

/// A data folder whose database already holds the bundled catalogs (products, tools),
/// prepared once per test run and written out afresh for each walk: every run starts
/// from the same data without importing the catalogs again.
@MainActor
enum PreparedDataFolder {
    /// The screens whose first visit imports a bundled catalog.
    private static let importingWalk = ["products", "tools", "lessons"]
    /// The prepared folder's files by name, kept in memory so that no folder outlives the run.
    private static var preparation: Task<[String: Data], any Error>?

    /// A new folder holding the prepared files; the caller removes it when done.
    static func copy() async throws -> URL {
        let files = try await preparedFiles()
        let folder = temporaryFolder("every-screen-walk")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, contents) in files {
            try contents.write(to: folder.appendingPathComponent(name))
        }
        return folder
    }

    private static func preparedFiles() async throws -> [String: Data] {
        if let preparation { return try await preparation.value }
        let task = Task { try await prepare() }
        preparation = task
        return try await task.value
    }

    private static func prepare() async throws -> [String: Data] {
        let folder = temporaryFolder("every-screen-prepared")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try await importCatalogs(into: folder)
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            files[name] = try Data(contentsOf: folder.appendingPathComponent(name))
        }
        return files
    }

    /// Runs the importing walk on an app over `folder`; every file it leaves there is kept, a
    /// write-ahead log included.
    private static func importCatalogs(into folder: URL) async throws {
        let app = try await AppFlowHarness(databaseLocation: .directory(folder))
        _ = await ReplSession(
            navigator: app.flow, source: ScriptedLineSource(importingWalk), output: RecordingOutput(),
            currentLanguage: app.container.currentAppLanguage
        ).run()
    }

    private static func temporaryFolder(_ name: String) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)")
    }
}
