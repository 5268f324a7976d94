import AccountDependencyContainer
import ContactsDependencyContainer
import FeatureKit
import LanguagesDependencyContainer
import ProductListingDependencyContainer
import ToolsDependencyContainer

/// The features this app is made of, in the order the home screen lists them.
/// Adding a feature to the app is one line here (with its import); everything
/// else — its command, home entry, options, tables and flow — comes from its
/// registration.
enum RegisteredFeatures {
    static var all: [any FeatureRegistration.Type] {
        [
            ContactsFeature.self,
            LanguagesFeature.self,
            ProductListingFeature.self,
            ToolsFeature.self,
            AccountFeature.self,
        ]
    }
}
