import FeatureScaffoldKit
import Foundation

/// `scaffold-feature <Name>`: writes a new feature into the repository in the
/// current folder (or `--root <folder>`) and registers it in the app.
let usage = """
    usage: scaffold-feature <Name> [--root <repository folder>]
           scaffold-feature screen <Feature> <Screen> [--root <repository folder>]
           scaffold-feature usecase <Feature> <UseCase> [--root <repository folder>]
      Name: UpperCamelCase letters, such as Weather (the command word is its lower case: weather).
      screen: adds a screen to an existing feature (ViewModel, View, flow step and its handling,
        strings in every app language, a factory on the DiContainer, a test).
      usecase: adds a use case named for the person's action, such as ArchiveItem (domain model,
        interface, use case, its implementation, its registration, a test).
    """

func fail(_ message: String) -> Never {
    try? FileHandle.standardError.write(contentsOf: Data((message + "\n").utf8))
    exit(1)
}

var arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--help") || arguments.contains("-h") {
    print(usage)
    exit(0)
}
var root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
if let flag = arguments.firstIndex(of: "--root") {
    guard flag + 1 < arguments.count else { fail(usage) }
    root = URL(fileURLWithPath: arguments[flag + 1])
    arguments.removeSubrange(flag...(flag + 1))
}
if arguments.first == "screen" || arguments.first == "usecase" {
    guard arguments.count == 3 else { fail(usage) }
    do {
        let parts = FeaturePartScaffold(repositoryRoot: root)
        let name = try PartName(arguments[2])
        let written =
            arguments[0] == "screen"
            ? try parts.addScreen(name, to: arguments[1]) : try parts.addUseCase(name, to: arguments[1])
        for path in written { print("wrote \(path)") }
        if let problem = GeneratedSourceFormatter(repositoryRoot: root).format(written) {
            try? FileHandle.standardError.write(contentsOf: Data("scaffold-feature: \(problem)\n".utf8))
        }
        print("\nNext:\n  swift test --package-path Features/\(arguments[1])")
        exit(0)
    } catch {
        fail("scaffold-feature: \(error)")
    }
}
guard arguments.count == 1 else { fail(usage) }

do {
    let scaffold = FeatureScaffold(repositoryRoot: root, templates: try FeatureTemplates.bundled())
    let name = try scaffold.name(arguments[0])
    let written = try scaffold.generate(name)
    for path in written { print("wrote \(path)") }
    if let problem = GeneratedSourceFormatter(repositoryRoot: root).format(written) {
        try? FileHandle.standardError.write(contentsOf: Data("scaffold-feature: \(problem)\n".utf8))
    }
    print(
        """

        Next:
          swift build --product app
          printf '\(name.commandWord)\\nopen 1\\nquit\\n' | swift run app --in-memory
          swift test --package-path Features/\(name.typeName)
        """)
} catch {
    fail("scaffold-feature: \(error)")
}
