/// One `import` declaration found in a Swift file.
struct ImportStatement: Hashable, Sendable, CustomStringConvertible {
    /// The top-level module: `GRDB` for `import GRDB` as well as for `import struct GRDB.Row`.
    let module: String
    /// The file, relative to the repository root once facts are gathered.
    let file: String
    let line: Int

    var location: String { "\(file):\(line)" }

    var description: String { "\(location) imports \(module)" }
}
