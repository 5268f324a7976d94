import FeatureKit
import Testing

@testable import AppComposition

/// Every feature package under `Features/` is one the app registers (its registration in
/// `RegisteredFeatures`), read from the folders, so a new feature left out of the app fails here.
@Suite("Given the feature folders of the repository and the app's registered features")
struct FeatureRegistrationTests {
    @Test("When both are compared Then every folder under Features has its registration in the app")
    func everyFeatureFolderIsRegistered() throws {
        let folders = try RepositoryFeatureFolders.names()
        let registered = Set(RegisteredFeatures.all.compactMap(Self.featureFolder(of:)))

        #expect(!folders.isEmpty, "no feature folder found under \(RepositoryFeatureFolders.featuresFolder().path)")
        for folder in folders where !registered.contains(folder) {
            Issue.record(
                """
                Features/\(folder) is not registered in the app: add its registration (from \(folder)DependencyContainer) \
                to App/Sources/AppComposition/Features/RegisteredFeatures.swift, and "\(folder)" to the features list \
                of App/Package.swift
                """)
        }
    }

    @Test("When both are compared Then every registered feature comes from a folder under Features")
    func everyRegisteredFeatureHasAFolder() throws {
        let folders = Set(try RepositoryFeatureFolders.names())
        for feature in RegisteredFeatures.all {
            let folder = Self.featureFolder(of: feature)
            #expect(folder.map(folders.contains) == true, "\(String(reflecting: feature)) is from no folder under Features")
        }
    }

    @Test("When the registered features are named by their folders Then no folder is registered twice")
    func noFeatureRegisteredTwice() {
        let folders = RegisteredFeatures.all.compactMap(Self.featureFolder(of:))
        #expect(folders.count == Set(folders).count, "\(folders)")
    }

    /// The folder a registration comes from, by its module: `ContactsDependencyContainer.ContactsFeature` → `Contacts`.
    static func featureFolder(of feature: any FeatureRegistration.Type) -> String? {
        let module = String(reflecting: feature).split(separator: ".").first.map(String.init) ?? ""
        let suffix = "DependencyContainer"
        guard module.hasSuffix(suffix), module.count > suffix.count else { return nil }
        return String(module.dropLast(suffix.count))
    }
}
