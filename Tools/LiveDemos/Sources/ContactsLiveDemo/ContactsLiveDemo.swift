import ContactsDependencyContainer
import FeatureHost
import FeatureKit
import HTTPClientTransport

/// The Contacts feature alone against a randomuser.me-compatible server (--contacts-url), with the live transport:
/// `swift run --package-path Tools/LiveDemos ContactsLiveDemo [options]`.
@main
enum ContactsLiveDemo {
    @MainActor
    static func main() async {
        await FeatureDemo.liveMain(
            ContactsFeature.self, name: "ContactsLiveDemo",
            abstract:
                "The Contacts feature alone, on an in-memory database, against a randomuser.me-compatible server (--contacts-url).",
            featurePackage: "Contacts", httpTransport: AsyncHTTPClientTransport())
    }
}
