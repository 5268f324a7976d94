import FeatureKit
import Foundation

/// How a feature is built again for the session on a source chosen on the debug screen: its
/// options read again from the launch's command line with its URL option (`--contacts-url`)
/// changed, on remote sources that point where the choice says. Everything else the launch
/// gave it (timeouts, cache ages, filters) stays.
struct FeatureSourceRebuild {
    /// The words the launch's feature options were read from (command line, environment, config files).
    let launchValues: CommandLineValues
    let launchServices: ServiceEnvironment
    /// The process environment the launch's features saw.
    let launchProcessEnvironment: [String: String]

    /// What a feature is built from: its factory, and the environment it is built on.
    struct Plan {
        let factory: FeatureFactory
        let services: ServiceEnvironment
        let processEnvironment: [String: String]
    }

    /// The plan for `feature` on `choice`; nil for a feature with no source of its own. Throws
    /// what the feature's options say is wrong with the choice.
    func plan<Feature: FeatureRegistration>(
        for feature: Feature.Type, choice: FeatureSourceChoice
    ) throws(CommandLineError) -> Plan? {
        guard let flag = AppSettingFlags.sourceURLFlag(of: feature) else { return nil }
        var values = launchValues
        var services = launchServices
        var processEnvironment = launchProcessEnvironment
        switch choice {
        case .launch:
            break
        case .address(let url):
            values = values.replacing(flag.option.name, with: url.absoluteString)
        case .bundled:
            // Nothing may point it anywhere: not its flag, nor an older variable, nor the backend.
            values = values.replacing(flag.option.name, with: nil)
            services = .embedded
            for variable in flag.key.legacyEnvironmentVariables { processEnvironment[variable] = nil }
        }
        return Plan(
            factory: try FeatureFactory.reading(feature, from: values), services: services,
            processEnvironment: processEnvironment)
    }
}
