import AppCore
import FeatureKit
import Foundation
import Localization
import Navigation
import Networking
import Persistence
import ReplHost
import ReplKit
import SystemKit

/// Runs one feature alone in the REPL host, for its `<F>Demo` executable: the
/// same registration and flow the app uses, on an in-memory database or, with
/// `--data-dir`, on a database in that folder kept as the app keeps its own.
@MainActor
public enum FeatureDemo {
    /// Builds the feature with `factory`, runs the session, and returns the exit status.
    /// `httpTransport` carries its remote sources' requests: none in a feature's own Demo
    /// (its package links no network library), the live one in `Tools/LiveDemos`.
    public static func run(
        _ factory: FeatureFactory, options: FeatureDemoOptions,
        httpTransport: any HTTPTransport = UnavailableHTTPTransport()
    ) async -> Int32 {
        // As the app does first thing: no file may take a closed standard
        // descriptor's place, and no ill-formed locale setting may reach ICU.
        let closed = StandardDescriptors.secure()
        LocaleEnvironment.sanitizeProcessEnvironment()
        guard !closed.output else {
            DescriptorWriter.standardError.write("\(factory.name): standard output is closed\n")
            return ProcessExitStatus.outputUnwritable
        }
        let progress = ReplProgress()
        let questions = ReplQuestions()
        let launched: LaunchedFeatures
        do {
            launched = try await LaunchedFeatures.launch(
                [factory],
                databaseLocation: options.dataDir.map { .directory(URL(fileURLWithPath: $0)) } ?? .inMemory,
                clock: AppClockChoice.clock(now: options.now, clockFile: options.clockFile),
                processEnvironment: ProcessInfo.processInfo.environment,
                progress: progress,
                httpTransport: httpTransport,
                questions: questions
            )
        } catch let error as DatabaseOpeningError {
            DescriptorWriter.standardError.write("\(factory.name): cannot use the data folder \(error.path): \(error.reason)\n")
            return ProcessExitStatus.dataLocationUnusable
        } catch {
            DescriptorWriter.standardError.write("\(factory.name): \(error)\n")
            return 1
        }
        guard let feature = launched.features.first else { return 1 }
        let flow = FeatureDemoFlow(feature: feature, currentLanguage: launched.environment.currentAppLanguage)
        flow.start()
        let status = await ReplLauncher.run(
            navigator: flow,
            currentLanguage: launched.environment.currentAppLanguage,
            options: ReplLaunchOptions(scriptPath: options.script, strict: options.strict, echoCommands: options.echo),
            progress: progress,
            questions: questions
        )
        withExtendedLifetime(flow) {}
        return status
    }
}
