import ArgumentParser
import Foundation

/// What `contacts-bench` was asked to do.
public struct ContactsBenchOptions: ParsableArguments, Sendable {
    @Option(help: "Contacts in the generated book.")
    public var count = 100_000

    @Option(help: "The generator's seed: the same seed and count give the same book.")
    public var seed = "mosaic"

    @Option(help: "Timed runs of each scenario.")
    public var runs = 100

    @Option(name: .customLong("warm-up"), help: "Untimed runs of each scenario before the timed ones.")
    public var warmUp = 5

    @Option(help: ArgumentHelp("A common name fragment to search for.", valueName: "text"))
    public var search = "mar"

    @Option(help: ArgumentHelp("Folder for the database (default: a new one under the temporary folder).", valueName: "dir"))
    public var scratch: String?

    @Flag(help: "Keep the scratch folder (the database) afterwards.")
    public var keep = false

    public init() {}

    public func validate() throws {
        guard count >= 1 else { throw ValidationError("--count must be at least 1.") }
        guard runs >= 1 else { throw ValidationError("--runs must be at least 1.") }
        guard warmUp >= 0 else { throw ValidationError("--warm-up cannot be negative.") }
        guard !search.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw ValidationError("--search needs some text.")
        }
    }

    /// The page in the middle of a book of `count` contacts, `pageSize` a page.
    public func middlePage(pageSize: Int) -> Int {
        let pages = max((count + pageSize - 1) / pageSize, 1)
        return max(1, (pages + 1) / 2)
    }
}
