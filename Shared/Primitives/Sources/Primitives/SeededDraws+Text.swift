extension SeededDraws {
    /// `count` lowercase hexadecimal digits.
    public mutating func hex(_ count: Int) -> String {
        characters(count, from: "0123456789abcdef")
    }

    /// `count` characters drawn from `alphabet`, which must not be empty.
    public mutating func characters(_ count: Int, from alphabet: String) -> String {
        let characters = Array(alphabet)
        return String((0..<count).map { _ in pick(characters) })
    }

    /// `pattern` filled in: `#` a digit, `N` a digit from 1 to 9, `A` an uppercase letter
    /// A–Z; any other character stands for itself.
    public mutating func fill(_ pattern: String) -> String {
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
