/// Reads one catalog line (UTF-8 JSON, the shape `generate-products` writes) into a
/// ``ProductCatalogLineDataModel`` straight from its bytes: keys it does not know are
/// skipped, a missing one or a value of the wrong kind is a ``ProductCatalogLineParser/Failure``
/// naming the field.
enum ProductCatalogLineParser {
    /// Why a line is not a product, in words for the person who gave the file.
    struct Failure: Error, Equatable {
        let reason: String
    }

    static func product(_ bytes: UnsafeRawBufferPointer) throws(Failure) -> ProductCatalogLineDataModel {
        var scanner = JSONByteScanner(bytes)
        do {
            return try product(&scanner)
        } catch let failure as Failure {
            throw failure
        } catch let failure as JSONByteScanner.Failure {
            throw Failure(reason: "not JSON: \(failure.reason) at byte \(failure.offset + 1)")
        } catch {
            throw Failure(reason: "not a product in JSON")
        }
    }

    private static func product(_ scanner: inout JSONByteScanner) throws -> ProductCatalogLineDataModel {
        var styleNumber: String?
        var name: String?
        var brand: ProductCatalogLineDataModel.Brand?
        var category: ProductCatalogLineDataModel.Category?
        var shortDescription: String?
        var longDescription: String?
        var releaseDate: String?
        var colours: [ProductCatalogLineDataModel.Colour]?
        var variants: [ProductCatalogLineDataModel.Variant]?
        try scanner.object { scanner, key in
            switch key {
            case "styleNumber": styleNumber = try scanner.string()
            case "name": name = try scanner.string()
            case "brand": brand = try self.brand(&scanner)
            case "category": category = try self.category(&scanner)
            case "shortDescription": shortDescription = try scanner.string()
            case "longDescription": longDescription = try scanner.null() ? nil : try scanner.string()
            case "releaseDate": releaseDate = try scanner.string()
            case "colours": colours = try list(&scanner, colour)
            case "variants": variants = try list(&scanner, variant)
            default: try scanner.skipValue()
            }
        }
        // What follows the object is checked before its fields: a broken line is said to be broken JSON.
        try scanner.end()
        return ProductCatalogLineDataModel(
            styleNumber: try required(styleNumber, "styleNumber"), name: try required(name, "name"),
            brand: try required(brand, "brand"), category: try required(category, "category"),
            shortDescription: try required(shortDescription, "shortDescription"), longDescription: longDescription,
            releaseDate: try required(releaseDate, "releaseDate"), colours: try required(colours, "colours"),
            variants: try required(variants, "variants")
        )
    }

    private static func brand(_ scanner: inout JSONByteScanner) throws -> ProductCatalogLineDataModel.Brand {
        var id: String?
        var name: String?
        var slug: String?
        try scanner.object { scanner, key in
            switch key {
            case "id": id = try scanner.string()
            case "name": name = try scanner.string()
            case "slug": slug = try scanner.string()
            default: try scanner.skipValue()
            }
        }
        return .init(
            id: try required(id, "brand.id"), name: try required(name, "brand.name"), slug: try required(slug, "brand.slug"))
    }

    private static func category(_ scanner: inout JSONByteScanner) throws -> ProductCatalogLineDataModel.Category {
        var id: String?
        var path: [String]?
        try scanner.object { scanner, key in
            switch key {
            case "id": id = try scanner.string()
            case "path": path = try scanner.strings()
            default: try scanner.skipValue()
            }
        }
        return .init(id: try required(id, "category.id"), path: try required(path, "category.path"))
    }

    private static func colour(_ scanner: inout JSONByteScanner) throws -> ProductCatalogLineDataModel.Colour {
        var id: String?
        var name: String?
        try scanner.object { scanner, key in
            switch key {
            case "id": id = try scanner.string()
            case "name": name = try scanner.string()
            default: try scanner.skipValue()
            }
        }
        return .init(id: try required(id, "colours[].id"), name: try required(name, "colours[].name"))
    }

    private static func variant(_ scanner: inout JSONByteScanner) throws -> ProductCatalogLineDataModel.Variant {
        var sku: String?
        var colour: String?
        var size: String?
        var stock: Int?
        var price: ProductCatalogLineDataModel.Price?
        try scanner.object { scanner, key in
            switch key {
            case "sku": sku = try scanner.string()
            case "colour": colour = try scanner.string()
            case "size": size = try scanner.null() ? nil : try scanner.string()
            case "stock": stock = try scanner.int()
            case "price": price = try self.price(&scanner)
            default: try scanner.skipValue()
            }
        }
        return .init(
            sku: try required(sku, "variants[].sku"), colour: try required(colour, "variants[].colour"), size: size,
            stock: try required(stock, "variants[].stock"), price: try required(price, "variants[].price"))
    }

    private static func price(_ scanner: inout JSONByteScanner) throws -> ProductCatalogLineDataModel.Price {
        var amount: ProductCatalogLineDataModel.Money?
        var was: ProductCatalogLineDataModel.Money?
        try scanner.object { scanner, key in
            switch key {
            case "amount": amount = try money(&scanner, "price.amount")
            case "was": was = try scanner.null() ? nil : try money(&scanner, "price.was")
            default: try scanner.skipValue()
            }
        }
        return .init(amount: try required(amount, "variants[].price.amount"), was: was)
    }

    private static func money(_ scanner: inout JSONByteScanner, _ field: String) throws -> ProductCatalogLineDataModel.Money {
        var amount: Int?
        var currencyCode: String?
        try scanner.object { scanner, key in
            switch key {
            case "amount": amount = try scanner.int()
            case "currencyCode": currencyCode = try scanner.string()
            default: try scanner.skipValue()
            }
        }
        return .init(
            amount: try required(amount, "variants[].\(field).amount"),
            currencyCode: try required(currencyCode, "variants[].\(field).currencyCode"))
    }

    private static func list<Element>(
        _ scanner: inout JSONByteScanner, _ element: (inout JSONByteScanner) throws -> Element
    ) throws -> [Element] {
        var elements: [Element] = []
        try scanner.array { elements.append(try element(&$0)) }
        return elements
    }

    private static func required<Value>(_ value: Value?, _ field: String) throws(Failure) -> Value {
        guard let value else { throw Failure(reason: "no \(field)") }
        return value
    }
}
