import ContactsData
import ContactsDatasetKit
import Foundation
import SystemKit

/// A randomuser.me-compatible server in the process: each page is made by the dataset
/// generator (the same records for the same seed) and read by the app's own decoder, as
/// pages from a server are. Like randomuser.me, it does not report the book's size; the
/// size asked for is `contactCount`.
public struct GeneratedContactsSource: ContactsPageSource {
    private let generator: ContactsDatasetGenerator
    private let decoder: RandomUserResponseDecoder
    private let serving = ServingTime()

    /// - Parameter now: today, the latest birth or registration date the decoder accepts.
    public init(count: Int, seed: String, now: Date) {
        generator = ContactsDatasetGenerator(seed: seed, recordCount: count)
        decoder = RandomUserResponseDecoder(now: { now })
    }

    public var sourceDescription: String { "generated book of \(generator.recordCount), seed \(generator.seed)" }
    public var contactCount: Int { generator.recordCount }
    public var reportsBookSize: Bool { false }

    public var pageCount: Int {
        let size = ContactsPageRequest.defaultPageSize
        return (generator.recordCount + size - 1) / size
    }

    /// How long the source has spent making pages, as a server would: not the app's work.
    public var timeMakingPages: Duration { serving.total.withLock { $0 } }

    public func fetchPage(_ request: ContactsPageRequest) async throws -> ContactsSourcePageDataModel {
        var text = ""
        let making = ContinuousClock().measure { text = generator.page(request.page, size: request.results) }
        serving.total.withLock { $0 += making }
        return try decoder.decodePage(from: Data(text.utf8), maxRecords: request.results)
    }
}

private final class ServingTime: Sendable {
    let total = LockedState<Duration>(.zero)
}
