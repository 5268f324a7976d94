import AppCore
import Logging
import SystemKit

/// The accounts, opened once on first use: a backend that is never asked about accounts (most
/// tests, most journeys) never hashes the seeded passwords.
final class AccountsProvider: Sendable {
    let configuration: AccountsConfiguration
    let clock: any AppClock
    let mailbox: Mailbox
    let logger: Logger
    private let service = LockedState<Result<AccountService, any Error>?>(nil)

    init(configuration: AccountsConfiguration, clock: any AppClock, mailbox: Mailbox, logger: Logger) {
        self.configuration = configuration
        self.clock = clock
        self.mailbox = mailbox
        self.logger = logger
    }

    /// The accounts, opened on first use; the error when they could not be.
    func get() -> Result<AccountService, any Error> {
        service.withLock { opened in
            if let opened { return opened }
            let result = Result {
                try AccountService(configuration: configuration, clock: clock, mailbox: mailbox, logger: logger)
            }
            opened = result
            return result
        }
    }
}
