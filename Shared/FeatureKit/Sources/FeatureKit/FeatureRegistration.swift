import ArgumentParser
import Navigation
import Persistence
import ReplKit

/// What a feature tells the app about itself, vended by its DependencyContainer.
/// Adding a feature to the app is adding its registration type to the app's list.
///
/// The registration is built once at launch, before the first prompt, so it must
/// be cheap: a feature builds its DiContainer the first time one of its flows starts.
@MainActor
public protocol FeatureRegistration: AnyObject {
    /// The feature's command-line options, shown in `app --help`.
    associatedtype Options: FeatureOptions

    /// The feature's command word and its id on the home screen: `contacts`.
    nonisolated static var name: String { get }
    /// The feature's tables, registered when the app's database opens.
    nonisolated static var databaseMigrations: any FeatureDatabaseMigrations { get }

    init(options: Options, environment: FeatureEnvironment)

    /// The feature's line on the home screen, in the current app language.
    var homeEntry: FeatureHomeEntry { get }
    /// Other screens of the feature that can be reached by name: from anywhere
    /// (`bag`, `favorites`) or from another feature (`tool-downloads`).
    var entries: [FeatureEntry] { get }
    /// What the feature offers other features: providers of `FeatureContracts` protocols,
    /// which the host puts in `FeatureEnvironment.contracts` once every feature is built.
    var offers: [FeatureOffer] { get }

    /// Commands of the feature's screens that work nowhere else, and where, in the
    /// current app language: a person typing one on another screen is told where
    /// it works (`edit` → a contact's details). Most features list their own verbs.
    var commandPlaces: [CommandPlace] { get }

    /// Work to do before the first screen shows (Languages puts the app in the
    /// person's language). Most features do nothing.
    func prepareLaunch() async throws

    /// Where the feature's data comes from and when it last saved a copy, for `about`;
    /// nil for a feature with no data source of its own.
    func sourceStatus() async -> FeatureSourceStatus?

    /// The feature's own flow, starting at `destination`: the feature's home when
    /// it is ``home``, or one of its ``entries``.
    func makeFlow(startingAt destination: AppDestination, navigation: NavigationStack) -> Flow
}

extension FeatureRegistration {
    /// The destination of the feature's first screen.
    public nonisolated static var home: AppDestination { AppDestination(name) }

    /// The beginnings of the feature's long option names (`--contacts-`).
    public nonisolated static var optionFlagPrefixes: [String] { Options.flagPrefixes }

    public var entries: [FeatureEntry] { [] }

    public var offers: [FeatureOffer] { [] }

    public var commandPlaces: [CommandPlace] { [] }

    public func prepareLaunch() async throws {}

    public func sourceStatus() async -> FeatureSourceStatus? { nil }

    /// Every destination this feature can start a flow at.
    public var destinations: [AppDestination] { [Self.home] + entries.map(\.destination) }

    /// Reads this feature's options from the command-line words that are its own.
    public nonisolated static func parseOptions(_ arguments: [String]) throws -> Options {
        try Options.parse(arguments)
    }
}
