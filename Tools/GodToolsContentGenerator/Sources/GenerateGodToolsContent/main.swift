import Foundation
import GodToolsContentKit

/// `generate-godtools-content <folder>`: writes the Tools feature's bundled content set.
let usage = """
    Usage: generate-godtools-content <folder>

    Writes languages.json, resources.json and files/<sha256>.xml (seed \(GodToolsContentGenerator.defaultSeed))
    into <folder>, the same bytes on every run. From the repository root:
      swift run --package-path Tools/GodToolsContentGenerator generate-godtools-content \\
        Features/Tools/Sources/ToolsData/Resources/GodToolsContent

    """

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count == 1, let path = arguments.first, !path.isEmpty, !path.hasPrefix("-") else {
    try? FileHandle.standardError.write(contentsOf: Data(usage.utf8))
    exit(arguments.first == "--help" || arguments.first == "-h" ? 0 : 64)
}
let content = GodToolsContentGenerator().generate()
do {
    try ContentFolderWriter.write(content, to: URL(fileURLWithPath: path))
    try? FileHandle.standardError.write(
        contentsOf: Data(
            ("Wrote \(content.resources.count) resources, \(content.translations.count) translations, "
                + "\(content.files.count) files to \(path)\n").utf8))
} catch {
    try? FileHandle.standardError.write(contentsOf: Data("generate-godtools-content: could not write \(path): \(error)\n".utf8))
    exit(1)
}
