import Foundation
import FuzzSupport
import ScannedJSON

@testable import ProductListingData

/// What the catalog import promises for any line: `ProductCatalogLineParser` gives a product
/// or a `Failure`, never a trap; a product holds no more colours and variants than the line
/// could; Foundation's `JSONDecoder` reads the same product from the same bytes (the model is
/// `Decodable`, and the byte parser stands in for it), where no object repeats a key (JSON
/// leaves open which one counts); and the import's next step, checking
/// and cleaning the line (`ProductCatalogLinePreparer`), gives a row or an error.
enum CatalogLineProperties {
    static func check(_ bytes: UnsafeRawBufferPointer) {
        let product: ProductCatalogLineDataModel
        do {
            product = try ProductCatalogLineParser.product(bytes)
        } catch {
            Property.require(!error.reason.isEmpty, "a failure without a reason")
            return
        }
        let records = product.colours.count + product.variants.count + product.category.path.count
        Property.require(records * 2 <= bytes.count, "\(records) records from \(bytes.count) bytes")
        let decoded = try? JSONDecoder().decode(ProductCatalogLineDataModel.self, from: Data(bytes))
        Property.require(
            ScannedJSON.read(bytes)?.hasRepeatedKeys != false || decoded == product,
            "JSONDecoder reads \(String(describing: decoded)) where the parser reads \(product)")
        var preparer = ProductCatalogLinePreparer()
        if let prepared = try? preparer.prepare(bytes, lineNumber: 1) {
            Property.require(prepared.sizes.count <= product.variants.count, "more sizes than variants")
            Property.require(prepared.lineNumber == 1, "the line number changed")
        }
    }
}
