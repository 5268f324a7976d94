extension ArchitectureRules {
    /// The one App file that names the features: the list of them.
    static let featureListFileName = "RegisteredFeatures.swift"

    /// Rule 12: App names features in one file only, its list of registered features. No
    /// other App file imports a feature's DependencyContainer: what one feature hands to
    /// another goes through `Shared/FeatureContracts` and the host's router, never through
    /// App code that knows both features (no downcasts, no closures set after construction).
    var handOverViolations: [String] {
        let containers = Set(facts.features.map(\.layers.dependencyContainer))
        var violations: [String] = []
        for package in facts.packages(in: .app) {
            for target in package.productionTargets {
                for statement in target.imports
                where containers.contains(statement.module) && !statement.file.hasSuffix("/" + Self.featureListFileName) {
                    violations.append(
                        "\(statement.location): \(target.name) imports \(statement.module); only "
                            + "\(Self.featureListFileName) names features in App — hand-overs go through FeatureContracts"
                    )
                }
            }
        }
        return violations.sorted()
    }
}
