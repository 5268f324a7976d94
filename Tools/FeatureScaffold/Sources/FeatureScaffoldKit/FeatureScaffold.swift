import Foundation

/// Writes a new feature into a repository: the package under `Features/<Name>`
/// and its journey, from the templates, then adds it to the root and App
/// manifests' feature lists and registers it in the app.
public struct FeatureScaffold: Sendable {
    /// Where the app lists its features, relative to the repository root.
    public static let registrationListPath = "App/Sources/AppComposition/Features/RegisteredFeatures.swift"
    /// The manifests that list the feature packages, relative to the repository root.
    public static let manifestPaths = ["Package.swift", "App/Package.swift"]

    public let repositoryRoot: URL
    public let templates: FeatureTemplates

    public init(repositoryRoot: URL, templates: FeatureTemplates) {
        self.repositoryRoot = repositoryRoot
        self.templates = templates
    }

    /// The folder names a new feature must not reuse: every package folder of the repository.
    public func takenNames() -> [String] {
        ["Features", "Shared", "Tools"].flatMap { folder in
            (try? FileManager.default.contentsOfDirectory(atPath: url(folder).path)) ?? []
        } + ["App"]
    }

    /// Checks `text` as a feature name for this repository.
    public func name(_ text: String) throws(FeatureNameProblem) -> FeatureName {
        try FeatureName(text, takenNames: takenNames())
    }

    /// Writes the feature and registers it. Returns the paths written, relative to
    /// the root, the registration list last. Writes nothing when any target file
    /// exists or the registration list cannot be edited.
    @discardableResult
    public func generate(_ name: FeatureName) throws -> [String] {
        let registrationURL = url(Self.registrationListPath)
        guard FileManager.default.fileExists(atPath: registrationURL.path),
            FileManager.default.fileExists(atPath: url("Features").path)
        else { throw ScaffoldError.notARepositoryRoot(repositoryRoot.path) }

        let placeholders = TemplatePlaceholders(name: name)
        let outputs = templates.files.map { (path: placeholders.path(for: $0.path), text: placeholders.fill($0.text)) }
        if let existing = outputs.first(where: { FileManager.default.fileExists(atPath: url($0.path).path) }) {
            throw ScaffoldError.fileExists(existing.path)
        }
        let registration = try RegisteredFeaturesEditor().adding(
            name, to: try String(contentsOf: registrationURL, encoding: .utf8), path: Self.registrationListPath
        )
        let manifests = try Self.manifestPaths.map { path in
            (
                path: path,
                text: try ManifestFeatureListEditor().adding(
                    name, to: try String(contentsOf: url(path), encoding: .utf8), path: path
                )
            )
        }

        for output in outputs {
            let fileURL = url(output.path)
            try FileManager.default.createDirectory(at: fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(output.text.utf8).write(to: fileURL)
        }
        for manifest in manifests {
            try Data(manifest.text.utf8).write(to: url(manifest.path))
        }
        try Data(registration.utf8).write(to: registrationURL)
        return outputs.map(\.path) + Self.manifestPaths + [Self.registrationListPath]
    }

    private func url(_ relativePath: String) -> URL {
        repositoryRoot.appendingPathComponent(relativePath)
    }
}
