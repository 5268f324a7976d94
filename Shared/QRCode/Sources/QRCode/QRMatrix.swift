/// A square of modules under construction: each dark or light, and each either part of a
/// function pattern (finder, timing, alignment, format and version information) or free
/// for data.
struct QRMatrix {
    let size: Int
    private(set) var dark: [Bool]
    private(set) var function: [Bool]

    init(size: Int) {
        self.size = size
        dark = [Bool](repeating: false, count: size * size)
        function = [Bool](repeating: false, count: size * size)
    }

    func isDark(row: Int, column: Int) -> Bool { dark[row * size + column] }

    func isFunction(row: Int, column: Int) -> Bool { function[row * size + column] }

    /// Sets a function pattern module.
    mutating func setFunction(row: Int, column: Int, dark value: Bool) {
        dark[row * size + column] = value
        function[row * size + column] = true
    }

    /// Sets a data module.
    mutating func setData(row: Int, column: Int, dark value: Bool) {
        dark[row * size + column] = value
    }

    mutating func flip(row: Int, column: Int) {
        dark[row * size + column].toggle()
    }
}
