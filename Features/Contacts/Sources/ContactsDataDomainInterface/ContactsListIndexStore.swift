import SystemKit

/// Keeps the one `ContactsListIndex` of the saved book, for the revision of the book it was
/// built from: every list made by one container shares it, and a new revision (a page saved,
/// a name edited, a favorite) replaces it the next time a whole-book list is asked for.
public final class ContactsListIndexStore: Sendable {
    private let kept = LockedState<(key: String, index: ContactsListIndex)?>(nil)

    public init() {}

    /// The index for `key` (the book and its revision), built by `build` when the kept one is for another.
    func index(for key: String, build: () async throws -> ContactsListIndex) async rethrows -> ContactsListIndex {
        if let index = kept.withLock({ $0?.key == key ? $0?.index : nil }) { return index }
        let index = try await build()
        kept.withLock { $0 = (key, index) }
        return index
    }
}

/// The orders of one index, each made once when first asked for.
final class ContactsListOrders: Sendable {
    private let orders = LockedState<[String: [Int32]]>([:])

    func order(key: String, make: () -> [Int32]) -> [Int32] {
        if let order = orders.withLock({ $0[key] }) { return order }
        let order = make()
        orders.withLock { $0[key] = order }
        return order
    }
}
