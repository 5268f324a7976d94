extension ArchitectureRules {
    /// Rule 11: a feature's package builds without the HTTP stack. No target of the feature
    /// — its tests and Demo included — and no local package it builds (followed through
    /// `.package(path:)`, their production targets) depends on or imports AsyncHTTPClient,
    /// SwiftNIO, Hummingbird, FoundationNetworking or the live transport package. Hosts
    /// (App, the root, Tools) link the live transport and hand it to the features.
    var lightFeatureBuildViolations: [String] {
        let packagesByPath = Dictionary(facts.packages.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        var violations: [String] = []
        for feature in facts.features {
            var visited: Set<String> = []
            var pending = [feature.path]
            while let path = pending.popLast() {
                guard visited.insert(path).inserted, let package = packagesByPath[path] else { continue }
                let targets = package.path == feature.path ? package.targets : package.productionTargets
                for target in targets {
                    let through = package.path == feature.path ? "" : " through \(package.displayName)"
                    for dependency in target.dependencies where Self.isHTTPStackModule(dependency.name) {
                        violations.append(
                            "\(feature.path) builds the HTTP stack\(through): \(target.name) depends on \(dependency); "
                                + "a feature uses Networking's HTTPTransport and its host supplies the live one"
                        )
                    }
                    for statement in target.imports where Self.isHTTPStackModule(statement.module) {
                        violations.append(
                            "\(feature.path) builds the HTTP stack\(through): \(statement.location): \(target.name) imports "
                                + "\(statement.module); a feature uses Networking's HTTPTransport and its host supplies the live one"
                        )
                    }
                }
                pending += package.localDependencyPaths
            }
        }
        return violations.sorted()
    }
}
