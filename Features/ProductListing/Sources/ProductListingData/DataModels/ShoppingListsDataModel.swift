/// The person's bag and wishlist as saved, with what the catalog says about
/// them now (stock, current prices). Lists are kept in the order given.
public struct ShoppingListsDataModel: Equatable, Sendable {
    public var bag: [BagLineDataModel]
    public var wishlist: [WishlistItemDataModel]
    /// Units left of the SKUs asked for when the lists were read for a change
    /// (0 for a SKU the catalog does not have). Never saved.
    public var stockBySKU: [String: Int]
    /// The product a change asked for (`readingProduct`), read in the same transaction;
    /// `nil` when none was asked for or the catalog has none. Never saved.
    public var chosenProduct: ProductDetailsDataModel?

    public init(
        bag: [BagLineDataModel] = [], wishlist: [WishlistItemDataModel] = [], stockBySKU: [String: Int] = [:],
        chosenProduct: ProductDetailsDataModel? = nil
    ) {
        self.bag = bag
        self.wishlist = wishlist
        self.stockBySKU = stockBySKU
        self.chosenProduct = chosenProduct
    }
}

/// One bag line: a variant and how many of it, with the names and price it was
/// added with (kept, so the line still reads when the catalog is replaced).
public struct BagLineDataModel: Equatable, Sendable {
    public var sku: String
    public var styleNumber: String
    public var colourId: String
    public var size: String?
    public var quantity: Int
    public var brandName: String
    public var productName: String
    public var colourName: String
    /// The catalog's price now when it still has the variant, else the price it was added at.
    public var unitPrice: Int
    public var currencyCode: String
    /// Units left now; 0 when the catalog no longer has the variant. Never saved.
    public var stock: Int

    public init(
        sku: String, styleNumber: String, colourId: String, size: String?, quantity: Int, brandName: String, productName: String,
        colourName: String, unitPrice: Int, currencyCode: String, stock: Int
    ) {
        self.sku = sku
        self.styleNumber = styleNumber
        self.colourId = colourId
        self.size = size
        self.quantity = quantity
        self.brandName = brandName
        self.productName = productName
        self.colourName = colourName
        self.unitPrice = unitPrice
        self.currencyCode = currencyCode
        self.stock = stock
    }
}

/// One wishlist item: a product in a colour (and a size, when it came from the
/// bag), with the names and prices it was saved with.
public struct WishlistItemDataModel: Equatable, Sendable {
    public var styleNumber: String
    public var colourId: String
    public var size: String?
    public var brandName: String
    public var productName: String
    public var colourName: String
    /// The product's prices now when the catalog still has it, else as saved.
    public var lowPrice: Int
    public var highPrice: Int
    public var wasPrice: Int?
    public var currencyCode: String
    /// Units left over the colour's sizes now. Never saved.
    public var stock: Int

    public init(
        styleNumber: String, colourId: String, size: String?, brandName: String, productName: String, colourName: String,
        lowPrice: Int, highPrice: Int, wasPrice: Int?, currencyCode: String, stock: Int
    ) {
        self.styleNumber = styleNumber
        self.colourId = colourId
        self.size = size
        self.brandName = brandName
        self.productName = productName
        self.colourName = colourName
        self.lowPrice = lowPrice
        self.highPrice = highPrice
        self.wasPrice = wasPrice
        self.currencyCode = currencyCode
        self.stock = stock
    }
}
