import FeatureScaffoldKit
import Foundation

/// `scaffold-feature <Name>`: writes a new feature into the repository in the
/// current folder (or `--root <folder>`) and registers it in the app.
let usage = """
    usage: scaffold-feature <Name> [--root <repository folder>]
      Name: UpperCamelCase letters, such as Weather (the command word is its lower case: weather).
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
