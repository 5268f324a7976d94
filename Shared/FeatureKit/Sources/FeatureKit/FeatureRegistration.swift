import Foundation
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
    /// The parts of the feature that can be switched off (``FeatureToggle``), each hidden — command,
    /// route, home line, analytics — while ``FeatureEnvironment/toggles`` says it is off. Most have none.
    nonisolated static var toggles: [FeatureToggle] { get }
    /// What `toggle`, one of ``toggles``, hides when off, in the current app language: the debug
    /// screen's line. By default its ``FeatureToggle/hides``, in English.
    func describe(_ toggle: FeatureToggle) -> String
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

    /// The routes of the feature's screens (`contacts`, `contacts/{id}`), which `goto` and
    /// `app --open` take. By default its home and each entry a command reaches.
    var routes: [FeatureRoute] { get }
    /// The route a public link of the feature's world stands for (a shared product link →
    /// `products/{styleNumber}?colour=…`), or `nil` when the link is none of its own.
    func route(forLink link: URLComponents) -> RouteRequest?
    /// The flow that shows the screen at `match`, one of ``routes``, on the back stack a person
    /// would have walked; or, when what it names is not there (no such contact), why not.
    /// Nothing is put on `navigation` before the host starts the flow.
    func openRoute(_ match: RouteMatch, navigation: NavigationStack) async -> RouteOpening

    /// Every screen of the feature, built by its DiContainer but neither shown nor loaded, each
    /// with the feature's routes whose screen it is: what `app --describe` lists. By default the
    /// first screen of each of ``destinations`` (see `FeatureRegistration+ScreenCatalog.swift`).
    func screenCatalog() -> [FeatureScreen]
}

extension FeatureRegistration {
    /// The destination of the feature's first screen.
    public nonisolated static var home: AppDestination { AppDestination(name) }

    /// The beginnings of the feature's long option names (`--contacts-`).
    public nonisolated static var optionFlagPrefixes: [String] { Options.flagPrefixes }

    public nonisolated static var toggles: [FeatureToggle] { [] }

    public func describe(_ toggle: FeatureToggle) -> String { toggle.hides }

    public var entries: [FeatureEntry] { [] }

    public var offers: [FeatureOffer] { [] }

    public var commandPlaces: [CommandPlace] { [] }

    public func prepareLaunch() async throws {}

    public func sourceStatus() async -> FeatureSourceStatus? { nil }

    public var routes: [FeatureRoute] {
        [FeatureRoute(Self.name)] + entries.compactMap { $0.command == nil ? nil : FeatureRoute($0.destination.name) }
    }

    public func route(forLink link: URLComponents) -> RouteRequest? { nil }

    /// By default a fixed route opens the destination of the same name, as its command does.
    public func openRoute(_ match: RouteMatch, navigation: NavigationStack) async -> RouteOpening {
        let destination = destinations.first { $0.name == match.route.path } ?? Self.home
        return .flow(makeFlow(startingAt: destination, navigation: navigation))
    }

    /// Every destination this feature can start a flow at.
    public var destinations: [AppDestination] { [Self.home] + entries.map(\.destination) }

    /// Reads this feature's options from the command-line words that are its own.
    public nonisolated static func parseOptions(_ arguments: [String]) throws(CommandLineError) -> Options {
        try Options.parse(arguments)
    }
}
