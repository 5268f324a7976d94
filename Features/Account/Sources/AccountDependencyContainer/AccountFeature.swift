import AccountData
import AccountPresentation
import FeatureContracts
import FeatureKit
import Navigation
import Persistence

/// The Account feature as the app (and its Demo) registers it: the `account` command and home
/// entry, its tables, its flow, and what it offers the other features — who is signed in, the
/// session's token, the account's wishlist on the backend, and the count of what the person
/// does. Its DiContainer is built the first time one of these is needed.
@MainActor
public final class AccountFeature: FeatureRegistration {
    public nonisolated static let name = "account"
    public nonisolated static var databaseMigrations: any FeatureDatabaseMigrations { AccountDiContainer.databaseMigrations }

    private let environment: FeatureEnvironment
    private let backend: AccountBackend
    lazy var diContainer: AccountDiContainer = {
        let contracts = environment.contracts
        return AccountDiContainer(
            database: environment.database, backend: backend, currentAppLanguage: environment.currentAppLanguage,
            clock: environment.clock, analytics: environment.analytics, questions: environment.questions,
            keepers: { [weak contracts] in contracts?.providers(of: (any AccountBoundData).self) ?? [] })
    }()

    public convenience init(options: NoFeatureOptions, environment: FeatureEnvironment) {
        self.init(environment: environment, backend: .of(environment))
    }

    /// The feature on `backend` instead of the environment's: the Demo's fake backend, tests.
    public init(environment: FeatureEnvironment, backend: AccountBackend) {
        self.environment = environment
        self.backend = backend
    }

    public var homeEntry: FeatureHomeEntry {
        let strings = AccountStrings.localizer(environment.currentAppLanguage)
        return FeatureHomeEntry(title: strings.text(.featureName), summary: strings.text(.featureSummary))
    }

    public var offers: [FeatureOffer] {
        let data = diContainer.dataLayer
        return [
            .of((any AccountSession).self, data.getSessionOffer()),
            .of((any AccountAccessTokens).self, data.getTokensOffer()),
            .of((any AccountWishlistRemote).self, data.getWishlistOffer()),
            .of((any AccountActivityRecording).self, data.activityRecorder),
        ]
    }

    /// `about`'s line: who is signed in, and nothing else (no address, no token).
    public func sourceStatus() async -> FeatureSourceStatus? {
        let strings = AccountStrings.localizer(environment.currentAppLanguage)
        let title = strings.text(.featureName)
        let line =
            if let person = await diContainer.dataLayer.getSessionOffer().signedInPerson() {
                strings.text(.aboutSignedIn, ["feature": title, "name": person.name])
            } else {
                strings.text(.aboutSignedOut, ["feature": title])
            }
        return FeatureSourceStatus(title: title, address: nil, lastSavedAt: nil, statusLine: line)
    }

    public func makeFlow(startingAt destination: AppDestination, navigation: NavigationStack) -> Flow {
        AccountFlow(diContainer: diContainer, navigation: navigation)
    }
}
