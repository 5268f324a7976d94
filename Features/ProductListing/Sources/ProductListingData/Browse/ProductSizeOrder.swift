/// The order sizes are listed in: letter sizes from the smallest, then numbers
/// from the lowest, then anything else A to Z.
enum ProductSizeOrder {
    private static let letterSizes = ["XXXS", "XXS", "XS", "S", "M", "L", "XL", "XXL", "XXXL"]

    static func isOrderedBefore(_ lhs: String, _ rhs: String) -> Bool {
        let left = key(lhs)
        let right = key(rhs)
        if left.group != right.group { return left.group < right.group }
        if left.number != right.number { return left.number < right.number }
        return lhs < rhs
    }

    private static func key(_ size: String) -> (group: Int, number: Double) {
        if let index = letterSizes.firstIndex(of: size.uppercased()) { return (0, Double(index)) }
        let leading = size.prefix { $0.isNumber || $0 == "." }
        if let number = Double(leading) { return (1, number) }
        return (2, 0)
    }
}
