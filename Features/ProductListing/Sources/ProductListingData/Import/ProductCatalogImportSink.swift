import GRDB

/// Where an import writes each prepared line (``PreparedCatalogLine``): its rows
/// (``ProductRowWriter``), its full-text row, and its brand, category, colours, sizes and
/// price band for the browse index, gathered in memory under the product's id so the
/// catalog is not read back for them.
final class ProductCatalogImportSink {
    private let rows: ProductRowWriter
    private let search: SQLiteInsert
    private(set) var values = ProductBrowseValueCollector()

    init(_ db: Database) throws {
        rows = try ProductRowWriter(db, remembersWritten: true)
        search = try SQLiteInsert(
            db, sql: "INSERT INTO product_search (rowid, name, brand, colour, description) VALUES (?, ?, ?, ?, ?)")
    }

    /// Saves `prepared`; a style number or SKU seen before is an `invalidLine` error naming its line.
    func add(_ prepared: PreparedCatalogLine) throws {
        let row = prepared.row
        let line = row.line
        let id: Int
        do {
            id = try rows.insert(row)
        } catch let error as DatabaseError where error.resultCode == .SQLITE_CONSTRAINT {
            throw ProductCatalogImportError.invalidLine(line: prepared.lineNumber, reason: "style number or SKU seen before")
        }
        search.bind(id)
        search.bind(prepared.searchTexts.name)
        search.bind(prepared.searchTexts.brand)
        search.bind(prepared.searchTexts.colours)
        search.bind(prepared.searchTexts.description)
        try search.run()
        values.addBrand(id: line.brand.id, name: prepared.brandName, slug: line.brand.slug)
        values.addCategory(id: line.category.id, path: line.category.path)
        values.add(
            ProductBrowseRow(
                id: id, brandId: line.brand.id, categoryId: line.category.id, lowPrice: row.lowPrice,
                currencyCode: row.currencyCode, name: line.name, colours: line.colours.map { ($0.id, $0.name) },
                sizes: prepared.sizes))
    }
}
