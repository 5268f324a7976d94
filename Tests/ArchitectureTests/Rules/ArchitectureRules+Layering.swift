extension ArchitectureRules {
    /// Rule 4: Presentation never sees Data (neither `<F>Data` nor `<F>DataDomainInterface`),
    /// and Domain sees neither Data nor Presentation.
    var presentationAndDomainLayeringViolations: [String] {
        let presentation = layerViolations(
            of: \.presentation,
            mustNotSee: [\.data, \.dataDomainInterface],
            because: "Presentation never sees Data"
        )
        let domain = layerViolations(
            of: \.domain,
            mustNotSee: [\.data, \.dataDomainInterface, \.presentation, \.dependencyContainer],
            because: "Domain sees neither Data nor Presentation"
        )
        return (presentation + domain).sorted()
    }

    /// Rule 5: `<F>Data` never depends on or imports `<F>Domain` (nor the layers built on it).
    var dataLayeringViolations: [String] {
        layerViolations(
            of: \.data,
            mustNotSee: [\.domain, \.dataDomainInterface, \.presentation, \.dependencyContainer],
            because: "Data never depends on Domain or the layers built on it"
        ).sorted()
    }

    /// For every feature: the dependencies and imports of one layer target that name a forbidden layer.
    private func layerViolations(
        of layer: KeyPath<FeatureLayers, String>,
        mustNotSee forbiddenLayers: [KeyPath<FeatureLayers, String>],
        because reason: String
    ) -> [String] {
        var violations: [String] = []
        for feature in facts.features {
            guard let target = feature.target(named: feature.layers[keyPath: layer]) else { continue }
            let forbidden = Set(forbiddenLayers.map { feature.layers[keyPath: $0] })
            for dependency in target.dependencies where forbidden.contains(dependency.name) {
                violations.append("\(feature.path): \(target.name) depends on \(dependency.name); \(reason)")
            }
            for statement in target.imports where forbidden.contains(statement.module) {
                violations.append("\(statement.location): \(target.name) imports \(statement.module); \(reason)")
            }
        }
        return violations
    }
}
