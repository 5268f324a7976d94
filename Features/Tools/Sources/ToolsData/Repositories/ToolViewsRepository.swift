import Logging

/// Views of tools for the content server (`POST /views`): each open is counted in
/// the database first, then everything waiting is sent; what cannot be sent stays
/// for the next time.
public struct ToolViewsRepository: Sendable {
    private let dao: PendingToolViewsDAO
    private let source: any ToolsContentSource
    private let logger: Logger
    /// What else waits to go with the views (the lesson evaluations).
    private let sendAlongside: @Sendable () async -> Void

    public init(
        dao: PendingToolViewsDAO, source: any ToolsContentSource, logger: Logger = Logger(label: "tools.views"),
        sendAlongside: @escaping @Sendable () async -> Void = {}
    ) {
        self.dao = dao
        self.source = source
        self.logger = logger
        self.sendAlongside = sendAlongside
    }

    /// Counts one view of `resourceId`, then sends what is waiting.
    public func recordView(resourceId: String) async throws {
        try await dao.add(resourceId: resourceId)
        await sendPendingViews()
    }

    /// Sends the views waiting, tool by tool; stops at the first that cannot be sent
    /// (the server is probably down) and keeps it and the rest. Returns how many were sent.
    @discardableResult
    public func sendPendingViews() async -> Int {
        var sent = 0
        do {
            for (resourceId, quantity) in try await dao.pending() {
                try await source.postView(resourceId: resourceId, quantity: quantity)
                try await dao.markSent(resourceId: resourceId, quantity: quantity)
                sent += quantity
            }
        } catch {
            logger.notice("Views kept to send later", metadata: ["reason": "\(error)"])
        }
        await sendAlongside()
        return sent
    }

    /// The views waiting to be sent, by resource id.
    public func pendingViews() async throws -> [String: Int] {
        Dictionary(try await dao.pending().map { ($0.resourceId, $0.quantity) }) { first, _ in first }
    }
}
