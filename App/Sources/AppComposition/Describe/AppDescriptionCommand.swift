import Foundation
import Localization
import Networking
import Persistence
import SystemKit

/// `app --describe`: every registered feature built on an in-memory database with its bundled
/// data and default options (whatever else the command line says), described
/// (``AppDescriber``) and printed as JSON on standard output.
@MainActor
enum AppDescriptionCommand {
    /// Returns the exit status: 0 once the JSON is written.
    static func run(currentAppLanguage: CurrentAppLanguage) async -> Int32 {
        let container: AppDiContainer
        do {
            container = try await AppDiContainer(
                configuration: AppConfiguration(
                    databaseLocation: .inMemory, currentAppLanguage: currentAppLanguage,
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
