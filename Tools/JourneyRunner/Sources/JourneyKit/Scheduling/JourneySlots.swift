import Foundation

/// At most `count` journeys at once, for runs that start them all together — the parametrized
/// journey tests of `swift test`, which would otherwise start every journey's app at the same
/// moment. The same bound as `journey --jobs`: the number of cores unless `JOURNEY_JOBS` says.
public actor JourneySlots {
    public let count: Int
    private var taken = 0
    private var waiting: [CheckedContinuation<Void, Never>] = []

    public init(count: Int) {
        self.count = max(count, 1)
    }

    /// `JOURNEY_JOBS` when it is a whole number of 1 or more, else the number of cores.
    public static func defaultCount(environment: [String: String] = ProcessInfo.processInfo.environment) -> Int {
        environment["JOURNEY_JOBS"].flatMap(Int.init).flatMap { $0 >= 1 ? $0 : nil }
            ?? ProcessInfo.processInfo.activeProcessorCount
    }

    /// Runs `work` once a slot is free.
    public func run<Result: Sendable>(_ work: @Sendable () async -> Result) async -> Result {
        await take()
        let result = await work()
        give()
        return result
    }

    private func take() async {
        if taken < count {
            taken += 1
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    private func give() {
        if waiting.isEmpty {
            taken -= 1
        } else {
            waiting.removeFirst().resume()
        }
    }
}
