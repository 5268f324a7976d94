import ProductListingData

/// How a wishlist item is named on the account's backend: one product in one colour,
/// `STYLE-colour` (the size a bag line brought stays on this device).
enum WishlistAccountRules {
    static func productId(styleNumber: String, colourId: String) -> String {
        "\(styleNumber)-\(colourId)"
    }

    static func productId(of item: WishlistItemDataModel) -> String {
        productId(styleNumber: item.styleNumber, colourId: item.colourId)
    }

    /// The style number and colour an id may name: split at each `-` in turn, the first part
    /// the style (style numbers and colours may hold dashes themselves); the catalog says which.
    static func candidates(for productId: String) -> [(styleNumber: String, colourId: String)] {
        productId.indices.filter { productId[$0] == "-" }.compactMap { dash in
            let style = String(productId[..<dash])
            let colour = String(productId[productId.index(after: dash)...])
            return style.isEmpty || colour.isEmpty ? nil : (style, colour)
        }
    }
}
