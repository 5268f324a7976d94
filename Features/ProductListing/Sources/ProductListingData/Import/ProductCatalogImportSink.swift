import GRDB

/// Where an import puts each product: its rows (``ProductRowWriter``), its full-text row
/// (folded, ``ProductSearchKey``), and its brand, category, colours, sizes, price band and
/// words for the browse index, gathered in memory so the catalog is not read back for them.
final class ProductCatalogImportSink {
    private let rows: ProductRowWriter
    private let search: SQLiteInsert
    private(set) var values = ProductBrowseValueCollector()
    private(set) var terms = ProductBrowseTermCounter()
    private var searchText = ProductSearchTextFolder()

    init(_ db: Database) throws {
        rows = try ProductRowWriter(db, remembersWritten: true)
        search = try SQLiteInsert(
            db, sql: "INSERT INTO product_search (rowid, name, brand, colour, description) VALUES (?, ?, ?, ?, ?)")
    }

    /// Saves `product` (valid: ``ProductCatalogLineValidation``).
    func add(_ product: ProductCatalogLineDataModel) throws {
        let (id, line) = try rows.insert(product)
        values.addBrand(id: line.brand.id, name: line.brand.name, slug: line.brand.slug)
        values.addCategory(id: line.category.id, path: line.category.path)
        // A brand keeps the name it first came with, in its row as here.
        let brandName = values.brandName(of: line.brand.id)
        let colourNames = line.colours.map(\.name)
        search.bind(id)
        search.bind(searchText.fold(line.name))
        search.bind(searchText.fold(brandName))
        search.bind(searchText.fold(colourNames.joined(separator: " ")))
        search.bind(searchText.fold(line.shortDescription + " " + (line.longDescription ?? "")))
        try search.run()
        var sizes: [String] = []
        for variant in line.variants {
            if let size = variant.size, !sizes.contains(size) { sizes.append(size) }
        }
        let lowPrice = line.variants.map(\.price.amount.amount).min() ?? 0
        let browseRow = ProductBrowseRow(
            id: id, brandId: line.brand.id, categoryId: line.category.id, lowPrice: lowPrice,
            currencyCode: line.variants.first?.price.amount.currencyCode ?? "", name: line.name,
            colours: line.colours.map { ($0.id, $0.name) }, sizes: sizes
        )
        values.add(browseRow)
        terms.add(browseRow, brandName: brandName)
    }
}
