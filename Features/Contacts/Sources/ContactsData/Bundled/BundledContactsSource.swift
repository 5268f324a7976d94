import Foundation
import Logging

/// The contact book shipped with the app: `randomuser-contacts.json`, a
/// randomuser.me (version 1.4) response of the whole book, read through the
/// same `RandomUserResponseDecoder` as a real server's pages.
///
/// The file is read and decoded once, the first time it is needed. Pages are
/// sliced from it in record order, after the request's `nat` and `gender`
/// filters; `seed`, `inc` and `exc` are not applied (the dataset has one seed
/// and full records). See `BundledContactsDataset.page(for:)`.
public struct BundledContactsSource: ContactsPageSource {
    /// The resource's name in the module's bundle, without its extension.
    public static let resourceName = "randomuser-contacts"

    private let cache: BundledContactsDatasetCache

    /// The dataset shipped in this module's resources.
    public init(logger: Logger = Logger(label: "contacts.bundled")) {
        self.cache = BundledContactsDatasetCache(decoder: RandomUserResponseDecoder(logger: logger)) {
            () throws(ContactsSourceError) -> Data in
            guard let url = Bundle.module.url(forResource: Self.resourceName, withExtension: "json") else {
                logger.error("The embedded contacts dataset is missing from the bundle")
                throw .malformedResponse
            }
            do {
                return try Data(contentsOf: url)
            } catch {
                logger.error("Could not read the embedded contacts dataset", metadata: ["error": "\(error)"])
                throw .malformedResponse
            }
        }
    }

    /// A dataset given as the bytes of a randomuser.me response, for tests.
    public init(data: Data, logger: Logger = Logger(label: "contacts.bundled")) {
        self.cache = BundledContactsDatasetCache(decoder: RandomUserResponseDecoder(logger: logger)) { data }
    }

    public var sourceDescription: String { "embedded dataset" }

    /// Pages of `ContactsPageRequest.defaultPageSize` records in the whole
    /// dataset (unfiltered, counting unreadable records where they stand);
    /// 0 when the dataset cannot be read.
    public var pageCount: Int {
        guard let dataset = try? cache.dataset() else { return 0 }
        let size = ContactsPageRequest.defaultPageSize
        return (dataset.records.count + size - 1) / size
    }

    /// The readable contacts in the whole dataset; 0 when it cannot be read.
    public var contactCount: Int {
        (try? cache.dataset())?.contactCount ?? 0
    }

    /// The book after the request's `nat` and `gender` filters; empty when the dataset cannot be read.
    public func bookSize(for request: ContactsPageRequest) -> ContactsBookSizeDataModel {
        (try? cache.dataset())?.bookSize(for: request) ?? ContactsBookSizeDataModel(pageCount: 0, contactCount: 0)
    }

    /// - Throws: `ContactsSourceError.malformedResponse` when the dataset
    ///   cannot be read or is not a randomuser.me response.
    public func fetchPage(_ request: ContactsPageRequest) async throws -> ContactsSourcePageDataModel {
        try cache.dataset().page(for: request)
    }
}
