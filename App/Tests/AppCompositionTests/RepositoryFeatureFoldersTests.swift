import Foundation
import Testing

@Suite("Given a Features folder When its feature packages are listed")
struct RepositoryFeatureFoldersTests {
    @Test("Then only folders holding a Package.swift count, hidden ones never, sorted")
    func onlyPackagesCount() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("features-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["Weather", "Account", "NotYetAPackage", ".hidden"] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(name), withIntermediateDirectories: true)
        }
        for name in ["Weather", "Account", ".hidden"] {
            try Data().write(to: folder.appendingPathComponent("\(name)/Package.swift"))
        }

        #expect(try RepositoryFeatureFolders.names(in: folder) == ["Account", "Weather"])
    }
}
