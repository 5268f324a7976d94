import Foundation

/// The part of `swift package dump-package` output the rules need, decoded with `JSONDecoder`.
///
/// Shapes it reads:
/// - `targets[]`: `name`, `type`, `path` (null for the default folder) and `dependencies[]`,
///   each one of `{"byName":["X",null]}`, `{"target":["X",null]}`,
///   `{"product":["GRDB","GRDB.swift",null,null]}`.
/// - `dependencies[]`: `{"fileSystem":[{"path":"/abs/path", ...}]}` for `.package(path:)`;
///   other kinds (`sourceControl`, `registry`) are kept out.
struct DumpPackageJSON: Decodable {
    let name: String
    let targets: [Target]
    let dependencies: [PackageDependency]

    struct Target: Decodable {
        let name: String
        let type: String
        let path: String?
        let dependencies: [Dependency]
    }

    struct Dependency: Decodable {
        let value: TargetDependency

        private enum Key: String, CodingKey {
            case byName, target, product
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Key.self)
            if container.contains(.byName) {
                var fields = try container.nestedUnkeyedContainer(forKey: .byName)
                value = .byName(try fields.decode(String.self))
            } else if container.contains(.target) {
                var fields = try container.nestedUnkeyedContainer(forKey: .target)
                value = .target(try fields.decode(String.self))
            } else if container.contains(.product) {
                var fields = try container.nestedUnkeyedContainer(forKey: .product)
                let name = try fields.decode(String.self)
                let package = fields.isAtEnd ? nil : try fields.decodeIfPresent(String.self)
                value = .product(name: name, package: package)
            } else {
                throw DecodingError.dataCorrupted(
                    .init(
                        codingPath: decoder.codingPath,
                        debugDescription: "A target dependency that is neither byName, target nor product"
                    ))
            }
        }
    }

    struct PackageDependency: Decodable {
        let fileSystem: [FileSystemLocation]?

        struct FileSystemLocation: Decodable {
            let path: String
        }
    }

    static func decode(_ data: Data) throws -> DumpPackageJSON {
        try JSONDecoder().decode(DumpPackageJSON.self, from: data)
    }

    var manifest: PackageManifest {
        PackageManifest(
            name: name,
            targets: targets.map { target in
                TargetDescription(
                    name: target.name,
                    kind: TargetKind(rawValue: target.type),
                    dependencies: target.dependencies.map(\.value),
                    path: target.path
                )
            },
            fileSystemDependencies: dependencies.flatMap { $0.fileSystem ?? [] }.map(\.path)
        )
    }
}
