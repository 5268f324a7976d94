import Foundation
import ProductListingTesting
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Ctrl-C while a catalog file is being imported at a terminal: the import stops, the session
/// goes on, and the catalog saved before is the one the next session browses.
@Suite("Ctrl-C during a catalog import")
struct CatalogImportInterruptTests {
    @Test(
        "Given the bundled catalog saved and a catalog file still arriving When Ctrl-C comes during its import Then it is cancelled, the session goes on and the catalog before stays"
    )
    func interruptKeepsCatalogBefore() async throws {
        let run = try AppRun(name: "import-interrupt")
        defer { run.remove() }
        let before = try await run.run(["--script", run.script(["products", "quit"]).path])
        #expect(before.standardOutput.contains("2,000 products"), "\(before.standardOutput.suffix(2_000))")

        // A file that gives 600 products and then nothing more until the test closes it.
        let pipe = try NamedPipe()
        defer { pipe.remove() }
        pipe.writeInBackground(ProductCatalogFixture.numbered(600).map { $0 + "\n" }.joined())
        let terminal = try PseudoTerminal()
        defer { terminal.close() }
        let app = try InteractiveApp(
            app: run.app, arguments: ["--products-file", pipe.url.path], environment: run.environment(["TERM": "xterm"]),
            terminal: terminal)
        await app.waitForOutput(containing: "home › ")
        app.send("products")
        await app.waitForOutput(containing: "Setting up the catalog… 500 products")

        app.kill(SIGINT)

        await app.waitForOutput(containing: "cancelled")
        // The listing's screen stays, its load cancelled, as with any screen's first load.
        app.send("where")
        await app.waitForOutput(containing: "Home › Products")
        app.send("quit")
        #expect(await app.waitForExit() == 0)
        pipe.closeWriter()
        let after = try await run.run(["--script", run.script(["products", "quit"], named: "after.txt").path])
        #expect(after.standardOutput.contains("2,000 products"), "\(after.standardOutput.suffix(2_000))")
        #expect(!after.standardOutput.contains("Product 001"))
    }
}
