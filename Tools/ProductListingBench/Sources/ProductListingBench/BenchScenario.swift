/// One thing the bench times: through the app's full stack (use case → repository → DAO)
/// and, when there is one, the same query written by hand in GRDB. Each call gets the
/// run's number, to vary what it asks for (a different product each run, say).
struct BenchScenario: Sendable {
    let name: String
    let fullStack: @Sendable (Int) async throws -> Void
    let handWritten: (@Sendable (Int) async throws -> Void)?
}
