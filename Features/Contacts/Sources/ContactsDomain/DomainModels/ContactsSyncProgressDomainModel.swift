/// How far saving the whole contact book has come, for a search or sort.
public struct ContactsSyncProgressDomainModel: Equatable, Sendable {
    public let savedPages: Int
    public let totalPages: Int

    public init(savedPages: Int, totalPages: Int) {
        self.savedPages = savedPages
        self.totalPages = totalPages
    }
}

/// Hears sync progress, from whatever thread does the work.
public typealias ContactsSyncProgressHandler = @Sendable (ContactsSyncProgressDomainModel) -> Void
