import FeatureKit
import Testing

@testable import AppComposition

@Suite("Reading the registered features' options at launch")
struct FeatureOptionsLaunchTests {
    @Test("Given no options When the registered features are read with their defaults Then every one is kept, in home order")
    func everyFeatureKept() throws {
        let names = try AppConfiguration.registeredFeaturesWithDefaultOptions().map(\.name)
        #expect(names == RegisteredFeatures.all.map { $0.name })
    }

    @Test(
        "Given a feature whose options cannot be read When the launch reads them Then it stops with a sentence naming the feature"
    )
    func unreadableOptionsStopTheLaunch() {
        #expect(throws: CommandLineError("The shop feature cannot start: --shop-url takes an http or https URL.")) {
            try FeatureCommandLine.naming(feature: "shop") { () throws(CommandLineError) -> FeatureFactory in
                throw CommandLineError("--shop-url takes an http or https URL.")
            }
        }
    }

    @Test("Given a value a feature refuses When the app's command line is read Then the launch stops naming that feature")
    func refusedValueNamesTheFeature() {
        #expect(throws: CommandLineError("The contacts feature cannot start: --contacts-gender takes male or female.")) {
            try AppCommand.parse(["--contacts-gender", "other"])
        }
    }
}
