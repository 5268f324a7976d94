import ArgumentParser
import FeatureHost
import FeatureKit
import LanguagesDependencyContainer

/// Runs the Languages feature alone in the REPL host, on an in-memory database,
/// with the same registration and flow as the app:
/// `swift run --package-path Features/Languages LanguagesDemo [--fake] [--script FILE]`.
/// Languages reads no outside source; `--fake` starts it as on a machine with no
/// locale set (English), whatever `LANG` says.
@main
struct LanguagesDemo: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "LanguagesDemo",
        abstract: "The Languages feature alone, on an in-memory database."
    )

    @OptionGroup var demo: FeatureDemoOptions

    @MainActor
    func run() async throws {
        let factory =
            demo.fake
            ? FeatureFactory(name: LanguagesFeature.name, databaseMigrations: LanguagesFeature.databaseMigrations) {
                environment in
                LanguagesFeature(environment: environment, processEnvironment: [:])
            }
            : FeatureFactory.of(LanguagesFeature.self, options: NoFeatureOptions())
        let status = await FeatureDemo.run(factory, options: demo)
        if status != 0 { throw ExitCode(status) }
    }
}
