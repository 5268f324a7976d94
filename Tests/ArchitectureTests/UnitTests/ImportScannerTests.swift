import Testing

@Suite("Given Swift source When the import scanner reads it")
struct ImportScannerTests {
    private let scanner = ImportScanner()

    private func modules(_ source: String) -> [String] {
        scanner.imports(inSource: source).map(\.module)
    }

    @Test("Given plain imports When scanned Then each module is found with its line")
    func plainImports() {
        let found = scanner.imports(inSource: "import Foundation\n\nimport GRDB\n")

        #expect(found.map(\.module) == ["Foundation", "GRDB"])
        #expect(found.map(\.line) == [1, 3])
    }

    @Test("Given imports with attributes When scanned Then the modules are found")
    func attributedImports() {
        let source = """
            @testable import LanguagesData
            @_exported import GRDB
            @preconcurrency import Dispatch
            @_spi(Internal) @testable import Persistence
            @_implementationOnly import SQLite3
            """

        #expect(modules(source) == ["LanguagesData", "GRDB", "Dispatch", "Persistence", "SQLite3"])
    }

    @Test("Given imports with access levels When scanned Then the modules are found")
    func accessLevelImports() {
        let source = "public import NIOCore\ninternal import Foundation\npackage import Hummingbird\n"

        #expect(modules(source) == ["NIOCore", "Foundation", "Hummingbird"])
    }

    @Test("Given scoped imports of a declaration When scanned Then the top-level module is found")
    func scopedImports() {
        let source =
            "import struct GRDB.Row\nimport func Glibc.exit\npublic import class NIOPosix.MultiThreadedEventLoopGroup\nimport os.log\n"

        #expect(modules(source) == ["GRDB", "Glibc", "NIOPosix", "os"])
    }

    @Test("Given several imports on one line When scanned Then each is found")
    func importsSeparatedBySemicolons() {
        #expect(modules("import Foundation; import GRDB") == ["Foundation", "GRDB"])
    }

    @Test("Given imports inside comments When scanned Then none is found")
    func commentsAreIgnored() {
        let source = """
            // import GRDB
            /* import NIOCore
               import Hummingbird */
            /* outer /* nested */ import GraphQL */
            import Foundation // import AsyncHTTPClient
            """

        #expect(modules(source) == ["Foundation"])
    }

    @Test("Given import text inside string literals When scanned Then none is found")
    func stringsAreIgnored() {
        let source = "let line = \"import GRDB\"\nlet text = \"\"\"\nimport NIOCore\n\"\"\"\nimport Foundation\n"

        #expect(modules(source) == ["Foundation"])
    }

    @Test("Given conditional compilation on a module When scanned Then the condition is not an import but its body is")
    func canImportIsNotAnImport() {
        let source = "#if canImport(FoundationNetworking)\nimport FoundationNetworking\n#endif\n"

        #expect(modules(source) == ["FoundationNetworking"])
    }

    @Test("Given identifiers that merely start with import When scanned Then they are not imports")
    func lookalikesAreIgnored() {
        let source = "let importer = Importer()\nimportData()\nfunc `import`() {}\n"

        #expect(modules(source).isEmpty)
    }
}
