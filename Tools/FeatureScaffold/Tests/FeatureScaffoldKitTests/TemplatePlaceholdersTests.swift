import FeatureScaffoldKit
import Testing

@Suite("Template placeholders")
struct TemplatePlaceholdersTests {
    private func placeholders() throws -> TemplatePlaceholders {
        TemplatePlaceholders(name: try FeatureName.weather)
    }

    @Test("Given a template text When it is filled Then the type name and the command word replace their placeholders")
    func fillsText() throws {
        #expect(
            try placeholders().fill("__Feature__Feature: `__feature__`, table __feature___item")
                == "WeatherFeature: `weather`, table weather_item")
    }

    @Test("Given a template path When its output path is asked Then placeholders are filled and .template is dropped")
    func fillsPath() throws {
        #expect(
            try placeholders().path(
                for: "Features/__Feature__/Sources/__Feature__Domain/View__Feature__ItemsUseCase.swift.template")
                == "Features/Weather/Sources/WeatherDomain/ViewWeatherItemsUseCase.swift")
    }
}

extension FeatureName {
    /// `Weather`, a name no test repository has taken.
    static var weather: FeatureName {
        get throws { try FeatureName("Weather") }
    }
}
