import AppCore

/// What favorites keep for offline reading, and whether the person closed the notice that says so.
public struct OfflineFavoritesRepository: Sendable {
    /// The name the tools list's offline favorites banner is closed under.
    public static let bannerNotice = "offlineFavoritesBanner"

    private let dao: OfflineFavoritesDAO
    private let notices: ToolsDismissedNoticesDAO
    private let clock: any AppClock

    public init(dao: OfflineFavoritesDAO, notices: ToolsDismissedNoticesDAO, clock: any AppClock) {
        self.dao = dao
        self.notices = notices
        self.clock = clock
    }

    public func hold(resourceId: String, manifestNames: Set<String>) async throws {
        try await dao.hold(resourceId: resourceId, manifestNames: manifestNames)
    }

    public func heldManifestNames() async throws -> Set<String> {
        try await dao.heldManifestNames()
    }

    public func manifestNames(heldBy resourceId: String) async throws -> Set<String> {
        try await dao.manifestNames(heldBy: resourceId)
    }

    /// Frees what only `resourceId` held, except `keeping`; returns how many files were deleted.
    public func release(resourceId: String, keeping: Set<String>) async throws -> Int {
        try await dao.release(resourceId: resourceId, keeping: keeping)
    }

    public func isBannerDismissed() async throws -> Bool {
        try await notices.isDismissed(Self.bannerNotice)
    }

    public func dismissBanner() async throws {
        try await notices.dismiss(Self.bannerNotice, at: clock.now())
    }
}
