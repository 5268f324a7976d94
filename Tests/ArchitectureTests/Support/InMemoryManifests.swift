import Foundation

/// Manifests given directly, keyed by the package's repo-relative path (`.` for the root),
/// for fixture repositories whose `Package.swift` files are only placeholders.
struct InMemoryManifests: ManifestProviding {
    var byPackagePath: [String: PackageManifest]

    func manifest(ofPackageAt directory: URL, relativePath: String) throws -> PackageManifest {
        guard let manifest = byPackagePath[relativePath] else {
            throw ArchitectureTestError.manifestMissing(packagePath: relativePath)
        }
        return manifest
    }
}
