import Foundation

/// Gives the manifest of the package in a folder.
protocol ManifestProviding: Sendable {
    func manifest(ofPackageAt directory: URL, relativePath: String) throws -> PackageManifest
}

/// Reads a real `Package.swift` by asking SwiftPM: `swift package dump-package`.
///
/// `dump-package` only evaluates the manifest: it resolves no dependencies and needs no
/// network. Each package gets a `--scratch-path` of its own under the temporary folder,
/// because SwiftPM locks a package's `.build` folder while it works and a plain
/// `dump-package` of the root package would otherwise wait for the very `swift test`
/// that is running these tests. The path is stable (named for the package's folder), so
/// repeated runs reuse it and SwiftPM's lock files do not pile up.
struct PackageManifestReader: ManifestProviding {
    let swift: URL
    let runner: CommandRunner

    init(swift: URL, runner: CommandRunner = CommandRunner()) {
        self.swift = swift
        self.runner = runner
    }

    /// A reader that uses the `swift` found on `PATH`.
    static func usingSwiftOnPath() throws -> PackageManifestReader {
        PackageManifestReader(swift: try CommandRunner.executableOnPath(named: "swift"))
    }

    func manifest(ofPackageAt directory: URL, relativePath: String) throws -> PackageManifest {
        let folderName = directory.standardizedFileURL.path
            .map { $0.isLetter || $0.isNumber ? String($0) : "_" }
            .joined()
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("architecture-tests-scratch", isDirectory: true)
            .appendingPathComponent(folderName, isDirectory: true)

        let arguments = [
            "package", "dump-package",
            "--package-path", directory.path,
            "--scratch-path", scratch.path,
        ]
        let output = try runner.run(swift, arguments)
        guard output.status == 0 else {
            throw ArchitectureTestError.commandFailed(
                command: "swift " + arguments.joined(separator: " "),
                status: output.status,
                standardError: output.standardError
            )
        }
        do {
            return try DumpPackageJSON.decode(output.standardOutput).manifest
        } catch {
            throw ArchitectureTestError.manifestUndecodable(packagePath: relativePath, reason: "\(error)")
        }
    }
}
