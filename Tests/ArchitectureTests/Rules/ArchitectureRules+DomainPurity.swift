extension ArchitectureRules {
    /// Rule 3: `<F>Domain` is plain Swift. Its manifest dependencies are Shared foundation
    /// modules only (not Persistence/Networking, not TestSupport), and its sources import only
    /// Foundation-level system modules and those Shared modules.
    var domainPurityViolations: [String] {
        let sharedModules = sharedFoundationModules
        let allowedImports = sharedModules.union(Self.domainSystemModules)
        let allowedImportsText =
            (Self.domainSystemModules.subtracting(["Swift", "_Concurrency", "_StringProcessing"]).sorted()
            + ["Shared foundation modules"]).joined(separator: ", ")
        let sharedModulesText = sharedModules.isEmpty ? "none" : sharedModules.sorted().joined(separator: ", ")

        var violations: [String] = []
        for feature in facts.features {
            guard let domain = feature.target(named: feature.layers.domain) else { continue }
            for dependency in domain.dependencies where !sharedModules.contains(dependency.name) {
                violations.append(
                    "\(feature.path): \(domain.name) depends on \(dependency); a Domain may depend only on "
                        + "Shared foundation modules (\(sharedModulesText))"
                )
            }
            for statement in domain.imports where !allowedImports.contains(statement.module) {
                violations.append(
                    "\(statement.location): \(domain.name) imports \(statement.module); a Domain may import only "
                        + allowedImportsText
                )
            }
        }
        return violations.sorted()
    }
}
