/// The twelve categories: their path, the things they sell, their sizes (none
/// for one-size goods) and their usual price band in pence.
struct CategoryProfile {
    let category: CatalogCategory
    let nouns: [String]
    let sizes: [String]
    let pricePence: ClosedRange<Int>

    var isOneSize: Bool { sizes.isEmpty }
}

enum Categories {
    static let clothingSizes = ["XS", "S", "M", "L", "XL"]
    static let shoeSizes = ["37", "38", "39", "40", "41", "42", "43", "44"]
    static let trouserSizes = ["28", "30", "32", "34", "36"]

    static let all: [CategoryProfile] = [
        profile(
            "women-dresses", ["Women", "Dresses"], ["Dress", "Midi Dress", "Slip Dress", "Shirt Dress"], clothingSizes,
            3_500...18_000),
        profile("women-tops", ["Women", "Tops"], ["Blouse", "Top", "Camisole", "T-Shirt"], clothingSizes, 1_200...7_500),
        profile("women-knitwear", ["Women", "Knitwear"], ["Jumper", "Cardigan", "Roll Neck"], clothingSizes, 3_000...14_000),
        profile("men-shirts", ["Men", "Shirts"], ["Shirt", "Oxford Shirt", "Overshirt"], clothingSizes, 2_500...9_000),
        profile(
            "men-trousers", ["Men", "Trousers"], ["Chinos", "Trousers", "Jeans", "Cargo Trousers"], trouserSizes, 3_000...12_000),
        profile("men-jackets", ["Men", "Jackets"], ["Jacket", "Bomber", "Parka", "Blazer"], clothingSizes, 6_000...32_000),
        profile("shoes-trainers", ["Shoes", "Trainers"], ["Trainers", "Runners", "Court Shoes"], shoeSizes, 4_500...16_000),
        profile("shoes-boots", ["Shoes", "Boots"], ["Chelsea Boots", "Ankle Boots", "Hiking Boots"], shoeSizes, 7_000...26_000),
        profile(
            "accessories-bags", ["Accessories", "Bags"], ["Tote", "Crossbody Bag", "Backpack", "Clutch"], [], 2_000...40_000),
        profile("accessories-scarves", ["Accessories", "Scarves"], ["Scarf", "Wrap", "Bandana"], [], 1_500...9_500),
        profile(
            "accessories-jewellery", ["Accessories", "Jewellery"], ["Necklace", "Earrings", "Bracelet", "Ring"], [],
            1_800...22_000),
        profile("accessories-hats", ["Accessories", "Hats"], ["Beanie", "Bucket Hat", "Cap", "Fedora"], [], 1_200...6_500),
    ]

    private static func profile(
        _ id: String, _ path: [String], _ nouns: [String], _ sizes: [String], _ pence: ClosedRange<Int>
    ) -> CategoryProfile {
        CategoryProfile(category: CatalogCategory(id: id, path: path), nouns: nouns, sizes: sizes, pricePence: pence)
    }
}
