import Foundation
import ProductListingData
import ProductListingDomain

/// Product links in the web form of `format`: the style number as the path's last segment,
/// the colour as a query item; read back from any of its schemes and hosts (case ignored),
/// with `color` taken for `colour` and a trailing slash allowed.
public struct ProductWebLinks: ProductLinksInterface {
    private let format: ProductWebLinkDataModel

    public init(format: ProductWebLinkDataModel = .alfie) {
        self.format = format
    }

    public var linkForm: String {
        "\(format.scheme)://\(format.host)/\(format.productPath)/STYLE?\(format.colourItem)=COLOUR"
    }

    /// Characters left as they are in the style number and the colour; all else is
    /// percent-encoded (a `/`, `&` or space included).
    private static let unreserved = CharacterSet(charactersIn: "-._~").union(
        CharacterSet(charactersIn: "a"..."z")
    ).union(CharacterSet(charactersIn: "A"..."Z")).union(CharacterSet(charactersIn: "0"..."9"))

    private static func encoded(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? text
    }

    public func link(styleNumber: String, colourId: String?) -> ProductLinkDomainModel {
        let colour = colourId.map { "?\(format.colourItem)=\(Self.encoded($0))" } ?? ""
        let url = "\(format.scheme)://\(format.host)/\(format.productPath)/\(Self.encoded(styleNumber))\(colour)"
        return ProductLinkDomainModel(styleNumber: styleNumber, colourId: colourId, url: url)
    }

    public func product(linkedBy text: String) -> ProductLinkDomainModel? {
        guard case .product(let linked) = shopPage(linkedBy: text) else { return nil }
        return linked
    }

    /// Reads `text` when its scheme and host are the shop's: `/product/STYLE` (and its colour
    /// item), or one of the listing, brands, bag and wishlist paths.
    public func shopPage(linkedBy text: String) -> ShopPageLinkDomainModel? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let components = URLComponents(string: trimmed),
            let scheme = components.scheme?.lowercased(), format.acceptedSchemes.contains(scheme),
            let host = components.host?.lowercased(), format.acceptedHosts.contains(host)
        else { return nil }
        let segments = components.percentEncodedPath.split(separator: "/").map { $0.removingPercentEncoding ?? String($0) }
        guard let first = segments.first?.lowercased() else { return nil }
        if segments.count == 1 {
            switch first {
            case format.listingPath: return .listing
            case format.brandsPath: return .brands
            case format.bagPath: return .bag
            case format.wishlistPath: return .wishlist
            default: return nil
            }
        }
        guard segments.count == 2, first == format.productPath, !segments[1].isEmpty else { return nil }
        let colourNames = [format.colourItem, "color"]
        let colourItem = components.percentEncodedQueryItems?.first { colourNames.contains($0.name.lowercased()) }
        let colour = colourItem?.value.map { $0.removingPercentEncoding ?? $0 }
        return .product(
            ProductLinkDomainModel(styleNumber: segments[1], colourId: colour.flatMap { $0.isEmpty ? nil : $0 }, url: trimmed))
    }
}
