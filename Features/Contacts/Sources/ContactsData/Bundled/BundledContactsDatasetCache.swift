import Foundation
import SystemKit

/// Reads and decodes the embedded dataset the first time it is needed, once,
/// whichever thread asks first; later callers get the same result, success or
/// failure.
final class BundledContactsDatasetCache: Sendable {
    private enum State: Sendable {
        case notLoaded
        case loaded(Result<BundledContactsDataset, ContactsSourceError>)
    }

    private let loadData: @Sendable () throws(ContactsSourceError) -> Data
    private let decoder: RandomUserResponseDecoder
    private let state = LockedState<State>(.notLoaded)

    /// - Parameters:
    ///   - loadData: reads the dataset's bytes; called at most once.
    ///   - decoder: the decoder a randomuser.me server's responses go through.
    init(decoder: RandomUserResponseDecoder, loadData: @escaping @Sendable () throws(ContactsSourceError) -> Data) {
        self.decoder = decoder
        self.loadData = loadData
    }

    /// The decoded dataset.
    /// - Throws: `ContactsSourceError.malformedResponse` when it cannot be read
    ///   or is not a randomuser.me response.
    func dataset() throws(ContactsSourceError) -> BundledContactsDataset {
        try state.withLock { state -> Result<BundledContactsDataset, ContactsSourceError> in
            if case .loaded(let result) = state { return result }
            let result = load()
            state = .loaded(result)
            return result
        }.get()
    }

    private func load() -> Result<BundledContactsDataset, ContactsSourceError> {
        do throws(ContactsSourceError) {
            let data = try loadData()
            return .success(BundledContactsDataset(decoded: try decoder.decodeRecords(from: data)))
        } catch {
            return .failure(error)
        }
    }
}
