import Foundation

/// Draws the repository's package graph as Mermaid from what the manifests declare, for
/// the root README: each feature as a box of its five layer targets with the edges
/// between them, the Shared packages, App and the `app` executable, and the outside
/// libraries. Inside a feature the edges are target to target (the layering is the point);
/// between packages they are package to package, once each, so the picture stays legible.
/// Tools are left out: they are for developers, and each says in its README what it uses.
struct PackageGraphMermaid {
    let facts: RepositoryFacts

    /// Outside packages worth a node, by the package name SwiftPM knows them by.
    static let libraries: [(package: String, node: String, label: String)] = [
        ("GRDB.swift", "GRDB", "GRDB / SQLite"),
        ("async-http-client", "AHC", "AsyncHTTPClient / SwiftNIO"),
        ("swift-argument-parser", "ArgumentParser", "swift-argument-parser"),
        ("swift-log", "SwiftLog", "swift-log"),
    ]

    /// The Mermaid text, without the fence.
    func render() -> String {
        var lines = ["graph TD", "  app[app executable] --> App"]
        for feature in facts.features.sorted(by: { $0.folderName < $1.folderName }) {
            lines += featureBox(feature)
        }
        lines.append("  subgraph Shared")
        for package in shared {
            lines.append("    \(node(package))")
        }
        lines.append("  end")
        lines += packageEdges().map { "  " + $0 }
        lines += libraryEdges().map { "  " + $0 }
        return lines.joined(separator: "\n")
    }

    private var shared: [PackageFacts] {
        facts.packages(in: .shared).sorted { $0.folderName < $1.folderName }
    }

    /// Packages drawn at package level: Shared and App.
    private var packageLevel: [PackageFacts] {
        shared + facts.packages(in: .app)
    }

    private func node(_ package: PackageFacts) -> String {
        Self.identifier(package.folderName)
    }

    private func featureBox(_ feature: PackageFacts) -> [String] {
        let layers = Set(feature.layers.all)
        var lines = ["  subgraph \(feature.folderName)[Features/\(feature.folderName)]"]
        for target in feature.layers.all {
            lines.append("    \(target)")
        }
        for target in feature.productionTargets where layers.contains(target.name) {
            let inside = Set(target.dependencies.map(\.name)).intersection(layers).sorted()
            lines += inside.map { "    \(target.name) --> \($0)" }
        }
        lines.append("  end")
        return lines
    }

    /// Where each edge starts: a feature's box, or a package's node.
    private func source(_ package: PackageFacts) -> String {
        package.group == .feature ? package.folderName : node(package)
    }

    /// The Shared and App packages by the modules their production targets make importable.
    private var packageByModule: [String: PackageFacts] {
        var modules: [String: PackageFacts] = [:]
        for package in packageLevel {
            for target in package.productionTargets where modules[target.name] == nil {
                modules[target.name] = package
            }
        }
        return modules
    }

    /// One edge from each feature, App and Shared package to each Shared or App package its
    /// production targets use (what only tests use is left out), and from App to each feature.
    private func packageEdges() -> [String] {
        let modules = packageByModule
        var edges: [String] = []
        for package in facts.features.sorted(by: { $0.folderName < $1.folderName }) + packageLevel {
            let dependencies = package.productionTargets.flatMap(\.dependencies)
            var used = Set(dependencies.compactMap { modules[$0.name] }.filter { $0.path != package.path }.map(node))
            if package.group == .app {
                used.formUnion(
                    facts.features.filter { feature in
                        dependencies.contains { $0.name == feature.layers.dependencyContainer }
                    }.map(\.folderName))
            }
            edges += used.sorted().map { "\(source(package)) --> \($0)" }
        }
        return edges
    }

    /// One edge from each package to each outside library its production targets use.
    private func libraryEdges() -> [String] {
        var edges: [String] = []
        for package in facts.features.sorted(by: { $0.folderName < $1.folderName }) + packageLevel {
            let used = Set(
                package.productionTargets.flatMap(\.dependencies).compactMap { dependency -> String? in
                    guard case .product(_, let name?) = dependency else { return nil }
                    return name
                })
            for library in Self.libraries where used.contains(library.package) {
                edges.append("\(source(package)) --> \(library.node)[(\(library.label))]")
            }
        }
        return edges
    }

    /// A Mermaid node id: letters and digits only.
    static func identifier(_ name: String) -> String {
        String(name.unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) }.map(Character.init))
    }
}
