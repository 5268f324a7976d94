import Foundation
import ProductListingBenchKit
import ProductListingData

/// Shows an import's progress on standard error: rewritten in place on a terminal, a
/// line every 100,000 products otherwise (a log).
final class ImportProgressNote: @unchecked Sendable {
    private let onTerminal = isatty(STDERR_FILENO) == 1
    private let lock = NSLock()
    private var lastShown = -1

    func show(_ progress: ProductCatalogImportProgressDataModel) {
        lock.lock()
        defer { lock.unlock() }
        let indexing = progress.stage == .indexing
        guard onTerminal || indexing || progress.productCount / 100_000 != lastShown / 100_000 else { return }
        lastShown = progress.productCount
        let line = ImportProgressText.line(
            productCount: progress.productCount, bytesRead: progress.bytesRead, totalBytes: progress.totalBytes,
            elapsedSeconds: progress.elapsedSeconds, indexing: indexing)
        let peak =
            indexing
            ? PeakMemory.ofThisProcess().map { String(format: " (peak memory so far %.1f MB)", Double($0) / 1_048_576) } ?? ""
            : ""
        let text = onTerminal ? "\r\u{1B}[K· importing: \(line)\(peak)" + (indexing ? "\n" : "") : "· importing: \(line)\(peak)\n"
        FileHandle.standardError.write(Data(text.utf8))
    }
}
