/// The form of the shop's web links to products, as Alfie's apps make and open them:
/// `https://HOST/product/STYLE_NUMBER?colour=COLOUR_ID`.
public struct ProductWebLinkDataModel: Equatable, Sendable {
    /// The scheme and host links are made with.
    public let scheme: String
    public let host: String
    /// The schemes and hosts a link is opened from (the web's and the app's own).
    public let acceptedSchemes: [String]
    public let acceptedHosts: [String]
    /// The path segment before the style number.
    public let productPath: String
    /// The query item that names the colour.
    public let colourItem: String
    /// The paths, one segment each, of the links to the listing, the brands, the bag and the wishlist.
    public let listingPath: String
    public let brandsPath: String
    public let bagPath: String
    public let wishlistPath: String

    public init(
        scheme: String, host: String, acceptedSchemes: [String], acceptedHosts: [String], productPath: String,
        colourItem: String, listingPath: String, brandsPath: String, bagPath: String, wishlistPath: String
    ) {
        self.scheme = scheme
        self.host = host
        self.acceptedSchemes = acceptedSchemes
        self.acceptedHosts = acceptedHosts
        self.productPath = productPath
        self.colourItem = colourItem
        self.listingPath = listingPath
        self.brandsPath = brandsPath
        self.bagPath = bagPath
        self.wishlistPath = wishlistPath
    }

    /// Alfie's link configuration: its web host, and its app's own scheme and host; the paths
    /// its apps open (`/product/…`, `/shop`, `/brand`, `/bag`, `/wishlist`).
    public static let alfie = ProductWebLinkDataModel(
        scheme: "https", host: "mock-server-rose.vercel.app", acceptedSchemes: ["https", "http", "alfie"],
        acceptedHosts: ["mock-server-rose.vercel.app", "alfie.target"], productPath: "product", colourItem: "colour",
        listingPath: "shop", brandsPath: "brand", bagPath: "bag", wishlistPath: "wishlist"
    )
}
