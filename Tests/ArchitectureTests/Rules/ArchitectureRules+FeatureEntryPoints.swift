extension ArchitectureRules {
    /// Rule 9: outside its own package, a feature is reached only through its
    /// `<F>DependencyContainer` (its registration, flow and DiContainer). App, Shared and
    /// the root's executable never depend on or import a feature's Domain, Data,
    /// DataDomainInterface, Presentation or Testing — so a flow over a feature's
    /// `FlowStep`s, which live in its Presentation, can only be written in the feature.
    /// Tests and Tools are free to.
    var featureEntryPointViolations: [String] {
        var internalModules: [String: PackageFacts] = [:]
        for feature in facts.features {
            for target in feature.productionTargets where target.name != feature.layers.dependencyContainer {
                internalModules[target.name] = feature
            }
        }
        var violations: [String] = []
        for package in [facts.root] + facts.packages where [.app, .shared, .root].contains(package.group) {
            for target in package.productionTargets {
                for dependency in target.dependencies {
                    if let feature = internalModules[dependency.name] {
                        violations.append(
                            "\(package.displayName): \(target.name) depends on \(dependency.name); outside \(feature.path) "
                                + "only \(feature.layers.dependencyContainer) may be used"
                        )
                    }
                }
                for statement in target.imports {
                    if let feature = internalModules[statement.module] {
                        violations.append(
                            "\(statement.location): \(target.name) imports \(statement.module); outside \(feature.path) "
                                + "only \(feature.layers.dependencyContainer) may be imported"
                        )
                    }
                }
            }
        }
        return violations.sorted()
    }
}
