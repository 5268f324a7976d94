extension ArchitectureRules {
    /// Rule 10: every feature package is listed in the root and App manifests (their
    /// `features` lists), so its tests run at the root and the app can register it.
    var featureListingViolations: [String] {
        let listers = [facts.root] + facts.packages(in: .app)
        var violations: [String] = []
        for feature in facts.features {
            for package in listers where !package.localDependencyPaths.contains(feature.path) {
                let manifest = package.path == "." ? "Package.swift" : "\(package.path)/Package.swift"
                violations.append(
                    "\(manifest) does not depend on \(feature.path); add \"\(feature.folderName)\" to its features list"
                )
            }
        }
        return violations.sorted()
    }
}
