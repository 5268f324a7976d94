import Foundation

/// The feature packages of the repository these tests were built from: the folders directly
/// under `Features/` that hold a `Package.swift`, read from disk, so a feature added later
/// counts without any test naming it.
enum RepositoryFeatureFolders {
    /// `Features/`, found from this file's place in `App/Tests/AppCompositionTests/`.
    static func featuresFolder(filePath: String = #filePath) -> URL {
        URL(fileURLWithPath: filePath)
            .deletingLastPathComponent()  // AppCompositionTests
            .deletingLastPathComponent()  // Tests
            .deletingLastPathComponent()  // App
            .deletingLastPathComponent()  // the repository
            .appendingPathComponent("Features")
    }

    /// The folder names (`Contacts`, `ProductListing` …), sorted.
    static func names(in folder: URL = featuresFolder()) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { !$0.hasPrefix(".") }
            .filter { FileManager.default.fileExists(atPath: folder.appendingPathComponent("\($0)/Package.swift").path) }
            .sorted()
    }
}
