import Primitives

/// Builds one product from the next draws of the generator.
enum ProductBuilder {
    static func product(at index: Int, random: inout SeededDraws) -> CatalogProduct {
        let brand = Brands.brand(at: random.int(in: 0...(Brands.names.count - 1)))
        let profile = random.pick(Categories.all)
        let noun = random.pick(profile.nouns)
        let material = random.pick(Words.materials)
        let lead = random.chance(percent: 40) ? random.pick(Words.styleNames) : random.pick(Words.adjectives)
        let name = "\(lead) \(material) \(noun)"
        let styleNumber = "MS\(100_000 + index)"
        let colours = random.pick(random.int(in: 1...3), of: Words.colours)
        let sizes = sizeRun(profile, random: &random)
        let prices = VariantPricing.draw(profile, sizes: sizes, random: &random)
        let soldOut = random.chance(percent: 4)

        var variants: [CatalogVariant] = []
        for colour in colours {
            for (position, size) in (sizes.isEmpty ? [nil] : sizes.map(Optional.some)).enumerated() {
                let stock = soldOut || random.chance(percent: 15) ? 0 : random.int(in: 1...30)
                let sku = [styleNumber, colour.id.uppercased(), size].compactMap { $0 }.joined(separator: "-")
                variants.append(
                    CatalogVariant(
                        sku: sku, colour: colour.id, size: size, stock: stock, price: prices.price(forSizeAt: position)))
            }
        }
        return CatalogProduct(
            styleNumber: styleNumber,
            name: name,
            brand: brand,
            category: profile.category,
            shortDescription: "\(lead) \(noun.lowercased()) in \(material.lowercased()) by \(brand.name).",
            longDescription: "Made for \(random.pick(Words.occasions)), this \(noun.lowercased()) is cut from "
                + "\(material.lowercased()) and finished by hand. \(random.pick(Words.care))",
            releaseDate: ReleaseDate.string(daysAfterStart: random.int(in: 0...729)),
            colours: colours,
            sizes: sizes,
            variants: variants
        )
    }

    /// The category's sizes, sometimes without the smallest or the largest.
    private static func sizeRun(_ profile: CategoryProfile, random: inout SeededDraws) -> [String] {
        guard !profile.isOneSize else { return [] }
        var sizes = profile.sizes
        if random.chance(percent: 30) { sizes.removeFirst() }
        if random.chance(percent: 30) { sizes.removeLast() }
        return sizes
    }
}
