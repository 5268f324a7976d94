import Foundation
import Primitives

/// `GET /me/activity`: `{"toolOpens":N,"lessonCompletions":N,"shares":N}`. `POST /me/activity`
/// with the same keys as increments (a key left out adds 0; each a whole number from 0 to
/// 1,000,000): 200 with the new totals; 400 `invalid_request` otherwise.
enum ActivityRoute {
    static let path = "/me/activity"
    static let largestIncrement = 1_000_000

    static func respond(to request: BackendRequest, account: Account, service: AccountService) async throws
        -> BackendResponse
    {
        guard request.method == "POST" else { return totalsResponse(try await service.activity(of: account)) }
        guard let increments = try? JSONDecoder().decode(Increments.self, from: Data(request.body)) else {
            return AccountResponses.invalidRequest(
                "the body must be a JSON object of whole numbers: toolOpens, lessonCompletions, shares")
        }
        let totals = ActivityTable.Totals(
            toolOpens: increments.toolOpens ?? 0, lessonCompletions: increments.lessonCompletions ?? 0,
            shares: increments.shares ?? 0)
        guard [totals.toolOpens, totals.lessonCompletions, totals.shares].allSatisfy((0...largestIncrement).contains) else {
            return AccountResponses.invalidRequest("each increment must be from 0 to \(largestIncrement)")
        }
        return totalsResponse(try await service.addActivity(totals, to: account))
    }

    private struct Increments: Decodable {
        let toolOpens: Int?
        let lessonCompletions: Int?
        let shares: Int?
    }

    private static func totalsResponse(_ totals: ActivityTable.Totals) -> BackendResponse {
        .json(
            .object([
                ("toolOpens", .int(totals.toolOpens)), ("lessonCompletions", .int(totals.lessonCompletions)),
                ("shares", .int(totals.shares)),
            ]))
    }
}
