import AccountDependencyContainer
import AccountTesting
import FeatureHost
import FeatureKit

/// Runs the Account feature alone in the REPL host, on an in-memory database (or `--data-dir`),
/// with the same registration and flow as the app:
/// `swift run --package-path Features/Account AccountDemo [--fake] [--script FILE]`.
/// With `--fake` it talks to a backend held in memory (`FakeAccountBackend`: register any
/// account; the reset code is 246810); without, it has no backend, as the app without one.
@main
enum AccountDemo {
    @MainActor
    static func main() async {
        let commandLine = FeatureDemoCommandLine<NoFeatureOptions>(
            name: "AccountDemo", abstract: "The Account feature alone, on an in-memory database.")
        await FeatureDemo.main(commandLine) { demo, _ in
            guard demo.fake else { return FeatureFactory.of(AccountFeature.self, options: NoFeatureOptions()) }
            let fake = FakeAccountBackend()
            return FeatureFactory(name: AccountFeature.name, databaseMigrations: AccountFeature.databaseMigrations) {
                environment in
                let transport = AccountTokenTransport.wrapping(
                    fake, backend: FakeAccountBackend.address, contracts: environment.contracts)
                return AccountFeature(
                    environment: environment, backend: AccountBackend(baseURL: FakeAccountBackend.address, transport: transport))
            }
        }
    }
}
