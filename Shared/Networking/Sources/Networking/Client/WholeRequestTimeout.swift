/// Runs an operation with a time limit on the whole of it.
///
/// A transport's own deadline may stop counting once the response head has come (as
/// AsyncHTTPClient's does); this one also covers reading the body. When the limit passes
/// first, the operation's task is cancelled (which cancels its exchange) and `Elapsed` is
/// thrown.
enum WholeRequestTimeout {
    /// The time limit passed before the operation finished.
    struct Elapsed: Error {}

    static func run<Value: Sendable>(
        within limit: Duration, _ operation: @escaping @Sendable () async throws -> Value
    ) async throws -> Value {
        try await withThrowingTaskGroup(of: Value.self) { group in
            group.addTask(operation: operation)
            group.addTask {
                try await Task.sleep(for: limit)
                throw Elapsed()
            }
            defer { group.cancelAll() }
            guard let first = try await group.next() else { throw CancellationError() }
            return first
        }
    }
}
