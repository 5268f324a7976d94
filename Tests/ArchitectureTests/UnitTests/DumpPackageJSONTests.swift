import Foundation
import Testing

@Suite("Given dump-package JSON When it is decoded")
struct DumpPackageJSONTests {
    private let json = """
        {
          "name": "Sample",
          "dependencies": [
            {"fileSystem": [{"identity": "localization", "path": "/repo/Shared/Localization", "productFilter": null}]},
            {"sourceControl": [{"identity": "grdb.swift", "location": {"remote": [{"urlString": "https://github.com/groue/GRDB.swift"}]}}]}
          ],
          "targets": [
            {
              "name": "SampleData", "type": "regular", "path": null,
              "dependencies": [
                {"byName": ["Localization", null]},
                {"target": ["SampleModels", null]},
                {"product": ["GRDB", "GRDB.swift", null, null]}
              ]
            },
            {"name": "SampleDataTests", "type": "test", "path": "Tests/SampleDataTests", "dependencies": []}
          ]
        }
        """

    @Test("Given the three kinds of target dependency When decoded Then each keeps its kind, name and package")
    func dependencyKindsAreKept() throws {
        let manifest = try DumpPackageJSON.decode(Data(json.utf8)).manifest

        #expect(
            manifest.target(named: "SampleData")?.dependencies == [
                .byName("Localization"),
                .target("SampleModels"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ])
    }

    @Test("Given targets with and without a path When decoded Then the type and the explicit path are kept")
    func typesAndPathsAreKept() throws {
        let manifest = try DumpPackageJSON.decode(Data(json.utf8)).manifest

        #expect(manifest.target(named: "SampleData")?.kind == .regular)
        #expect(manifest.target(named: "SampleData")?.path == nil)
        #expect(manifest.target(named: "SampleDataTests")?.kind == .test)
        #expect(manifest.target(named: "SampleDataTests")?.path == "Tests/SampleDataTests")
    }

    @Test("Given path and source-control package dependencies When decoded Then only the path dependencies are kept")
    func onlyFileSystemDependenciesAreKept() throws {
        let manifest = try DumpPackageJSON.decode(Data(json.utf8)).manifest

        #expect(manifest.fileSystemDependencies == ["/repo/Shared/Localization"])
    }
}
