/// The person's bag: its lines in the order they were first added, how many
/// items they hold, and what they cost — one total per currency, since a
/// catalog may price products in more than one.
public struct BagDomainModel: Equatable, Sendable {
    public let lines: [BagLineDomainModel]
    /// One total per currency, in the order the currencies first appear in the lines:
    /// amounts in different currencies are never added together.
    public let totals: [MoneyDomainModel]

    public init(lines: [BagLineDomainModel]) {
        self.lines = lines
        var totals: [MoneyDomainModel] = []
        for total in lines.map(\.lineTotal) {
            if let index = totals.firstIndex(where: { $0.currencyCode == total.currencyCode }) {
                totals[index] = MoneyDomainModel(
                    minorUnits: totals[index].minorUnits + total.minorUnits, currencyCode: total.currencyCode)
            } else {
                totals.append(total)
            }
        }
        self.totals = totals
    }

    /// Units over every line.
    public var itemCount: Int { lines.reduce(0) { $0 + $1.quantity } }

    public var isEmpty: Bool { lines.isEmpty }

    /// The line of `sku`, if the bag has one.
    public func line(sku: String) -> BagLineDomainModel? {
        lines.first { $0.sku == sku }
    }
}

/// One variant of a product in the bag and how many of it.
public struct BagLineDomainModel: Equatable, Sendable {
    public let sku: String
    public let styleNumber: String
    public let brandName: String
    public let productName: String
    public let colourId: String
    public let colourName: String
    /// `nil` for a one-size product.
    public let size: String?
    public let quantity: Int
    /// What one unit costs now.
    public let unitPrice: MoneyDomainModel
    /// Units left in stock now: the most the line can hold.
    public let stock: Int

    public init(
        sku: String, styleNumber: String, brandName: String, productName: String, colourId: String, colourName: String,
        size: String?, quantity: Int, unitPrice: MoneyDomainModel, stock: Int
    ) {
        self.sku = sku
        self.styleNumber = styleNumber
        self.brandName = brandName
        self.productName = productName
        self.colourId = colourId
        self.colourName = colourName
        self.size = size
        self.quantity = quantity
        self.unitPrice = unitPrice
        self.stock = stock
    }

    /// The unit price times the quantity.
    public var lineTotal: MoneyDomainModel {
        MoneyDomainModel(minorUnits: unitPrice.minorUnits * quantity, currencyCode: unitPrice.currencyCode)
    }

    /// Fewer are left than the line holds (the stock fell since it was added).
    public var exceedsStock: Bool { quantity > stock }
}
