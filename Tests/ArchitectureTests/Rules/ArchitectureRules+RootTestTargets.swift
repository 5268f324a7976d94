extension ArchitectureRules {
    /// Rule 7: one `swift test` at the root runs every test. Every test target a package under
    /// `Features/`, `Shared/`, `App/` or `Tools/` declares is listed in the root Package.swift under
    /// the same name and with a `path` to the same folder. A feature has test targets, all of
    /// them in folders that exist under `Features/<F>/Tests/`.
    var rootTestTargetViolations: [String] {
        var rootTests: [String: TargetFacts] = [:]
        for target in facts.root.testTargets {
            rootTests[target.name] = target
        }
        var violations: [String] = []
        for package in facts.packages {
            let testsFolder = "\(package.path)/Tests/"
            if package.group == .feature && package.testTargets.isEmpty {
                violations.append("\(package.path): declares no test targets; a feature's tests live under \(testsFolder)")
            }
            for test in package.testTargets {
                if package.group == .feature && !test.sourcePath.hasPrefix(testsFolder) {
                    violations.append(
                        "\(package.path): test target \(test.name) lives in \(test.sourcePath), not under \(testsFolder)")
                }
                if !test.sourceFolderExists {
                    violations.append(
                        "\(package.path): the folder of test target \(test.name), \(test.sourcePath), does not exist")
                }
                guard let rootTest = rootTests[test.name] else {
                    violations.append(
                        "the root Package.swift does not list test target \(test.name) of \(package.path); add "
                            + ".testTarget(name: \"\(test.name)\", …, path: \"\(test.sourcePath)\")"
                    )
                    continue
                }
                if rootTest.sourcePath != test.sourcePath {
                    violations.append(
                        "the root Package.swift lists test target \(test.name) with path \(rootTest.sourcePath); "
                            + "\(package.path)/Package.swift uses \(test.sourcePath)"
                    )
                }
            }
        }
        return violations.sorted()
    }
}
