import ArgumentParser
import Foundation

/// What `product-listing-bench` was asked to do.
public struct ListingBenchOptions: ParsableArguments, Sendable {
    @Option(help: "Products in the generated catalog.")
    public var count = 1_000_000

    @Option(help: "The generator's seed: the same seed and count give the same catalog.")
    public var seed: UInt64 = 2_026

    @Option(help: "Timed runs of each scenario.")
    public var runs = 300

    @Option(name: .customLong("warm-up"), help: "Untimed runs of each scenario before the timed ones.")
    public var warmUp = 20

    @Option(
        help: ArgumentHelp(
            "Folder for the catalog file and the database (default: a new one under the temporary folder).", valueName: "dir"))
    public var scratch: String?

    @Option(
        help: ArgumentHelp("Import this JSON Lines catalog (of --count products) instead of generating one.", valueName: "file"))
    public var catalog: String?

    @Option(
        name: .customLong("import-rounds"),
        help: "Times the app's import and the plain import of the same file this many times each, taking turns.")
    public var importRounds = 1

    @Option(help: ArgumentHelp("The Python 3 that runs the plain import.", valueName: "program"))
    public var python = "python3"

    @Option(
        name: .customLong("plain-import"),
        help: ArgumentHelp("The plain import's script (default: baseline/plain_import.py beside the sources).", valueName: "file")
    )
    public var plainImportScript: String?

    @Flag(help: "Keep the scratch folder (the catalog and the database) afterwards.")
    public var keep = false

    @Option(
        name: .customLong("only"),
        help: ArgumentHelp(
            "Time only the scenarios whose name starts with one of these (listing, facets, search, details, bag).",
            valueName: "prefix")
    )
    public var onlyPrefixes: [String] = []

    @Flag(
        name: .customLong("app-only"),
        help: "Time the full stack alone, not the hand-written queries: the browse phase's peak memory is then the app's own."
    )
    public var appOnly = false

    @Flag(help: "Use the catalog a kept --scratch folder holds, when it has --count products, instead of making it again.")
    public var reuse = false

    @Flag(
        name: .customLong("browse-here"),
        help: """
            Time the browsing in this process even after an import here (by default a fresh process of this \
            bench times it, so the import's leftover heap does not count in browsing's peak memory).
            """
    )
    public var browseHere = false

    /// Set by the bench for the fresh process it starts to time the browsing: where that process
    /// writes its rows and its peak memory (JSON) instead of printing a report.
    @Option(name: .customLong("browse-results"), help: .hidden)
    public var browseResults: String?

    public init() {}

    /// The arguments that make a fresh process of the bench time the same scenarios on the
    /// catalog kept in `scratch`, writing what it measured to `results`.
    public func browsePhaseArguments(scratch: String, results: String) -> [String] {
        var arguments = [
            "--count", String(count), "--seed", String(seed), "--runs", String(runs), "--warm-up", String(warmUp),
            "--scratch", scratch, "--keep", "--reuse", "--browse-results", results,
        ]
        if appOnly { arguments.append("--app-only") }
        for prefix in onlyPrefixes { arguments += ["--only", prefix] }
        return arguments
    }

    public func validate() throws {
        guard count >= 1 else { throw ValidationError("--count must be at least 1.") }
        guard runs >= 1 else { throw ValidationError("--runs must be at least 1.") }
        guard importRounds >= 1 else { throw ValidationError("--import-rounds must be at least 1.") }
        guard warmUp >= 0 else { throw ValidationError("--warm-up cannot be negative.") }
        guard !reuse || scratch != nil else { throw ValidationError("--reuse needs the --scratch folder of an earlier run.") }
    }

    /// Whether the scenario named `name` is to be timed (`--only`).
    public func includes(_ name: String) -> Bool {
        onlyPrefixes.isEmpty || onlyPrefixes.contains { name.hasPrefix($0) }
    }

    /// The offset of the page in the middle of the listing, `pageSize` products a page.
    public func deepOffset(total: Int, pageSize: Int) -> Int {
        let pages = max((total + pageSize - 1) / pageSize, 1)
        return (pages / 2) * pageSize
    }
}
