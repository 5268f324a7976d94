/// What a package's `Package.swift` declares, as far as the architecture rules care:
/// its targets, what each target depends on, and the local packages it depends on by path.
struct PackageManifest: Hashable, Sendable {
    var name: String
    var targets: [TargetDescription]
    /// Paths of `.package(path:)` dependencies, as the manifest reader reports them
    /// (absolute from `dump-package`, or relative to the package folder).
    var fileSystemDependencies: [String]

    init(name: String, targets: [TargetDescription], fileSystemDependencies: [String] = []) {
        self.name = name
        self.targets = targets
        self.fileSystemDependencies = fileSystemDependencies
    }

    func target(named name: String) -> TargetDescription? {
        targets.first { $0.name == name }
    }
}

struct TargetDescription: Hashable, Sendable {
    var name: String
    var kind: TargetKind
    var dependencies: [TargetDependency]
    /// The `path:` argument, or nil when the target uses SwiftPM's default folder.
    var path: String?

    init(name: String, kind: TargetKind = .regular, dependencies: [TargetDependency] = [], path: String? = nil) {
        self.name = name
        self.kind = kind
        self.dependencies = dependencies
        self.path = path
    }

    var dependencyNames: [String] { dependencies.map(\.name) }
}

/// The target types SwiftPM knows (`regular`, `executable`, `test`, `plugin`, `macro`, `system`, `binary`).
struct TargetKind: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    let rawValue: String

    init(rawValue: String) {
        self.rawValue = rawValue
    }

    static let regular = TargetKind(rawValue: "regular")
    static let executable = TargetKind(rawValue: "executable")
    static let test = TargetKind(rawValue: "test")

    var description: String { rawValue }
}

/// One entry of a target's `dependencies:` list.
enum TargetDependency: Hashable, Sendable, CustomStringConvertible {
    /// A plain string, `"X"`: a target of the same package or a product of a dependency.
    case byName(String)
    /// `.target(name: "X")`.
    case target(String)
    /// `.product(name: "X", package: "P")`.
    case product(name: String, package: String?)

    /// The module the dependency makes importable.
    var name: String {
        switch self {
        case let .byName(name), let .target(name), let .product(name, _): name
        }
    }

    var description: String {
        switch self {
        case let .byName(name), let .target(name): name
        case let .product(name, package?): "\(name) (product of \(package))"
        case let .product(name, nil): "\(name) (product)"
        }
    }
}
