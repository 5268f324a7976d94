import FeatureContracts
import Foundation
import Localization
import Networking

/// `GET /me/wishlist`: `{"items":[{"productId","addedAt"}]}`. An item that cannot be read is
/// left out, never the whole list.
struct WishlistDTO: Decodable {
    let items: [Item]

    struct Item: Decodable {
        let productId: String?
        let addedAt: String?
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        var list = try container.nestedUnkeyedContainer(forKey: .items)
        var items: [Item] = []
        while !list.isAtEnd {
            if let item = try? list.decode(Item.self) {
                items.append(item)
            } else if (try? list.decode(JSONValue.self)) == nil {
                break
            }
        }
        self.items = items
    }

    enum CodingKeys: String, CodingKey {
        case items
    }

    var entries: [AccountWishlistEntry] {
        items.compactMap { item in
            guard let id = item.productId.flatMap({ try? OutsideText.field($0, maxCharacters: 200) }), !id.isEmpty else {
                return nil
            }
            return AccountWishlistEntry(
                productId: id, addedAt: item.addedAt.flatMap(BackendDates.date(from:)) ?? Date(timeIntervalSince1970: 0))
        }
    }
}
