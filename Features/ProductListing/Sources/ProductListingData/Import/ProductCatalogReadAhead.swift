import Dispatch
import Foundation
import SystemKit

/// Reads and prepares a catalog's lines (``ProductCatalogLinePreparer``) on a thread of its
/// own while the writer saves the ones before: parsing, cleaning and folding take about as
/// long as SQLite's writing, so on two cores the two halves overlap. Lines come in batches
/// through a queue of a few batches at most, so memory stays bounded however far the reader
/// could run ahead.
final class ProductCatalogReadAhead: Sendable {
    /// Lines a batch holds.
    static let batchSize = 256
    /// Batches read ahead of the writer at most.
    static let batchesAhead = 4

    /// What the reader hands over, in the file's order.
    enum Batch: Sendable {
        /// Lines ready to write, and the bytes of the file read up to the last of them.
        case lines([PreparedCatalogLine], bytesRead: Int)
        /// The file is read; the words of every line counted.
        case end(ProductBrowseTermCounter)
        /// A line that cannot be imported, or the file that cannot be read, stops the reading.
        case failure(any Error)
        /// The import was cancelled (``interrupt()``), perhaps while the writer waited for a file
        /// that gives its lines slowly (a pipe, a stalled disk).
        case interrupted
    }

    private let batches = LockedState<[Batch]>([])
    private let stopped = LockedState(false)
    private let interrupted = LockedState(false)
    /// Free places in the queue, and batches in it. (`places` starts at zero and is given its
    /// places after: libdispatch stops a process that frees a semaphore below the value it was
    /// created with, as this one is when the writer stops with batches unread.)
    private let places = DispatchSemaphore(value: 0)
    private let ready = DispatchSemaphore(value: 0)
    private let finished = DispatchSemaphore(value: 0)

    /// Starts reading `file` (opened here, so a file that cannot be opened throws at once).
    init(file: URL) throws {
        let reader = try JSONLinesReader(url: file)
        for _ in 0..<Self.batchesAhead { places.signal() }
        let thread = Thread { [self] in
            read(reader)
            finished.signal()
        }
        thread.name = "catalog read-ahead"
        thread.start()
    }

    /// The next batch, waiting for it when the reader is behind; `.interrupted` once
    /// ``interrupt()`` was called, at once even when the reader is waiting for the file.
    func next() -> Batch {
        ready.wait()
        if interrupted.withLock({ $0 }) { return .interrupted }
        let batch = batches.withLock { $0.removeFirst() }
        places.signal()
        return batch
    }

    /// Wakes the writer waiting in ``next()`` (or the next call to it) with `.interrupted`.
    /// Safe from any thread, any number of times.
    func interrupt() {
        let first = interrupted.withLock { wasInterrupted -> Bool in
            defer { wasInterrupted = true }
            return !wasInterrupted
        }
        if first { ready.signal() }
    }

    /// Stops the reader (when the writer ends, whatever the reason) and waits for its thread to
    /// end — unless the import was interrupted: the reader may then be waiting for a file that
    /// never gives another line, and it ends by itself at its next batch.
    func stop() {
        stopped.withLock { $0 = true }
        places.signal()
        if !interrupted.withLock({ $0 }) { finished.wait() }
    }

    private func read(_ reader: JSONLinesReader) {
        var reader = reader
        defer { reader.close() }
        var preparer = ProductCatalogLinePreparer()
        do {
            while true {
                var lines: [PreparedCatalogLine] = []
                lines.reserveCapacity(Self.batchSize)
                while lines.count < Self.batchSize,
                    let line = try reader.nextLine({ try preparer.prepare($0, lineNumber: $1) })
                {
                    lines.append(line)
                }
                if lines.isEmpty { break }
                guard put(.lines(lines, bytesRead: reader.bytesRead)) else { return }
            }
            _ = put(.end(preparer.terms))
        } catch {
            _ = put(.failure(error))
        }
    }

    /// Queues `batch` once there is room; `false` when the writer has stopped.
    private func put(_ batch: Batch) -> Bool {
        if stopped.withLock({ $0 }) { return false }
        places.wait()
        if stopped.withLock({ $0 }) { return false }
        batches.withLock { $0.append(batch) }
        ready.signal()
        return true
    }
}
