import Foundation

/// An import's progress as one line for a terminal: products in, the rate, how much of
/// the file is read and about how long the rest will take.
public enum ImportProgressText {
    public static func line(
        productCount: Int, bytesRead: Int, totalBytes: Int, elapsedSeconds: Double, indexing: Bool
    ) -> String {
        let rate = elapsedSeconds > 0 ? Double(productCount) / elapsedSeconds : 0
        let products = "\(ListingBenchReport.grouped(productCount)) products, \(ListingBenchReport.grouped(Int(rate))) a second"
        if indexing {
            return String(format: "%@, %.1f s: every product in, building the indexes", products, elapsedSeconds)
        }
        guard totalBytes > 0, bytesRead > 0 else { return products }
        let share = min(Double(bytesRead) / Double(totalBytes), 1)
        let left = elapsedSeconds * (1 - share) / share
        return String(format: "%@, %.0f%% of the file, about %.0f s left to read", products, share * 100, left)
    }
}
