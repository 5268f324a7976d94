import FeatureScaffoldKit
import Foundation
import Testing

@Suite("Adding a screen or a use case to a feature")
struct FeaturePartScaffoldTests {
    @Test("Given names of parts When checked Then UpperCamelCase letters pass and the rest is refused with the reason")
    func partNames() throws {
        #expect(try PartName("Forecast").lowerCamel == "forecast")
        #expect(try PartName("ArchiveItem").lowerCamel == "archiveItem")
        #expect(throws: PartNameProblem.notUpperCamelCase("forecast")) { try PartName("forecast") }
        #expect(throws: PartNameProblem.notUpperCamelCase("Fore-cast")) { try PartName("Fore-cast") }
        #expect(throws: PartNameProblem.badLength("F")) { try PartName("F") }
    }

    @Test("Given a folder that is no feature When a screen is added Then it says so and writes nothing")
    func noSuchFeature() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("parts-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Features/Weather"), withIntermediateDirectories: true)

        #expect(throws: PartScaffoldError.noSuchFeature("Weather")) {
            try FeaturePartScaffold(repositoryRoot: root).addScreen(try PartName("Forecast"), to: "Weather")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Features/Weather").path).isEmpty)
    }

    @Test(
        "Given a feature whose flow has no switch over its steps When a screen is added Then it names the file and writes nothing"
    )
    func missingAnchor() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("parts-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let sources = root.appendingPathComponent("Features/Weather/Sources")
        for layer in ["Domain", "Data", "DataDomainInterface", "Presentation", "DependencyContainer"] {
            try FileManager.default.createDirectory(
                at: sources.appendingPathComponent("Weather\(layer)"), withIntermediateDirectories: true)
        }
        try FileManager.default.createDirectory(
            at: sources.appendingPathComponent("WeatherPresentation/FlowStep"), withIntermediateDirectories: true)
        try Data("public enum WeatherFlowStep: FlowStep {\n}\n".utf8)
            .write(to: sources.appendingPathComponent("WeatherPresentation/FlowStep/WeatherFlowStep.swift"))

        #expect(
            throws: PartScaffoldError.anchorNotFound(
                file: "Features/Weather/Sources/WeatherDependencyContainer/WeatherFlow.swift", looking: "`switch step {`")
        ) {
            try FeaturePartScaffold(repositoryRoot: root).addScreen(try PartName("Forecast"), to: "Weather")
        }
        #expect(!FileManager.default.fileExists(atPath: sources.appendingPathComponent("WeatherPresentation/Views").path))
    }
}
