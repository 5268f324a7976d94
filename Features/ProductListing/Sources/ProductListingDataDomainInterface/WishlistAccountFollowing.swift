import FeatureContracts
import ProductListingData

/// The wishlist following the signed-in person's account (offered to the account feature as
/// `AccountBoundData`). Signing in merges the device's wishlist and the account's (their union;
/// one of another account left here is forgotten first); each change while it follows the
/// account is sent, or kept to send when the backend is back — a removal made offline too;
/// viewing it brings in what changed on the account elsewhere; signing out forgets it.
public struct WishlistAccountFollowing: AccountBoundData {
    private let account: WishlistAccountRepository
    private let lists: ShoppingListsRepository
    private let catalog: CatalogProductLookup

    public init(
        accountRepository: WishlistAccountRepository, listsRepository: ShoppingListsRepository,
        catalogRepository: ProductCatalogRepository
    ) {
        account = accountRepository
        lists = listsRepository
        catalog = CatalogProductLookup(repository: catalogRepository)
    }

    public func accountSignedIn(_ person: SignedInPerson) async {
        switch await account.owner() {
        case person.accountId?: await sendUnsent()
        case nil: break
        case _?: await account.forgetAccountWishlist()
        }
        await account.setOwner(person.accountId)
        let local = await localProductIds()
        guard let remote = try? await account.remoteProductIds() else {
            for id in local { await account.keepUnsent(WishlistUnsentChangeDataModel(productId: id, isRemoval: false)) }
            return
        }
        for id in local where !remote.contains(id) {
            await account.keepUnsent(WishlistUnsentChangeDataModel(productId: id, isRemoval: false))
        }
        await sendUnsent()
        await addLocally(remote.filter { !local.contains($0) })
    }

    public func accountSignedOut() async {
        await account.forgetAccountWishlist()
    }

    public func sendPendingChanges() async {
        guard await account.owner() != nil else { return }
        await sendUnsent()
    }

    /// `item`'s product was saved (`isRemoval` false) or taken off: told to the account when the
    /// wishlist follows one, or kept to tell it later.
    func changed(_ item: (styleNumber: String, colourId: String), isRemoval: Bool) async {
        guard await account.owner() != nil else { return }
        let id = WishlistAccountRules.productId(styleNumber: item.styleNumber, colourId: item.colourId)
        await account.keepUnsent(WishlistUnsentChangeDataModel(productId: id, isRemoval: isRemoval))
        await sendUnsent()
    }

    /// Before the wishlist is shown: what is owed is sent, then what changed on the account
    /// elsewhere comes in (a product saved there added here, one removed there removed here).
    func refresh() async {
        guard let owner = await account.owner(), await account.signedInAccountId() == owner else { return }
        await sendUnsent()
        guard let remote = try? await account.remoteProductIds() else { return }
        let unsent = await account.unsent()
        let local = await localProductIds()
        await addLocally(remote.filter { id in !local.contains(id) && !unsent.contains { $0.productId == id } })
        let goneElsewhere = Set(local.filter { id in !remote.contains(id) && !unsent.contains { $0.productId == id } })
        guard !goneElsewhere.isEmpty else { return }
        _ = try? await lists.updateLists { lists in
            lists.wishlist.removeAll { goneElsewhere.contains(WishlistAccountRules.productId(of: $0)) }
        }
    }

    /// Sends what is owed, in order, while the backend takes it; a change it refuses is dropped.
    private func sendUnsent() async {
        for change in await account.unsent() {
            do {
                try await account.send(change)
                await account.markSent(change)
            } catch .refused {
                await account.markSent(change)
            } catch {
                return
            }
        }
    }

    private func localProductIds() async -> [String] {
        ((try? await lists.getLists().wishlist) ?? []).map(WishlistAccountRules.productId(of:))
    }

    /// Saves on this device the products `ids` name that the catalog has (the oldest id last, so
    /// newest first as the wishlist keeps them); ids it does not know stay on the account only.
    private func addLocally(_ ids: [String]) async {
        var items: [WishlistItemDataModel] = []
        for id in ids {
            for candidate in WishlistAccountRules.candidates(for: id) {
                guard let product = try? await catalog.product(styleNumber: candidate.styleNumber),
                    let colour = product.colours.first(where: { $0.id == candidate.colourId })
                else { continue }
                items.append(WishlistRules.item(of: product, colour: colour, size: nil))
                break
            }
        }
        guard !items.isEmpty else { return }
        let found = items
        _ = try? await lists.updateLists { lists in
            for item in found.reversed() { WishlistRules.save(item, in: &lists.wishlist) }
        }
    }
}
