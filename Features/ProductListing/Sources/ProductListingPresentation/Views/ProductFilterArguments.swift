import Foundation
import ProductListingDomain

/// Reads the words after `filter`: `clear`, or `name=value` pairs (brand,
/// colour or color, size, price) whose values are split at commas. A word
/// without `=` continues the value before it (`brand=cafe creme`); a name
/// with no value removes that filter; prices read `20-50`, `20-` or `-50`.
enum ProductFilterArguments {
    enum Problem: Error, Equatable {
        case usage
        case unknownFilter(String)
        case price
    }

    static func changes(_ words: [String]) -> Result<[ProductListingFilterChangeDomainModel], Problem> {
        if words.count == 1, words[0].lowercased() == "clear" { return .success([.clearAll]) }
        var pairs: [(name: String, value: String)] = []
        for word in words {
            if let equals = word.firstIndex(of: "=") {
                pairs.append((String(word[..<equals]), String(word[word.index(after: equals)...])))
            } else if let last = pairs.indices.last {
                pairs[last].value += " " + word
            } else {
                return .failure(.usage)
            }
        }
        guard !pairs.isEmpty else { return .failure(.usage) }
        var changes: [ProductListingFilterChangeDomainModel] = []
        for pair in pairs {
            switch change(name: pair.name, value: pair.value) {
            case .success(let change): changes.append(change)
            case .failure(let problem): return .failure(problem)
            }
        }
        return .success(changes)
    }

    private static func change(name: String, value: String) -> Result<ProductListingFilterChangeDomainModel, Problem> {
        let values = value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        switch name.lowercased() {
        case "brand", "brands": return .success(.values(.brand, names: values))
        case "colour", "colours", "color", "colors": return .success(.values(.colour, names: values))
        case "size", "sizes": return .success(.values(.size, names: values))
        case "price": return price(value)
        default: return .failure(.unknownFilter(name))
        }
    }

    /// `20-50`, `20-`, `-50` (currency signs and spaces ignored); nothing removes the price
    /// filter. Anything else (letters such as `1e308`, a second dot, an amount of more than
    /// ``maximumWholeDigits`` digits before the point) is refused rather than guessed at.
    private static func price(_ text: String) -> Result<ProductListingFilterChangeDomainModel, Problem> {
        guard
            text.allSatisfy({ ($0.isASCII && ($0.isNumber || $0 == "." || $0 == "-")) || $0.isWhitespace || $0.isCurrencySymbol })
        else {
            return .failure(.price)
        }
        let kept = text.filter { $0.isASCII && ($0.isNumber || $0 == "." || $0 == "-") }
        guard !kept.isEmpty else {
            return text.trimmingCharacters(in: .whitespaces).isEmpty
                ? .success(.price(minimum: nil, maximum: nil)) : .failure(.price)
        }
        let parts = kept.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, !(parts[0].isEmpty && parts[1].isEmpty) else { return .failure(.price) }
        guard parts.allSatisfy(isAmountOrEmpty) else { return .failure(.price) }
        let bounds = parts.map { $0.isEmpty ? nil : Decimal(string: String($0), locale: Locale(identifier: "en_US_POSIX")) }
        if (!parts[0].isEmpty && bounds[0] == nil) || (!parts[1].isEmpty && bounds[1] == nil) { return .failure(.price) }
        return .success(.price(minimum: bounds[0], maximum: bounds[1]))
    }

    /// The most digits a price may have before its decimal point: a trillion is far above
    /// any price, and far below where minor units would stop fitting an `Int`.
    static let maximumWholeDigits = 12

    /// Digits with at most one point, and not too many before it (`12`, `12.5`, `.5`).
    private static func isAmountOrEmpty(_ part: Substring) -> Bool {
        let pieces = part.split(separator: ".", omittingEmptySubsequences: false)
        guard pieces.count <= 2, let whole = pieces.first else { return false }
        return whole.count <= maximumWholeDigits
    }
}
