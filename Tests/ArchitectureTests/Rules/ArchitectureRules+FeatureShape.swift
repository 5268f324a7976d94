extension ArchitectureRules {
    /// Rule 1: every folder under `Features/` is a package declaring the five layer targets
    /// `<F>Domain`, `<F>Data`, `<F>DataDomainInterface`, `<F>Presentation`, `<F>DependencyContainer`
    /// (each with Swift sources), and has a README.md.
    var featureShapeViolations: [String] {
        var violations = facts.featureFoldersWithoutManifest.map {
            "\($0): has no Package.swift; every folder under Features/ must be a feature package"
        }
        for feature in facts.features {
            for name in feature.layers.all {
                guard let target = feature.target(named: name) else {
                    violations.append("\(feature.path): Package.swift declares no target named \(name)")
                    continue
                }
                if target.kind != .regular {
                    violations.append("\(feature.path): \(name) is a \(target.kind) target; it must be a regular library target")
                }
                if !target.sourceFolderExists {
                    violations.append("\(feature.path): the sources folder of \(name), \(target.sourcePath), does not exist")
                } else if target.swiftFileCount == 0 {
                    violations.append(
                        "\(feature.path): the sources folder of \(name), \(target.sourcePath), holds no Swift files")
                }
            }
            if !feature.hasReadme {
                violations.append("\(feature.path): README.md is missing")
            }
        }
        return violations.sorted()
    }
}
