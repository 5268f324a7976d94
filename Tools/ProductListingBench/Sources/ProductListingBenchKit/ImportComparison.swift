import Foundation

/// The app's import of a catalog file beside the plain import of the same file
/// (`baseline/plain_import.py`: Python's `json` and `sqlite3`), measured in the same run,
/// round by round, the two taking turns at going first.
public struct ImportComparison: Sendable, Equatable {
    /// One round: both imports of the file, each into a new database.
    public struct Round: Sendable, Equatable {
        public let appSeconds: Double
        public let plainSeconds: Double
        /// The app's database files (`app.sqlite` and its `-wal`) after the import, in bytes.
        public let appDatabaseBytes: Int
        public let plainDatabaseBytes: Int
        /// The app's peak resident memory while importing, in bytes, where it could be read.
        public let appPeakBytes: Int?

        public init(appSeconds: Double, plainSeconds: Double, appDatabaseBytes: Int, plainDatabaseBytes: Int, appPeakBytes: Int?)
        {
            self.appSeconds = appSeconds
            self.plainSeconds = plainSeconds
            self.appDatabaseBytes = appDatabaseBytes
            self.plainDatabaseBytes = plainDatabaseBytes
            self.appPeakBytes = appPeakBytes
        }
    }

    public let productCount: Int
    public let rounds: [Round]

    /// A million products in a minute: the rate the app's import must reach.
    public static let productsPerSecondTarget = 1_000_000.0 / 60
    /// The import's peak resident memory must stay under this, in bytes (100 MB).
    public static let peakMemoryTarget = 100 * 1_048_576

    public init(productCount: Int, rounds: [Round]) {
        self.productCount = productCount
        self.rounds = rounds
    }

    /// The median of the app's rounds and of the plain import's, in seconds.
    public var medianSeconds: (app: Double, plain: Double)? {
        guard !rounds.isEmpty else { return nil }
        return (Self.median(rounds.map(\.appSeconds)), Self.median(rounds.map(\.plainSeconds)))
    }

    public var lines: [String] {
        var lines: [String] = []
        for (number, round) in rounds.enumerated() {
            lines.append(
                String(
                    format: "import round %d  app %.1f s (%@ MB)   plain %.1f s (%@ MB)   app / plain %.2f×", number + 1,
                    round.appSeconds, Self.megabytes(round.appDatabaseBytes), round.plainSeconds,
                    Self.megabytes(round.plainDatabaseBytes), round.appSeconds / max(round.plainSeconds, 0.001)))
        }
        if let medians = medianSeconds {
            lines.append(
                String(
                    format: "import        %.1f s (%@ products/s) beside the plain import's %.1f s, same file, same run",
                    medians.app,
                    ListingBenchReport.grouped(Int(Double(productCount) / max(medians.app, 0.001))), medians.plain))
        }
        return lines
    }

    /// The targets: no slower than the plain import, a million in a minute, under 100 MB.
    public var verdicts: [String] {
        guard let medians = medianSeconds else { return [] }
        let allowed = Double(productCount) / Self.productsPerSecondTarget
        var lines = [
            String(
                format: "import ≤ plain import: %@ (%.1f s against %.1f s, %.2f×)",
                medians.app <= medians.plain ? "met" : "MISSED",
                medians.app, medians.plain, medians.app / max(medians.plain, 0.001)),
            String(
                format: "import ≤ 60 s a million (%.1f s for %@): %@ (%.1f s)", allowed, ListingBenchReport.grouped(productCount),
                medians.app <= allowed ? "met" : "MISSED", medians.app),
        ]
        if let peak = rounds.compactMap(\.appPeakBytes).max() {
            lines.append(
                String(
                    format: "import peak memory < %.0f MB: %@ (%.1f MB)", Double(Self.peakMemoryTarget) / 1_048_576,
                    peak < Self.peakMemoryTarget ? "met" : "MISSED", Double(peak) / 1_048_576))
        }
        return lines
    }

    private static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    private static func megabytes(_ bytes: Int) -> String {
        String(format: "%.1f", Double(bytes) / 1_048_576)
    }
}
