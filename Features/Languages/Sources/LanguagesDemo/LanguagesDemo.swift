import FeatureHost
import FeatureKit
import LanguagesDependencyContainer

/// Runs the Languages feature alone in the REPL host, on an in-memory database,
/// with the same registration and flow as the app:
/// `swift run --package-path Features/Languages LanguagesDemo [--fake] [--script FILE]`.
/// Languages reads no outside source; `--fake` starts it as on a machine with no
/// locale set (English), whatever `LANG` says.
@main
enum LanguagesDemo {
    @MainActor
    static func main() async {
        let commandLine = FeatureDemoCommandLine<NoFeatureOptions>(
            name: "LanguagesDemo", abstract: "The Languages feature alone, on an in-memory database.")
        await FeatureDemo.main(commandLine) { demo, options in
            FeatureFactory.demo(LanguagesFeature.self, demoOptions: demo, options: options) { environment in
                LanguagesFeature(environment: environment, processEnvironment: [:])
            }
        }
    }
}
