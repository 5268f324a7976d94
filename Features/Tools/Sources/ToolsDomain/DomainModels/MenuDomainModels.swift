/// What the menu's About screen shows: the app's version and GodTools' terms of use and
/// privacy policy, as addresses to read (the app never opens them).
public struct AboutAppDomainModel: Sendable, Equatable {
    public let version: String
    public let termsOfUseAddress: String
    public let privacyPolicyAddress: String

    public init(version: String, termsOfUseAddress: String, privacyPolicyAddress: String) {
        self.version = version
        self.termsOfUseAddress = termsOfUseAddress
        self.privacyPolicyAddress = privacyPolicyAddress
    }
}

/// Where a feedback message was kept: the outbox file's path.
public struct FeedbackReceiptDomainModel: Sendable, Equatable {
    public let outboxPath: String

    public init(outboxPath: String) {
        self.outboxPath = outboxPath
    }
}

/// Why feedback was not kept.
public enum FeedbackError: Error, Equatable, Sendable {
    /// Nothing but spaces was written.
    case emptyMessage
    /// Longer than the outbox takes (the limit, in characters).
    case tooLong(limit: Int)
    /// The app runs with no data folder (`--in-memory`): there is nowhere to keep it.
    case noDataFolder
    /// The outbox file could not be written.
    case couldNotSave
}
