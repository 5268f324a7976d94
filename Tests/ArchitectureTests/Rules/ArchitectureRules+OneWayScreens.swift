extension ArchitectureRules {
    /// Rule 13: a screen's output goes one way. A View (a `…View.swift` file in a feature's or
    /// App's code) reads its ViewModel's observable state and calls its inputs; it never sets
    /// anything on it — no closures handed to the ViewModel, no state written from the View.
    /// The session observes what each drawn View read and draws it again when it changes.
    var oneWayScreenViolations: [String] {
        var violations: [String] = []
        for package in facts.features + facts.packages(in: .app) {
            for target in package.productionTargets {
                for location in target.viewModelWrites {
                    violations.append(
                        "\(location): \(target.name) sets something on its ViewModel; a View only reads "
                            + "the ViewModel's state and calls its inputs"
                    )
                }
            }
        }
        return violations.sorted()
    }
}
