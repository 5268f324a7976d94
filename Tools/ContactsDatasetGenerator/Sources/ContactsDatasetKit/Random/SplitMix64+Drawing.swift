import Primitives

extension SplitMix64 {
    /// A number in `0..<bound` by Lemire's multiply-shift; 0 when `bound` is not positive.
    mutating func below(_ bound: Int) -> Int {
        guard bound > 0 else { return 0 }
        return Int(next().multipliedFullWidth(by: UInt64(bound)).high)
    }

    /// A number in `range`.
    mutating func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + below(range.upperBound - range.lowerBound + 1)
    }

    /// `true` with probability `numerator / denominator`.
    mutating func chance(_ numerator: Int, in denominator: Int) -> Bool {
        below(denominator) < numerator
    }

    /// One element of a non-empty array.
    mutating func pick<Element>(_ elements: [Element]) -> Element {
        elements[below(elements.count)]
    }

    /// `count` lowercase hexadecimal digits.
    mutating func hex(_ count: Int) -> String {
        let digits = Array("0123456789abcdef")
        return String((0..<count).map { _ in digits[below(16)] })
    }

    /// `count` characters drawn from `alphabet`.
    mutating func characters(_ count: Int, from alphabet: String) -> String {
        let characters = Array(alphabet)
        return String((0..<count).map { _ in characters[below(characters.count)] })
    }

    /// Fills a pattern: `#` a digit, `N` a digit from 1 to 9, `A` an
    /// uppercase letter A–Z; any other character stands for itself.
    mutating func fill(_ pattern: String) -> String {
        var result = ""
        for character in pattern {
            switch character {
            case "#": result += String(below(10))
            case "N": result += String(int(in: 1...9))
            case "A": result += characters(1, from: "ABCDEFGHIJKLMNOPQRSTUVWXYZ")
            default: result.append(character)
            }
        }
        return result
    }
}
