import Foundation

/// Adds a screen or a use case to an existing feature, in its layers and by its
/// conventions (`<F>FlowStep`, `<F>Flow`'s `navigate(to:)`, `<F>StringKey`, the
/// feature's string files, `<F>DiContainer`, `<F>DomainLayerDependencies`): new files
/// for the new parts, and a few lines added to the enums, the flow's switch and the
/// string files. Nothing is written unless every file and every place to add to is found.
public struct FeaturePartScaffold: Sendable {
    public let repositoryRoot: URL

    public init(repositoryRoot: URL) {
        self.repositoryRoot = repositoryRoot
    }

    /// A screen: ViewModel, View, the flow step that opens it and its handling in the
    /// feature's flow, its strings in every app language the feature has, a factory on
    /// the DiContainer, and a Given/When/Then test. Returns the paths written or changed.
    @discardableResult
    public func addScreen(_ screen: PartName, to feature: String) throws -> [String] {
        let fill = placeholders(feature: feature, typeName: screen.typeName, lowerCamel: screen.lowerCamel, part: "Screen")
        let layers = try featureFolder(feature)
        var writes: [(path: String, text: String)] = [
            (
                "\(layers)/\(feature)Presentation/ViewModels/\(screen.typeName)ViewModel.swift",
                fill(ScreenPartTemplates.viewModel)
            ),
            ("\(layers)/\(feature)Presentation/Views/\(screen.typeName)View.swift", fill(ScreenPartTemplates.view)),
            (
                "\(layers)/\(feature)DependencyContainer/\(feature)DiContainer+\(screen.typeName).swift",
                fill(ScreenPartTemplates.diContainerExtension)
            ),
            (
                "Features/\(feature)/Tests/\(feature)PresentationTests/\(screen.typeName)ViewModelTests.swift",
                fill(ScreenPartTemplates.test)
            ),
        ]
        try requireNew(writes.map(\.path))
        writes.append(
            try edit(
                "\(layers)/\(feature)Presentation/FlowStep/\(feature)FlowStep.swift",
                adding: ScreenPartTemplates.flowStepCase.map(fill), after: "enum \(feature)FlowStep"))
        writes.append(
            try edit(
                "\(layers)/\(feature)DependencyContainer/\(feature)Flow.swift",
                adding: ScreenPartTemplates.flowHandling.map(fill), after: "switch step {"))
        writes.append(
            try edit(
                "\(layers)/\(feature)Presentation/Strings/\(feature)StringKey.swift",
                adding: ScreenPartTemplates.stringKeyCases.map(fill), after: "enum \(feature)StringKey"))
        writes += try stringFileEdits(feature: feature, screen: screen)
        try write(writes)
        return writes.map(\.path)
    }

    /// A use case: its domain model, interface, use case, the interface's implementation
    /// in DataDomainInterface, its registration on the DomainLayerDependencies, and a
    /// Given/When/Then test. Returns the paths written.
    @discardableResult
    public func addUseCase(_ useCase: PartName, to feature: String) throws -> [String] {
        let fill = placeholders(feature: feature, typeName: useCase.typeName, lowerCamel: useCase.lowerCamel, part: "UseCase")
        let layers = try featureFolder(feature)
        let name = useCase.typeName
        let writes: [(path: String, text: String)] = [
            ("\(layers)/\(feature)Domain/DomainModels/\(name)DomainModel.swift", fill(UseCasePartTemplates.domainModel)),
            ("\(layers)/\(feature)Domain/Interfaces/\(name)Interface.swift", fill(UseCasePartTemplates.interface)),
            ("\(layers)/\(feature)Domain/UseCases/\(name)UseCase.swift", fill(UseCasePartTemplates.useCase)),
            ("\(layers)/\(feature)DataDomainInterface/\(name).swift", fill(UseCasePartTemplates.implementation)),
            (
                "\(layers)/\(feature)DependencyContainer/\(feature)DomainLayerDependencies+\(name).swift",
                fill(UseCasePartTemplates.registration)
            ),
            ("Features/\(feature)/Tests/\(feature)DomainTests/\(name)UseCaseTests.swift", fill(UseCasePartTemplates.test)),
        ]
        try requireNew(writes.map(\.path))
        try write(writes)
        return writes.map(\.path)
    }

    private func placeholders(feature: String, typeName: String, lowerCamel: String, part: String) -> @Sendable (String) -> String
    {
        let lowerPart = part.prefix(1).lowercased() + part.dropFirst()
        return { text in
            text.replacingOccurrences(of: "__Feature__", with: feature)
                .replacingOccurrences(of: "__\(part)__", with: typeName)
                .replacingOccurrences(of: "__\(lowerPart)__", with: lowerCamel)
        }
    }

    /// `Features/<F>/Sources`, once the feature's five layer folders are there.
    private func featureFolder(_ feature: String) throws -> String {
        let sources = "Features/\(feature)/Sources"
        for layer in ["Domain", "Data", "DataDomainInterface", "Presentation", "DependencyContainer"] {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url("\(sources)/\(feature)\(layer)").path, isDirectory: &isFolder),
                isFolder.boolValue
            else { throw PartScaffoldError.noSuchFeature(feature) }
        }
        return sources
    }

    private func requireNew(_ paths: [String]) throws {
        if let existing = paths.first(where: { FileManager.default.fileExists(atPath: url($0).path) }) {
            throw PartScaffoldError.fileExists(existing)
        }
    }

    private func edit(_ path: String, adding lines: [String], after anchor: String) throws -> (path: String, text: String) {
        guard let text = try? String(contentsOf: url(path), encoding: .utf8),
            let edited = SourceInsertion.inserting(lines, afterLineContaining: anchor, in: text)
        else { throw PartScaffoldError.anchorNotFound(file: path, looking: "`\(anchor)`") }
        return (path, edited)
    }

    /// The screen's three keys added to each of the feature's string files.
    private func stringFileEdits(feature: String, screen: PartName) throws -> [(path: String, text: String)] {
        let folder = "Features/\(feature)/Sources/\(feature)Presentation/Resources/Strings"
        let files =
            (try? FileManager.default.contentsOfDirectory(atPath: url(folder).path))?.filter { $0.hasSuffix(".json") }.sorted()
            ?? []
        guard !files.isEmpty else { throw PartScaffoldError.anchorNotFound(file: folder, looking: "string file") }
        return try files.map { file in
            let language = String(file.dropLast(".json".count))
            let texts = ScreenPartTemplates.texts[language] ?? ScreenPartTemplates.texts["en"] ?? ("", "")
            let members = [
                "\(SourceInsertion.jsonString("\(screen.lowerCamel).title")): \(SourceInsertion.jsonString(screen.typeName))",
                "\(SourceInsertion.jsonString("\(screen.lowerCamel).empty")): \(SourceInsertion.jsonString(texts.empty))",
                "\(SourceInsertion.jsonString("\(screen.lowerCamel).hint")): \(SourceInsertion.jsonString(texts.hint))",
            ]
            let path = "\(folder)/\(file)"
            guard let text = try? String(contentsOf: url(path), encoding: .utf8),
                let edited = SourceInsertion.addingMembers(members, toJSONObject: text)
            else { throw PartScaffoldError.anchorNotFound(file: path, looking: "JSON object") }
            return (path, edited)
        }
    }

    private func write(_ files: [(path: String, text: String)]) throws {
        for file in files {
            let fileURL = url(file.path)
            try FileManager.default.createDirectory(at: fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.text.utf8).write(to: fileURL)
        }
    }

    private func url(_ relativePath: String) -> URL {
        repositoryRoot.appendingPathComponent(relativePath)
    }
}
