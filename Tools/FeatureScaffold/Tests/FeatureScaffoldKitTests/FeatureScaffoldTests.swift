import FeatureScaffoldKit
import Foundation
import Testing

@Suite("Scaffolding a feature into a repository")
struct FeatureScaffoldTests {
    /// A folder shaped like the repository, as far as the scaffold reads it.
    private func makeRepository() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("scaffold-\(UUID().uuidString)")
        let list = root.appendingPathComponent(FeatureScaffold.registrationListPath)
        try FileManager.default.createDirectory(at: list.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Features/Contacts"), withIntermediateDirectories: true)
        try Data(RegisteredFeaturesEditorTests.list.utf8).write(to: list)
        for manifest in FeatureScaffold.manifestPaths {
            try Data(ManifestFeatureListEditorTests.manifest.utf8).write(to: root.appendingPathComponent(manifest))
        }
        return root
    }

    private func scaffold(_ root: URL) throws -> FeatureScaffold {
        FeatureScaffold(repositoryRoot: root, templates: try FeatureTemplates.bundled())
    }

    @Test(
        "Given a repository When Weather is scaffolded Then the package, its tests, its journey and the registration are written")
    func writesFeature() throws {
        let root = try makeRepository()
        defer { try? FileManager.default.removeItem(at: root) }

        let written = try scaffold(root).generate(try FeatureName.weather)

        for path in [
            "Features/Weather/Package.swift", "Features/Weather/README.md",
            "Features/Weather/Sources/WeatherDomain/UseCases/ViewWeatherItemsUseCase.swift",
            "Features/Weather/Sources/WeatherData/Database/WeatherDAO.swift",
            "Features/Weather/Sources/WeatherDataDomainInterface/GetWeatherItems.swift",
            "Features/Weather/Sources/WeatherPresentation/Views/WeatherItemsView.swift",
            "Features/Weather/Sources/WeatherPresentation/Resources/Strings/zh-Hans.json",
            "Features/Weather/Sources/WeatherDependencyContainer/WeatherFeature.swift",
            "Features/Weather/Sources/WeatherTesting/FakeWeatherItems.swift",
            "Features/Weather/Sources/WeatherDemo/WeatherDemo.swift",
            "Features/Weather/Tests/WeatherDomainTests/ViewWeatherItemsUseCaseTests.swift",
            "Features/Weather/Tests/WeatherDataTests/WeatherDAOTests.swift",
            "Features/Weather/Tests/WeatherPresentationTests/WeatherItemsViewTests.swift",
            "Tests/Journeys/weather.journey",
            FeatureScaffold.registrationListPath,
        ] {
            #expect(written.contains(path), "\(path) was not written")
            #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path), "\(path) is missing")
        }
        let list = try String(contentsOf: root.appendingPathComponent(FeatureScaffold.registrationListPath), encoding: .utf8)
        #expect(list.contains("import WeatherDependencyContainer\n") && list.contains("WeatherFeature.self,"))
        for manifest in FeatureScaffold.manifestPaths {
            #expect(written.contains(manifest))
            let text = try String(contentsOf: root.appendingPathComponent(manifest), encoding: .utf8)
            #expect(text.contains("    \"Weather\",\n]"), "\(manifest) does not list Weather")
        }
    }

    @Test("Given a scaffolded feature When its files are read Then no placeholder is left in them")
    func fillsEveryPlaceholder() throws {
        let root = try makeRepository()
        defer { try? FileManager.default.removeItem(at: root) }

        let written = try scaffold(root).generate(try FeatureName.weather)

        for path in written {
            let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            #expect(!text.contains("__Feature__") && !text.contains("__feature__"), "\(path) keeps a placeholder")
        }
    }

    @Test("Given an existing feature folder When its name is checked Then it is refused as taken")
    func refusesExistingFeature() throws {
        let root = try makeRepository()
        defer { try? FileManager.default.removeItem(at: root) }

        #expect(throws: FeatureNameProblem.alreadyTaken("Contacts")) { try scaffold(root).name("Contacts") }
    }

    @Test("Given a journey of that name already When the feature is scaffolded Then nothing is written")
    func writesNothingOverExistingFiles() throws {
        let root = try makeRepository()
        defer { try? FileManager.default.removeItem(at: root) }
        let journey = root.appendingPathComponent("Tests/Journeys/weather.journey")
        try FileManager.default.createDirectory(at: journey.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("# mine\n".utf8).write(to: journey)

        #expect(throws: ScaffoldError.fileExists("Tests/Journeys/weather.journey")) {
            try scaffold(root).generate(try FeatureName.weather)
        }
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("Features/Weather").path))
        let list = try String(contentsOf: root.appendingPathComponent(FeatureScaffold.registrationListPath), encoding: .utf8)
        #expect(list == RegisteredFeaturesEditorTests.list)
    }
}
