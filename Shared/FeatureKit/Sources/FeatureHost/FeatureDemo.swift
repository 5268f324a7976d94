import AppCore
import FeatureKit
import Foundation
import Navigation
import Persistence
import ReplHost
import ReplKit

/// Runs one feature alone in the REPL host, for its `<F>Demo` executable: the
/// same registration and flow the app uses, on an in-memory database.
@MainActor
public enum FeatureDemo {
    /// Builds the feature with `factory`, runs the session, and returns the exit status.
    public static func run(_ factory: FeatureFactory, options: FeatureDemoOptions) async -> Int32 {
        let progress = ReplProgress()
        let launched: LaunchedFeatures
        do {
            launched = try await LaunchedFeatures.launch(
                [factory],
                databaseLocation: .inMemory,
                clock: options.now.flatMap { FixedAppClock(iso8601: $0) } ?? SystemAppClock(),
                processEnvironment: ProcessInfo.processInfo.environment,
                progress: progress
            )
        } catch {
            FileHandle.standardError.write(Data("\(factory.name): \(error)\n".utf8))
            return 1
        }
        guard let feature = launched.features.first else { return 1 }
        let flow = FeatureDemoFlow(feature: feature, currentLanguage: launched.environment.currentAppLanguage)
        flow.start()
        let status = await ReplLauncher.run(
            navigator: flow,
            currentLanguage: launched.environment.currentAppLanguage,
            options: ReplLaunchOptions(scriptPath: options.script, strict: options.strict, echoCommands: options.echo),
            progress: progress
        )
        withExtendedLifetime(flow) {}
        return status
    }
}
