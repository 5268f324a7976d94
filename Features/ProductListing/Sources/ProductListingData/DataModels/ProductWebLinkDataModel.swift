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

    public init(
        scheme: String, host: String, acceptedSchemes: [String], acceptedHosts: [String], productPath: String,
        colourItem: String
    ) {
        self.scheme = scheme
        self.host = host
        self.acceptedSchemes = acceptedSchemes
        self.acceptedHosts = acceptedHosts
        self.productPath = productPath
        self.colourItem = colourItem
    }

    /// Alfie's link configuration: its web host, and its app's own scheme and host.
    public static let alfie = ProductWebLinkDataModel(
        scheme: "https", host: "mock-server-rose.vercel.app", acceptedSchemes: ["https", "http", "alfie"],
        acceptedHosts: ["mock-server-rose.vercel.app", "alfie.target"], productPath: "product", colourItem: "colour"
    )
}
