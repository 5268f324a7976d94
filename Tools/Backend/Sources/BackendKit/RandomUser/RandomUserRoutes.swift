import ContactsDatasetKit
import Primitives

/// randomuser.me's REST API at `/api/` (and `/api/1.4/`): pages of seeded people from
/// ContactsDatasetKit's generator, the same people for the same seed, page and filters.
///
/// Unlike the real service, the book ends: it holds `bookSize` people (the bundled set's 520 by
/// default), so a page past the end is short or empty, as the app's stand-in servers have it.
public struct RandomUserRoutes: Sendable {
    public static let version = "1.4"
    static let paths: Set<String> = ["/api", "/api/", "/api/\(version)", "/api/\(version)/"]

    public let defaultSeed: String
    public let bookSize: Int

    public init(defaultSeed: String, bookSize: Int) {
        self.defaultSeed = defaultSeed
        self.bookSize = max(0, bookSize)
    }

    /// Whether `path` is this API's.
    public func handles(_ path: String) -> Bool {
        Self.paths.contains(path)
    }

    /// The answer to a request for one of this API's paths.
    public func respond(to request: BackendRequest) -> BackendResponse {
        guard request.method == "GET" || request.method == "HEAD" else {
            return .error("only GET is served here", status: 405)
        }
        switch RandomUserQuery.parse(request, defaultSeed: defaultSeed) {
        case .failure(let error):
            return .error(error.message, status: 400)
        case .success(let query):
            return page(query)
        }
    }

    private func page(_ query: RandomUserQuery) -> BackendResponse {
        let generator = ContactsDatasetGenerator(seed: query.seed, recordCount: bookSize)
        let records = query.indexes(bookSize: bookSize).map { index in
            Self.keepingFields(of: generator.record(at: index, filter: query.filter), where: query.keeps).compactText()
        }
        let info = OrderedJSON.object([
            ("seed", .string(query.seed)), ("results", .int(records.count)), ("page", .int(query.page)),
            ("version", .string(Self.version)),
        ])
        let text = "{\"results\":[" + records.joined(separator: ",") + "],\"info\":" + info.compactText() + "}"
        return BackendResponse(
            status: 200, headers: [.init("Content-Type", "application/json; charset=utf-8")], body: Array(text.utf8)
        )
    }

    private static func keepingFields(of record: OrderedJSON, where keeps: (String) -> Bool) -> OrderedJSON {
        guard case .object(let members) = record else { return record }
        return .object(members.filter { keeps($0.key) })
    }
}
