import AppCore
import ContactsDependencyContainer
import Foundation
import Persistence

/// What the app was started with, after the command line was read.
public struct AppConfiguration: Sendable {
    public var databaseLocation: DatabaseLocation
    public var environment: AppEnvironment
    public var clock: any AppClock
    /// The process environment (`LANG`, `LC_ALL` …) as the app should see it.
    public var processEnvironment: [String: String]
    /// Where contacts come from: the bundled dataset unless a URL is given.
    public var contacts: ContactsSourceConfiguration

    public init(
        databaseLocation: DatabaseLocation,
        environment: AppEnvironment = .prod,
        clock: any AppClock = SystemAppClock(),
        processEnvironment: [String: String] = ProcessInfo.processInfo.environment,
        contacts: ContactsSourceConfiguration = ContactsSourceConfiguration()
    ) {
        self.databaseLocation = databaseLocation
        self.environment = environment
        self.clock = clock
        self.processEnvironment = processEnvironment
        self.contacts = contacts
    }
}
