import Foundation

/// Small catalogs written as JSON Lines to a temporary file, in the bundled
/// catalog's shape, for tests of the importer, the DAO and the rules.
public enum ProductCatalogFixture {
    /// A product line: one colour per entry of `colours`, a variant per colour and size
    /// (one-size when `sizes` is empty), every variant at `pricePence` unless `sizePrices` says otherwise.
    public static func line(
        styleNumber: String, name: String, brand: String = "Maison Élodie", brandId: String = "b01",
        releaseDate: String = "2025-01-01", pricePence: Int = 1_200, wasPence: Int? = nil,
        colours: [String] = ["Black"], sizes: [String] = ["S", "M", "L"], sizePrices: [String: Int] = [:],
        stock: [String: Int] = [:], description: String = "A fine thing.",
        categoryId: String = "women-tops", categoryPath: [String] = ["Women", "Tops"]
    ) -> String {
        var variants: [String] = []
        for colour in colours {
            let colourId = colour.lowercased()
            for size in sizes.isEmpty ? [nil] : sizes.map(Optional.some) {
                let price = size.flatMap { sizePrices[$0] } ?? pricePence
                let was = wasPence.map { #","was":{"amount":\#($0),"currencyCode":"GBP"}"# } ?? ""
                let sku = [styleNumber, colourId, size].compactMap { $0 }.joined(separator: "-")
                let sizeField = size.map { #","size":"\#($0)""# } ?? ""
                let units = stock["\(colourId)/\(size ?? "")"] ?? 5
                variants.append(
                    #"{"sku":"\#(sku)","colour":"\#(colourId)"\#(sizeField),"stock":\#(units),"price":{"amount":{"amount":\#(price),"currencyCode":"GBP"}\#(was)}}"#
                )
            }
        }
        let pathList = categoryPath.map { #""\#($0)""# }.joined(separator: ",")
        let colourList = colours.map { #"{"id":"\#($0.lowercased())","name":"\#($0)"}"# }.joined(separator: ",")
        return
            #"{"styleNumber":"\#(styleNumber)","name":"\#(name)","brand":{"id":"\#(brandId)","name":"\#(brand)","slug":"\#(brandId)"},"#
            + #""category":{"id":"\#(categoryId)","path":[\#(pathList)]},"shortDescription":"\#(description)","longDescription":"Long \#(description)","#
            + #""releaseDate":"\#(releaseDate)","colours":[\#(colourList)],"variants":[\#(variants.joined(separator: ","))]}"#
    }

    /// `lines` written to a temporary file, one per line. The file is named for its content
    /// (a stable hash of its bytes), so every run of the tests reuses the same few files rather
    /// than leaving a new one behind each time; it is written whole and then moved into place,
    /// so a test reading it while another writes the same content never sees half of it.
    /// Tests only read these files.
    public static func file(_ lines: [String]) throws -> URL {
        let content = Data((lines.joined(separator: "\n") + "\n").utf8)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("product-catalog-fixtures")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent("catalog-\(stableHash(of: content)).jsonl")
        if (try? Data(contentsOf: url)) != content {
            try content.write(to: url, options: .atomic)
        }
        return url
    }

    /// FNV-1a over the bytes, in hexadecimal: the same in every process, unlike `Hasher`.
    private static func stableHash(of content: Data) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in content {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        return String(hash, radix: 16) + "-\(content.count)"
    }

    /// `count` plain products `P001` … named `Product 001` …, the later the newer and the dearer.
    public static func numbered(_ count: Int) -> [String] {
        (1...max(count, 1)).prefix(count).map { index in
            let number = String(format: "%03d", index)
            let day = String(format: "%02d", index % 28 + 1)
            let month = String(format: "%02d", index / 28 % 12 + 1)
            return line(
                styleNumber: "P\(number)", name: "Product \(number)", releaseDate: "2025-\(month)-\(day)",
                pricePence: 1_000 + index * 10)
        }
    }
}
