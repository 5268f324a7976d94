import FeatureHost
import FeatureKit
import Localization
import Persistence
import ReplKit

/// Holds what the whole app shares — the database, the app language, the
/// clock, the progress line — and the registered features built on them.
@MainActor
public final class AppDiContainer {
    public let configuration: AppConfiguration
    public let environment: FeatureEnvironment
    /// The registered features, in home-screen order: as launched, but for one built again for the
    /// session on another source (the debug screen's `source`).
    public private(set) var features: [any FeatureRegistration]
    /// The sources chosen on the debug screen for this session, by feature name.
    private(set) var sessionSourceChoices: [String: FeatureSourceChoice] = [:]
    private let launched: LaunchedFeatures

    public var database: AppDatabase { environment.database }
    public var currentAppLanguage: CurrentAppLanguage { environment.currentAppLanguage }
    public var progress: ReplProgress { environment.progress }
    /// Where the features' screens ask the person something: the session answers.
    public var questions: ReplQuestions { environment.questions }

    /// Opens the database (each feature migrates its tables when first used), builds the features and
    /// lets them prepare the first screen (the app language). Throws when the
    /// database cannot be opened or a feature cannot prepare.
    public init(configuration: AppConfiguration) async throws {
        self.configuration = configuration
        // What the features offer each other is known before they are built, so the transport
        // can add the signed-in person's token to requests to the backend, and analytics can
        // count what the account counts.
        let contracts = FeatureContractDirectory()
        let launched = try await LaunchedFeatures.launch(
            configuration.features,
            databaseLocation: configuration.databaseLocation,
            clock: configuration.clock,
            processEnvironment: configuration.processEnvironment,
            currentAppLanguage: configuration.currentAppLanguage,
            httpTransport: AccountTokenTransport.wrapping(
                configuration.httpTransport, backend: configuration.services.backendURL(path: ""), contracts: contracts),
            analytics: configuration.analytics.adding(AccountActivityAnalyticsSink(contracts: contracts)),
            services: configuration.services,
            contracts: contracts,
            toggles: configuration.toggles
        )
        self.launched = launched
        environment = launched.environment
        features = launched.features
    }

    /// Applies the migrations of the features not used yet: the whole schema, for `about`.
    public func migrateEveryFeature() throws {
        try launched.migrateEveryFeature()
    }

    /// Puts `feature` where the registered feature of the same name was, and its offers where that
    /// one's were, for the rest of the session; `choice` is remembered for the debug screen.
    func replaceFeature(with feature: any FeatureRegistration, chosenSource choice: FeatureSourceChoice) {
        let name = type(of: feature).name
        guard let index = features.firstIndex(where: { type(of: $0).name == name }) else { return }
        environment.contracts.replaceOffers(from: name, with: feature.offers)
        features[index] = feature
        sessionSourceChoices[name] = choice == .launch ? nil : choice
    }
}
