import SystemKit
import Testing

/// The string catalogs read their tables from the resource folders beside the executable,
/// named as the package manager names them; a wrong name would still work through the
/// module's bundle, only slower, so the names are checked here.
@Suite("Given the app's string catalogs")
struct StringResourcesBesideExecutableTests {
    @Test(
        "When the resource folder each names is looked for beside the executable Then it is there",
        arguments: [
            "App_AppComposition", "Contacts_ContactsPresentation", "Languages_LanguagesPresentation",
            "ProductListing_ProductListingPresentation", "Tools_ToolsPresentation", "FeatureKit_FeatureHost", "ReplHost_ReplKit",
            "ReplHost_ReplHost",
        ])
    func resourceFolderIsBesideTheExecutable(name: String) {
        #expect(ExecutableFolder.resources(named: name) != nil)
    }
}
