/// One thing the bench times: through the app's full stack (use case → repository → DAO)
/// and, when there is one, the same query written by hand in GRDB. Each call gets the
/// run's number, to vary what it asks for (a different product each run, say), and
/// answers what it found, so the bench can check both sides find the same.
struct BenchScenario: Sendable {
    let name: String
    /// Run untimed before each call of either side: puts back what a call changes (the bag).
    var prepare: (@Sendable (Int) async throws -> Void)?
    let fullStack: @Sendable (Int) async throws -> BenchAnswer
    var handWritten: (@Sendable (Int) async throws -> BenchAnswer)?

    init(
        name: String, prepare: (@Sendable (Int) async throws -> Void)? = nil,
        fullStack: @escaping @Sendable (Int) async throws -> BenchAnswer,
        handWritten: (@Sendable (Int) async throws -> BenchAnswer)?
    ) {
        self.name = name
        self.prepare = prepare
        self.fullStack = fullStack
        self.handWritten = handWritten
    }
}

/// What a call found, in a form both sides give: the products (or lines, or facet
/// values) in order, and the total they count.
struct BenchAnswer: Equatable, Sendable {
    let items: [String]
    let total: Int
}
