import FeatureScaffoldKit
import Testing

@Suite("Adding a feature to a manifest's feature list")
struct ManifestFeatureListEditorTests {
    static let manifest = """
        import PackageDescription

        let features = [
            "Contacts",
            "Languages",
        ]

        let package = Package(name: "Fixture")

        """

    @Test("Given a manifest's list When a feature is added Then its name ends the list")
    func adds() throws {
        let edited = try ManifestFeatureListEditor().adding(try FeatureName("Basket"), to: Self.manifest, path: "Package.swift")

        #expect(
            edited == """
                import PackageDescription

                let features = [
                    "Contacts",
                    "Languages",
                    "Basket",
                ]

                let package = Package(name: "Fixture")

                """)
    }

    @Test("Given a list that names the feature When it is added again Then it is refused")
    func refusesTwice() throws {
        let editor = ManifestFeatureListEditor()
        let once = try editor.adding(try FeatureName.weather, to: Self.manifest, path: "Package.swift")

        #expect(throws: ScaffoldError.alreadyRegistered("Weather")) {
            try editor.adding(try FeatureName.weather, to: once, path: "Package.swift")
        }
    }

    @Test("Given a manifest without the list When a feature is added Then it is refused, naming the file")
    func noList() {
        #expect(throws: ScaffoldError.featureListNotFound("App/Package.swift")) {
            try ManifestFeatureListEditor().adding(try FeatureName.weather, to: "let package = 1\n", path: "App/Package.swift")
        }
    }
}
