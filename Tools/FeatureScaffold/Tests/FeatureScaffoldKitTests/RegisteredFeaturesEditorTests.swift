import FeatureScaffoldKit
import Testing

@Suite("Registering a feature in the app's list")
struct RegisteredFeaturesEditorTests {
    static let list = """
        import ContactsDependencyContainer
        import FeatureKit
        import LanguagesDependencyContainer

        enum RegisteredFeatures {
            static var all: [any FeatureRegistration.Type] {
                [
                    ContactsFeature.self,
                    LanguagesFeature.self,
                ]
            }
        }

        """

    @Test("Given the app's list When a feature is added Then its import joins the imports in order and its type ends the list")
    func adds() throws {
        let edited = try RegisteredFeaturesEditor().adding(try FeatureName("Basket"), to: Self.list, path: "list.swift")

        #expect(
            edited == """
                import BasketDependencyContainer
                import ContactsDependencyContainer
                import FeatureKit
                import LanguagesDependencyContainer

                enum RegisteredFeatures {
                    static var all: [any FeatureRegistration.Type] {
                        [
                            ContactsFeature.self,
                            LanguagesFeature.self,
                            BasketFeature.self,
                        ]
                    }
                }

                """)
    }

    @Test("Given a list that holds the feature When it is added again Then it is refused")
    func refusesTwice() throws {
        let editor = RegisteredFeaturesEditor()
        let once = try editor.adding(try FeatureName.weather, to: Self.list, path: "list.swift")

        #expect(throws: ScaffoldError.alreadyRegistered("Weather")) {
            try editor.adding(try FeatureName.weather, to: once, path: "list.swift")
        }
    }

    @Test("Given a file without the list When a feature is added Then it is refused, naming the file")
    func noList() {
        #expect(throws: ScaffoldError.registrationListNotFound("list.swift")) {
            try RegisteredFeaturesEditor().adding(try FeatureName.weather, to: "enum Nothing {}\n", path: "list.swift")
        }
    }
}
