extension ArchitectureRules {
    /// Rule 6: only `<F>Data` and the Shared persistence/networking packages use GRDB, SQLite,
    /// HTTP (Hummingbird, AsyncHTTPClient, NIO, FoundationNetworking) or GraphQL libraries.
    /// Checked for every non-test target of every feature, of App (and the root's `app`
    /// executable) and of Shared except Persistence/Networking. Tests and Tools are free to.
    var ioLibraryViolations: [String] {
        var violations: [String] = []
        for package in [facts.root] + facts.packages {
            let exempt: Set<String>
            let allowedUsers: String
            switch package.group {
            case .feature:
                exempt = [package.layers.data]
                allowedUsers = "only \(package.layers.data) and Shared persistence/networking packages"
            case .shared where Self.ioSharedPackages.contains(package.folderName):
                continue
            case .shared, .app, .root:
                exempt = []
                allowedUsers = "only a feature's Data target and Shared persistence/networking packages"
            case .tool:
                continue
            }
            for target in package.productionTargets where !exempt.contains(target.name) {
                for dependency in target.dependencies where Self.isIOModule(dependency.name) {
                    violations.append(
                        "\(package.displayName): \(target.name) depends on \(dependency); "
                            + "\(allowedUsers) may use GRDB, HTTP or GraphQL libraries"
                    )
                }
                for statement in target.imports where Self.isIOModule(statement.module) {
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
