import FeatureScaffoldKit
import Foundation
import Testing

/// The whole promise, on a copy of the repository: after `scaffold-feature Weather`, and a
/// screen (`Forecast`) and a use case (`ArchiveItem`) added to it, the files pass the lint
/// step, the app builds with the feature on its home screen, and the feature's own tests —
/// the new screen's and use case's included — pass.
/// Slow (a fresh build in the copy); every wait is a generous upper bound.
@Suite("A scaffolded feature builds, tests and runs", .serialized)
struct GeneratedFeatureBuildsTests {
    @Test(
        "Given a copy of the repository When Weather is scaffolded Then the app builds, Weather's tests pass and the app opens it from home"
    )
    func scaffoldedFeatureWorks() throws {
        let copy = try RepositoryCopy.make()
        defer { copy.remove() }
        let scaffold = FeatureScaffold(repositoryRoot: copy.root, templates: try FeatureTemplates.bundled())
        let feature = try scaffold.generate(try scaffold.name("Weather"))
        let parts = FeaturePartScaffold(repositoryRoot: copy.root)
        let screen = try parts.addScreen(try PartName("Forecast"), to: "Weather")
        let useCase = try parts.addUseCase(try PartName("ArchiveItem"), to: "Weather")
        let written = feature + screen + useCase
        #expect(GeneratedSourceFormatter(repositoryRoot: copy.root).format(written) == nil)
        let lint = try CommandRun.run(
            ["swift", "format", "lint", "--strict"] + written.filter { $0.hasSuffix(".swift") }, in: copy.root)
        #expect(lint.status == 0, "the scaffolded files do not pass CI's lint:\n\(lint.tail)")
        // The copy's pins are the checkout's: build those versions, do not resolve again.
        let pinned = copy.hasResolvedPackages ? ["--disable-automatic-resolution"] : []

        let build = try CommandRun.run(["swift", "build", "--product", "app"] + pinned, in: copy.root)
        try #require(build.status == 0 && !build.timedOut, "swift build --product app failed:\n\(build.tail)")

        let app = copy.root.appendingPathComponent(".build/debug/app").path
        let session = try CommandRun.run(
            [app, "--in-memory"], in: copy.root, input: "home\nweather\nquit\n", timeLimit: .seconds(300))
        #expect(session.status == 0, "the app failed:\n\(session.tail)")
        #expect(
            session.output.contains(". Weather [weather] — browse the sample items"), "home lacks Weather:\n\(session.output)")
        #expect(
            session.output.contains("  1. Alpha\n  2. Beta\n  3. Gamma\n3 items\n"), "Weather's list is wrong:\n\(session.output)"
        )

        // In the app build's scratch folder: GRDB and the Shared packages the app build compiled
        // are not compiled again (SwiftPM reuses a module built with the same sources and flags).
        let tests = try CommandRun.run(
            ["swift", "test", "--package-path", "Features/Weather", "--scratch-path", ".build"], in: copy.root)
        #expect(tests.status == 0 && !tests.timedOut, "swift test --package-path Features/Weather failed:\n\(tests.tail)")
        #expect(
            tests.output.contains("Given the Forecast screen When it appears"), "the screen's test did not run:\n\(tests.tail)")
        #expect(tests.output.contains("When the person does ArchiveItem"), "the use case's test did not run:\n\(tests.tail)")
    }
}
