extension ArchitectureRules {
    /// Rule 6: only `<F>Data` and the Shared persistence and live-transport packages use
    /// GRDB, SQLite, HTTP (Hummingbird, AsyncHTTPClient, NIO, FoundationNetworking) or
    /// GraphQL libraries. Checked for every non-test target of every feature, of App (and the
    /// root's `app` executable) and of Shared except Persistence/HTTPClientTransport; App and
    /// the root, being hosts, may link the live transport (`HTTPClientTransport`) to hand it
    /// to the features. Tests and Tools are free to.
    var ioLibraryViolations: [String] {
        var violations: [String] = []
        for package in [facts.root] + facts.packages {
            let exempt: Set<String>
            let allowedUsers: String
            switch package.group {
            case .feature:
                exempt = [package.layers.data]
                allowedUsers = "only \(package.layers.data) and Shared persistence/transport packages"
            case .shared where Self.ioSharedPackages.contains(package.folderName):
                continue
            case .shared, .app, .root:
                exempt = []
                allowedUsers = "only a feature's Data target and Shared persistence/transport packages"
            case .tool:
                continue
            }
            let isHost = package.group == .app || package.group == .root
            func isForbidden(_ module: String) -> Bool {
                Self.isIOModule(module) && !(isHost && module == Self.liveTransportModule)
            }
            for target in package.productionTargets where !exempt.contains(target.name) {
                for dependency in target.dependencies where isForbidden(dependency.name) {
                    violations.append(
                        "\(package.displayName): \(target.name) depends on \(dependency); "
                            + "\(allowedUsers) may use GRDB, HTTP or GraphQL libraries"
                    )
                }
                for statement in target.imports where isForbidden(statement.module) {
                    violations.append(
                        "\(statement.location): \(target.name) imports \(statement.module); "
                            + "\(allowedUsers) may import GRDB, HTTP or GraphQL libraries"
                    )
                }
            }
        }
        return violations.sorted()
    }
}
