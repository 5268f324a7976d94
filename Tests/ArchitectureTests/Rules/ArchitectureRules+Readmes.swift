extension ArchitectureRules {
    /// Rule 8: the root package and every package under `Features/`, `Shared/`, `App/` and
    /// `Tools/` has a README.md.
    var readmeViolations: [String] {
        ([facts.root] + facts.packages)
            .filter { !$0.hasReadme }
            .map { "\($0.path == "." ? "the repository root" : $0.path): README.md is missing" }
            .sorted()
    }
}
