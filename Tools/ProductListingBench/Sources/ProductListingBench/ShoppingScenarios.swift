import GRDB
import Persistence
import ProductListingDomain

/// A product's details through `ViewProductDetailsUseCase`, and bag changes through
/// `AddProductToBagUseCase` and `ChangeBagLineQuantityUseCase`, each by hand too. Before
/// each bag change (untimed) the bag is put back to the same three lines.
struct ShoppingScenarios {
    let database: AppDatabase
    let stack: BenchStack
    let hand: HandWrittenQueries
    let productCount: Int

    /// A variant with at least two left, as the person chooses it.
    struct Choice: Sendable {
        let styleNumber: String
        let colourId: String
        let size: String?
        let sku: String
    }

    func all() async throws -> [BenchScenario] {
        let choices = try await inStockChoices(count: 40)
        guard choices.count > 4 else { throw BenchFailure("too few products in stock for the bag") }
        return [details(), addToBag(choices), changeQuantity(choices)]
    }

    /// A different product each run.
    private func details() -> BenchScenario {
        let viewDetails = stack.viewDetails
        let hand = hand
        let count = productCount
        let styleNumber: @Sendable (Int) -> String = { run in "MS\(100_000 + (run &* 7_919) % count)" }
        return BenchScenario(
            name: "details",
            fullStack: { run in
                let product = try await viewDetails.execute(styleNumber: styleNumber(run))
                return BenchAnswer(
                    items: [product.styleNumber] + product.colours.map(\.id),
                    total: product.colours.reduce(0) { $0 + $1.sizes.count })
            },
            handWritten: { run in try await hand.details(styleNumber: styleNumber(run)) }
        )
    }

    /// A product not in the bag, added to a bag of three lines.
    private func addToBag(_ choices: [Choice]) -> BenchScenario {
        let add = stack.addToBag
        let hand = hand
        let reset = reset(choices)
        let added: @Sendable (Int) -> Choice = { run in choices[3 + run % (choices.count - 3)] }
        return BenchScenario(
            name: "bag, add",
            prepare: reset,
            fullStack: { run in
                let choice = added(run)
                let change = try await add.execute(
                    ProductChoiceDomainModel(styleNumber: choice.styleNumber, colourId: choice.colourId, size: choice.size))
                return Self.answer(change.bag)
            },
            handWritten: { run in
                let choice = added(run)
                return try await hand.addToBag(styleNumber: choice.styleNumber, colourId: choice.colourId, size: choice.size)
            }
        )
    }

    /// The second line of a bag of three set to two.
    private func changeQuantity(_ choices: [Choice]) -> BenchScenario {
        let change = stack.changeQuantity
        let hand = hand
        let sku = choices[1].sku
        return BenchScenario(
            name: "bag, quantity",
            prepare: reset(choices),
            fullStack: { _ in Self.answer(try await change.execute(sku: sku, quantity: 2).bag) },
            handWritten: { _ in try await hand.setQuantity(2, sku: sku) }
        )
    }

    /// Empties the bag and adds one each of the first three choices (untimed).
    private func reset(_ choices: [Choice]) -> @Sendable (Int) async throws -> Void {
        let hand = hand
        let database = database
        return { _ in
            try await database.writer.write { db in try db.execute(sql: "DELETE FROM product_bag_line") }
            for choice in choices.prefix(3) {
                _ = try await hand.addToBag(styleNumber: choice.styleNumber, colourId: choice.colourId, size: choice.size)
            }
        }
    }

    private static func answer(_ bag: BagDomainModel) -> BenchAnswer {
        BenchAnswer(items: bag.lines.map { "\($0.sku) × \($0.quantity)" }, total: bag.lines.count)
    }

    /// Variants with two or more left, of products spread through the catalog.
    private func inStockChoices(count: Int) async throws -> [Choice] {
        let step = max(productCount / count, 1)
        let styleNumbers = (0..<count).map { "MS\(100_000 + $0 * step)" }
        return try await database.writer.read { db in
            try styleNumbers.compactMap { styleNumber in
                try Row.fetchOne(
                    db,
                    sql:
                        "SELECT sku, colour_id, size FROM product_variant WHERE style_number = ? AND stock >= 2 ORDER BY position LIMIT 1",
                    arguments: [styleNumber]
                ).map { Choice(styleNumber: styleNumber, colourId: $0["colour_id"], size: $0["size"], sku: $0["sku"]) }
            }
        }
    }
}
