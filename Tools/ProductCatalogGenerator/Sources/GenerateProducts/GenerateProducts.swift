import ArgumentParser
import Foundation
import ProductCatalogKit

/// `generate-products --count N --seed S --output FILE`: writes a product
/// catalog as JSON Lines, the same bytes for the same count and seed.
@main
struct GenerateProducts: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate-products",
        abstract: "Writes a seeded catalog of products (Alfie's Product shape) as JSON Lines.",
        discussion: """
            Regenerate the ProductListing feature's bundled catalog from the repository root with:
              swift run --package-path Tools/ProductCatalogGenerator generate-products \\
                --output Features/ProductListing/Sources/ProductListingData/Resources/products.jsonl
            """
    )

    @Option(help: "How many products to write.")
    var count = ProductCatalogGenerator.bundledCount

    @Option(help: "The seed: the same seed and count give the same catalog.")
    var seed = ProductCatalogGenerator.defaultSeed

    @Option(help: ArgumentHelp("Where to write; - for standard output.", valueName: "file"))
    var output = "-"

    func validate() throws {
        guard count >= 0 else { throw ValidationError("--count takes 0 or more.") }
    }

    func run() throws {
        let generator = ProductCatalogGenerator(count: count, seed: seed)
        let handle: FileHandle
        if output == "-" {
            handle = FileHandle.standardOutput
        } else {
            guard FileManager.default.createFile(atPath: output, contents: nil) else {
                throw ValidationError("Could not create \(output).")
            }
            guard let file = FileHandle(forWritingAtPath: output) else { throw ValidationError("Could not open \(output).") }
            handle = file
        }
        let written = try JSONLinesWriter().write(generator.products(), to: handle)
        if output != "-" {
            try handle.close()
            try? FileHandle.standardError.write(contentsOf: Data("Wrote \(written) products, seed \(seed), to \(output)\n".utf8))
        }
    }
}
