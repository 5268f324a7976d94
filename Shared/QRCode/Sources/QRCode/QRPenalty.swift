/// The penalty score by which the mask is chosen (ISO/IEC 18004, 7.8.3, Table 11); the
/// mask with the lowest score wins, the lower-numbered one on a tie.
enum QRPenalty {
    static func score(_ matrix: QRMatrix) -> Int {
        let size = matrix.size
        let rows = (0..<size).map { row in (0..<size).map { matrix.isDark(row: row, column: $0) } }
        let columns = (0..<size).map { column in (0..<size).map { matrix.isDark(row: $0, column: column) } }
        let lines = rows + columns
        return lines.map(runs).reduce(0, +) + blocks(rows) + lines.map(finderLikes).reduce(0, +) + balance(rows)
    }

    /// N1: 3 for each run of five modules of one colour in a row or column, 1 more for each
    /// module beyond five.
    static func runs(_ line: [Bool]) -> Int {
        var score = 0
        var length = 0
        for (index, module) in line.enumerated() {
            length = index > 0 && line[index - 1] == module ? length + 1 : 1
            if length == 5 { score += 3 } else if length > 5 { score += 1 }
        }
        return score
    }

    /// N2: 3 for each 2×2 block of one colour (blocks may overlap).
    static func blocks(_ rows: [[Bool]]) -> Int {
        var score = 0
        for row in 0..<max(rows.count - 1, 0) {
            for column in 0..<rows.count - 1 {
                let colour = rows[row][column]
                if rows[row][column + 1] == colour, rows[row + 1][column] == colour, rows[row + 1][column + 1] == colour {
                    score += 3
                }
            }
        }
        return score
    }

    /// N3: 40 for each 1:1:3:1:1 dark-light-dark-light-dark pattern in a row or column with
    /// four light modules before or after it (beyond the edge is the light quiet zone).
    static func finderLikes(_ line: [Bool]) -> Int {
        let pattern = [true, false, true, true, true, false, true]
        func isLight(_ index: Int) -> Bool { index < 0 || index >= line.count || !line[index] }
        var score = 0
        for start in 0...max(line.count - pattern.count, 0) where Array(line[start..<start + pattern.count]) == pattern {
            let lightBefore = (start - 4..<start).allSatisfy(isLight)
            let lightAfter = (start + 7..<start + 11).allSatisfy(isLight)
            if lightBefore || lightAfter { score += 40 }
        }
        return score
    }

    /// N4: 10 for each full 5 % by which the share of dark modules is off 50 %.
    static func balance(_ rows: [[Bool]]) -> Int {
        let total = rows.count * rows.count
        let dark = rows.reduce(0) { $0 + $1.filter { $0 }.count }
        guard total > 0 else { return 0 }
        return abs(dark * 20 - total * 10) / total * 10
    }
}
