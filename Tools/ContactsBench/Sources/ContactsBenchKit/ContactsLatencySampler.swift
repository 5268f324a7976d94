import ProductListingBenchKit

/// Times a scenario: untimed warm-up runs (then the reference is checked to find the same), then
/// timed runs on the monotonic clock, the app's path and its reference query taking turns at
/// going first, so a busy moment of the machine or a page in SQLite's cache falls on both.
public struct ContactsLatencySampler: Sendable {
    public let runs: Int
    public let warmUp: Int

    public init(runs: Int, warmUp: Int) {
        self.runs = runs
        self.warmUp = warmUp
    }

    public func measure(_ scenario: ContactsBenchScenario) async throws -> BenchRow? {
        var expected = try await scenario.app()
        for _ in 1..<max(1, warmUp) { expected = try await scenario.app() }
        if let reference = scenario.reference {
            let found = try await reference(expected)
            guard found == expected else {
                throw ContactsBenchFailure("\(scenario.name): the app found \(expected), the reference query \(found)")
            }
        }
        let clock = ContinuousClock()
        var appTimes: [Duration] = []
        var referenceTimes: [Duration] = []
        for run in 0..<runs {
            let referenceFirst = run % 2 == 1
            if referenceFirst, let reference = scenario.reference {
                referenceTimes.append(try await clock.measure { _ = try await reference(expected) })
            }
            appTimes.append(try await clock.measure { _ = try await scenario.app() })
            if !referenceFirst, let reference = scenario.reference {
                referenceTimes.append(try await clock.measure { _ = try await reference(expected) })
            }
        }
        guard let app = LatencySummary(appTimes) else { return nil }
        return BenchRow(name: scenario.name, fullStack: app, handWritten: LatencySummary(referenceTimes))
    }
}

/// One thing the bench times: through the app's use cases, and a plain GRDB query of the same
/// page as the reference. The reference is handed what the app found in the warm-up (the
/// contacts it showed), so it reads the same rows; the bench stops if it finds others.
public struct ContactsBenchScenario: Sendable {
    public let name: String
    public let app: @Sendable () async throws -> ContactsBenchAnswer
    public let reference: (@Sendable (ContactsBenchAnswer) async throws -> ContactsBenchAnswer)?

    public init(
        name: String, app: @escaping @Sendable () async throws -> ContactsBenchAnswer,
        reference: (@Sendable (ContactsBenchAnswer) async throws -> ContactsBenchAnswer)?
    ) {
        self.name = name
        self.app = app
        self.reference = reference
    }
}

/// What a call found: the contacts in order (their ids) and their names.
public struct ContactsBenchAnswer: Equatable, Sendable {
    public let ids: [String]
    public let names: [String]

    public init(ids: [String], names: [String]) {
        self.ids = ids
        self.names = names
    }
}

public struct ContactsBenchFailure: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
