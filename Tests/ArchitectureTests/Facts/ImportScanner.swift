import Foundation

/// Finds the `import` declarations in Swift source.
///
/// It understands the forms Swift allows — attributes (`@testable`, `@_exported`,
/// `@preconcurrency`, `@_spi(X)`, `@_implementationOnly`), access levels (`public import X`),
/// and scoped imports (`import struct X.Y`) — and ignores text in comments and string
/// literals, so `// import GRDB` or `"import GRDB"` are not imports. `#if canImport(X)`
/// is a condition, not an import, and is ignored too.
struct ImportScanner: Sendable {
    private static let accessLevels: Set<String> = ["public", "package", "internal", "fileprivate", "private", "open"]
    private static let importKinds: Set<String> = ["typealias", "struct", "class", "enum", "protocol", "let", "var", "func"]

    /// The imports of every `.swift` file under `directory` (searched recursively), in path order.
    func imports(inSwiftFilesUnder directory: URL) throws -> [ImportStatement] {
        try Self.swiftFiles(under: directory).flatMap { file in
            let text = try String(contentsOf: file, encoding: .utf8)
            return imports(inSource: text).map {
                ImportStatement(module: $0.module, file: file.path, line: $0.line)
            }
        }
    }

    /// The imported modules of one file's text, with 1-based line numbers.
    func imports(inSource text: String) -> [(module: String, line: Int)] {
        var stripper = CodeStripper()
        var found: [(module: String, line: Int)] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let code = stripper.code(in: line)
            for statement in code.split(separator: ";") {
                if let module = Self.importedModule(in: statement) {
                    found.append((module, index + 1))
                }
            }
        }
        return found
    }

    static func swiftFiles(under directory: URL) throws -> [URL] {
        guard
            let enumerator = FileManager.default.enumerator(
                at: directory,
                includingPropertiesForKeys: [.isRegularFileKey],
                options: [.skipsHiddenFiles]
            )
        else { return [] }
        var files: [URL] = []
        for case let file as URL in enumerator where file.pathExtension == "swift" {
            if try file.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true {
                files.append(file)
            }
        }
        return files.sorted { $0.path < $1.path }
    }

    /// The top-level module of an import declaration, or nil when `statement` is not one.
    private static func importedModule(in statement: Substring) -> String? {
        var tokens = ArraySlice(attributeAwareTokens(of: statement))
        while let first = tokens.first, first.hasPrefix("@") {
            tokens = tokens.dropFirst()
        }
        if let first = tokens.first, accessLevels.contains(first) {
            tokens = tokens.dropFirst()
        }
        guard tokens.first == "import" else { return nil }
        tokens = tokens.dropFirst()
        if let first = tokens.first, importKinds.contains(first) {
            tokens = tokens.dropFirst()
        }
        guard tokens.count == 1, let path = tokens.first else { return nil }
        let module = String(path.split(separator: ".", maxSplits: 1).first ?? "")
            .trimmingCharacters(in: CharacterSet(charactersIn: "`"))
        return isIdentifier(module) ? module : nil
    }

    /// Whitespace-separated tokens, keeping an attribute with arguments (`@_spi(Some Name)`) as one token.
    private static func attributeAwareTokens(of statement: Substring) -> [String] {
        var tokens: [String] = []
        var current = ""
        var parenthesisDepth = 0
        for character in statement {
            if character == "(" { parenthesisDepth += 1 }
            if character == ")" { parenthesisDepth = max(0, parenthesisDepth - 1) }
            if character.isWhitespace && parenthesisDepth == 0 {
                if !current.isEmpty { tokens.append(current) }
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { tokens.append(current) }
        return tokens
    }

    private static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first,
            first == "_" || CharacterSet.letters.contains(first)
        else { return false }
        return text.unicodeScalars.allSatisfy { $0 == "_" || CharacterSet.alphanumerics.contains($0) }
    }
}
