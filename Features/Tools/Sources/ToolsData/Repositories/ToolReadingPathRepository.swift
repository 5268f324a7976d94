import Logging

/// The paths people took through choose-your-own-adventure tools, kept in the database.
/// Reading never fails for want of one: a path that cannot be read is none, one that
/// cannot be kept is logged and dropped. A page id never holds a line break (ids are XML
/// attribute values or file names), so one that does is left out rather than split in two.
public struct ToolReadingPathRepository: Sendable {
    private let dao: ToolReadingPathDAO
    private let logger: Logger

    public init(dao: ToolReadingPathDAO, logger: Logger = Logger(label: "tools.reading-path")) {
        self.dao = dao
        self.logger = logger
    }

    public func path(resourceId: String) async -> [String] {
        do {
            return try await dao.path(resourceId: resourceId)
        } catch {
            logger.warning("Reading path not read", metadata: ["resource": "\(resourceId)", "reason": "\(error)"])
            return []
        }
    }

    public func save(resourceId: String, pageIds: [String]) async {
        do {
            try await dao.save(
                resourceId: resourceId, pageIds: pageIds.filter { !$0.isEmpty && !$0.contains(where: \.isNewline) })
        } catch {
            logger.warning("Reading path not kept", metadata: ["resource": "\(resourceId)", "reason": "\(error)"])
        }
    }
}
