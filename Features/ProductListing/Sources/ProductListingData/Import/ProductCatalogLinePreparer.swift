/// A catalog line made ready to write: its row, its full-text row's texts (folded) and
/// its sizes, each once, for the browse index.
struct PreparedCatalogLine: Sendable {
    let lineNumber: Int
    let row: ProductCatalogRow
    /// The brand's name as it first came in the file: a brand keeps it, in its row and here.
    let brandName: String
    /// Name, brand, colours and descriptions, folded for the full-text row.
    let searchTexts: (name: String, brand: String, colours: String, description: String)
    let sizes: [String]
}

/// Everything an import does to a line before it is written, apart from the database:
/// parsing, checking, cleaning, the name key, the full-text texts, and counting its words
/// for suggestions (``ProductBrowseTermCounter``). Runs ahead of the writer, on a thread of
/// its own (``ProductCatalogReadAhead``).
struct ProductCatalogLinePreparer {
    private(set) var terms = ProductBrowseTermCounter()
    private var searchText = ProductSearchTextFolder()
    private var nameKeys = NameKey.Cache()
    private var brandNames: [String: String] = [:]

    /// The line at `bytes`, numbered `lineNumber`; what is wrong with it is an `invalidLine` error naming it.
    mutating func prepare(_ bytes: UnsafeRawBufferPointer, lineNumber: Int) throws -> PreparedCatalogLine {
        let product: ProductCatalogLineDataModel
        do {
            product = try ProductCatalogLineParser.product(bytes)
        } catch {
            throw ProductCatalogImportError.invalidLine(line: lineNumber, reason: error.reason)
        }
        if let problem = ProductCatalogLineValidation.problem(product) {
            throw ProductCatalogImportError.invalidLine(line: lineNumber, reason: problem)
        }
        let line = product.cleanedForDisplay()
        let row = ProductCatalogRow(cleaned: line, nameKey: nameKeys.key(of: line.name))
        let brandName = brandNames[line.brand.id] ?? line.brand.name
        if brandNames[line.brand.id] == nil { brandNames[line.brand.id] = brandName }
        var sizes: [String] = []
        for variant in line.variants {
            if let size = variant.size, !sizes.contains(size) { sizes.append(size) }
        }
        let colourNames = line.colours.map(\.name)
        terms.add(words: [line.name, brandName] + colourNames)
        return PreparedCatalogLine(
            lineNumber: lineNumber, row: row, brandName: brandName,
            searchTexts: (
                searchText.fold(line.name), searchText.fold(brandName), searchText.fold(colourNames.joined(separator: " ")),
                searchText.fold(line.shortDescription + " " + (line.longDescription ?? ""))
            ),
            sizes: sizes
        )
    }
}
