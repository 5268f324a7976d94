import FeatureKit
import GRDB
import Navigation
import Persistence
import ReplKit

/// A feature with a home screen, a `bag` screen reachable from anywhere and a
/// `receipts` screen only a hand-over reaches, recording the flows it was asked to start.
@MainActor
final class FakeFeature: FeatureRegistration {
    nonisolated static let name = "shop"
    nonisolated static var databaseMigrations: any FeatureDatabaseMigrations { NoMigrations() }
    static let bag = AppDestination("bag")
    static let receipts = AppDestination("receipts")

    private(set) var startedAt: [AppDestination] = []
    private(set) var prepared = false

    init(options: ShopOptions, environment: FeatureEnvironment) {}

    var homeEntry: FeatureHomeEntry { FeatureHomeEntry(title: "Shop", summary: "buy things") }
    var entries: [FeatureEntry] {
        [
            FeatureEntry(destination: Self.bag, command: "bag", title: "Bag"),
            FeatureEntry(destination: Self.receipts, command: nil, title: "Receipts"),
        ]
    }

    func prepareLaunch() async throws {
        prepared = true
    }

    func makeFlow(startingAt destination: AppDestination, navigation: NavigationStack) -> Flow {
        startedAt.append(destination)
        let title =
            switch destination {
            case Self.bag: "Bag"
            case Self.receipts: "Receipts"
            default: "Shop"
            }
        return ScreenFlow(title: title, navigation: navigation)
    }
}

struct ShopOptions: FeatureOptions {
    static let flagPrefixes = ["--shop-"]

    static let commandLineOptions: [CommandLineOption] = [
        .value("shop-currency", valueName: "code", help: "The currency prices are shown in.")
    ]

    var shopCurrency: String?

    init(values: CommandLineValues) {
        shopCurrency = values.string("shop-currency")
    }
}

struct NoMigrations: FeatureDatabaseMigrations {
    let featureName = "shop"
    func register(in migrator: inout DatabaseMigrator) {}
}

/// A flow that pushes one screen with a title.
@MainActor
final class ScreenFlow: Flow {
    private let title: String

    init(title: String, navigation: NavigationStack) {
        self.title = title
        super.init(navigation: navigation)
    }

    override func start() {
        push(TitledScreen(title: title))
    }
}

@MainActor
final class TitledScreen: ReplScreen {
    let title: String
    var routeName: String { title.lowercased() }
    let commands: [ReplCommand] = []

    init(title: String) {
        self.title = title
    }

    func appear() async {}
    func render() -> [String] { [] }
}
