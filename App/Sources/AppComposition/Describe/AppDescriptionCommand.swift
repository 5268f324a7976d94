import FeatureKit
import Foundation
import Localization
import Networking
import Persistence
import SystemKit

/// `app --describe`: every registered feature built on an in-memory database with its bundled
/// data and default options (whatever else the command line says; a feature whose options
/// the environment makes unreadable stops it, with the usage status), described
/// (``AppDescriber``) and printed as JSON on standard output.
@MainActor
enum AppDescriptionCommand {
    /// Returns the exit status: 0 once the JSON is written.
    static func run(currentAppLanguage: CurrentAppLanguage) async -> Int32 {
        let features: [FeatureFactory]
        do {
            features = try AppConfiguration.registeredFeaturesWithDefaultOptions()
        } catch {
            DescriptorWriter.standardError.write("Error: \(error.message)\n")
            return ProcessExitStatus.usage
        }
        let container: AppDiContainer
        do {
            container = try await AppDiContainer(
                configuration: AppConfiguration(
                    databaseLocation: .inMemory, features: features, currentAppLanguage: currentAppLanguage,
                    httpTransport: UnavailableHTTPTransport()))
        } catch {
            DescriptorWriter.standardError.write("app: cannot build the app to describe it: \(error)\n")
            return 1
        }
        let text = await AppDescriber.describe(container).jsonText()
        switch DescriptorWriter.standardOutput.write(text) {
        case nil: return 0
        case .readerClosed: return ProcessExitStatus.readerClosed
        case .some(let failure):
            DescriptorWriter.standardError.write("app: cannot write the description: \(failure.description)\n")
            return ProcessExitStatus.outputUnwritable
        }
    }
}
