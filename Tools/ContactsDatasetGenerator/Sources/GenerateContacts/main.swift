import ContactsDatasetKit
import Foundation

/// `generate-contacts <output.json>`: writes the contact book's embedded
/// dataset (see ContactsDatasetGenerator) to the given path, `-` for stdout.
let usage = """
    Usage: generate-contacts <output.json>

    Writes a randomuser.me (1.4) response of \(ContactsDatasetGenerator.defaultRecordCount) people, \
    seed "\(ContactsDatasetGenerator.defaultSeed)", to <output.json> ("-" for standard output).
    The output is the same, byte for byte, on every run.

    Regenerate the Contacts feature's dataset from the repository root with:
      swift run --package-path Tools/ContactsDatasetGenerator generate-contacts \\
        Features/Contacts/Sources/ContactsData/Resources/randomuser-contacts.json

    """

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count == 1, let path = arguments.first, !path.isEmpty else {
    try? FileHandle.standardError.write(contentsOf: Data(usage.utf8))
    exit(64)
}
if path == "-h" || path == "--help" {
    print(usage, terminator: "")
    exit(0)
}

let generator = ContactsDatasetGenerator()
let output = Data(generator.generate().utf8)
if path == "-" {
    try? FileHandle.standardOutput.write(contentsOf: output)
} else {
    do {
        try output.write(to: URL(fileURLWithPath: path), options: .atomic)
        let message =
            "Wrote \(generator.recordCount) records (\(generator.brokenRecordIndexes.count) broken on purpose), "
            + "\(output.count) bytes, to \(path)\n"
        try? FileHandle.standardError.write(contentsOf: Data(message.utf8))
    } catch {
        try? FileHandle.standardError.write(contentsOf: Data("generate-contacts: could not write \(path): \(error)\n".utf8))
        exit(1)
    }
}
