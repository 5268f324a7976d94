extension ArchitectureRules {
    /// Rule 2: features never depend on each other — no feature package depends by path on
    /// another feature package, and no target of a feature (tests included) depends on or
    /// imports a module of another feature.
    var featureIsolationViolations: [String] {
        let owners = featureOwningEachModule
        var violations: [String] = []
        for feature in facts.features {
            for dependency in feature.localDependencyPaths {
                let components = dependency.split(separator: "/")
                guard components.count >= 2, components[0] == RepositoryLayout.featuresFolder else { continue }
                let dependedFeature = "\(components[0])/\(components[1])"
                if dependedFeature != feature.path {
                    violations.append(
                        "\(feature.path): Package.swift depends on the feature package \(dependency); "
                            + "features never depend on each other, what they share belongs in Shared/"
                    )
                }
            }
            for target in feature.targets {
                for dependency in target.dependencies {
                    if let owner = owners[dependency.name], owner != feature.path {
                        violations.append(
                            "\(feature.path): \(target.name) depends on \(dependency.name), a module of \(owner); "
                                + "features never depend on each other"
                        )
                    }
                }
                for statement in target.imports {
                    if let owner = owners[statement.module], owner != feature.path {
                        violations.append(
                            "\(statement.location): \(target.name) imports \(statement.module), a module of \(owner); "
                                + "features never depend on each other"
                        )
                    }
                }
            }
        }
        return violations.sorted()
    }

    /// Module (target) name → path of the feature package that declares it.
    private var featureOwningEachModule: [String: String] {
        var owners: [String: String] = [:]
        for feature in facts.features {
            for target in feature.targets {
                owners[target.name] = feature.path
            }
        }
        return owners
    }
}
