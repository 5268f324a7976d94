import ReplKit
import Testing

@Suite("Given a grid of text cells")
struct TextGridTests {
    @Test("When the terminal has 80 columns and cells want 24 Then three cells fit a row, 24 columns each")
    func threeCellsAtEighty() {
        let grid = TextGrid(columns: 80, minimumCellWidth: 24)

        #expect(grid.cellsPerRow == 3)
        #expect(grid.cellWidth == 24)
    }

    @Test("When the terminal is narrower than one cell Then a row still holds one cell, as wide as there is room")
    func oneCellWhenNarrow() {
        let grid = TextGrid(columns: 20, minimumCellWidth: 24)

        #expect(grid.cellsPerRow == 1)
        #expect(grid.cellWidth == 18)
    }

    @Test("When cells of different heights share a row Then the row is as tall as the tallest and columns line up")
    func rowsLineUp() {
        let grid = TextGrid(columns: 20, minimumCellWidth: 8)

        let lines = grid.lines([["a", "b"], ["c"], ["d"]])

        #expect(grid.cellsPerRow == 2)
        #expect(lines == ["  a         c", "  b", "  d"])
    }

    @Test("When a cell holds wide characters Then the next cell starts at the same column as in other rows")
    func wideCharactersPadded() {
        let grid = TextGrid(columns: 20, minimumCellWidth: 8)

        let lines = grid.lines([["東京"], ["x"], ["ab"], ["y"]])

        #expect(lines == ["  東京      x", "  ab        y"])
    }

    @Test("When there are no cells Then there are no lines")
    func noCells() {
        #expect(TextGrid(columns: 80, minimumCellWidth: 24).lines([]).isEmpty)
    }
}
