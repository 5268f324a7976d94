import ArgumentParser
import Foundation
import GalleryKit
import Localization
import ReplHost
import SystemKit

/// The `gallery` command: every shared screen component in every state.
@main
struct GalleryCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Every shared screen component in every state, in any app language and width.",
        discussion: """
            Interactive on a terminal; reads commands from a pipe or a script otherwise.
            Type `help` in the gallery to see what each screen accepts.
            """
    )

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Lay screens out in this many columns, 20 to 400 (default: the terminal's, 80 in scripts).", valueName: "n"))
    var columns: Int?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The app language: \(SupportedAppLanguages.all.map(\.code).joined(separator: ", ")) (default: from LANG).",
            valueName: "code"))
    var lang: String?

    @Option(name: .long, help: ArgumentHelp("Run the commands in this file (- for standard input).", valueName: "file"))
    var script: String?

    @Flag(name: .long, help: "Stop at the first command that fails, with a non-zero exit status.")
    var strict = false

    @Flag(name: .long, help: "Print each command as `> command` before its output (the journey format).")
    var echo = false

    /// The journey runner gives every program it drives a data folder and a clock;
    /// the gallery keeps nothing and shows no time, so it takes both and uses neither.
    @Option(name: .long, help: .hidden)
    var dataDir: String?

    @Option(name: .long, help: .hidden)
    var now: String?

    func validate() throws {
        if let columns, !GallerySettings.columnRange.contains(columns) {
            throw ValidationError("--columns takes a number from 20 to 400.")
        }
        if GalleryLaunch.language(code: lang, environment: [:]) == nil {
            let codes = SupportedAppLanguages.all.map(\.code).joined(separator: ", ")
            throw ValidationError("--lang takes one of \(codes).")
        }
    }

    @MainActor
    func run() async throws {
        let closed = StandardDescriptors.secure()
        LocaleEnvironment.sanitizeProcessEnvironment()
        guard !closed.output else {
            DescriptorWriter.standardError.write("gallery: standard output is closed\n")
            throw ExitCode(ProcessExitStatus.outputUnwritable)
        }
        let language =
            GalleryLaunch.language(code: lang, environment: ProcessInfo.processInfo.environment) ?? SupportedAppLanguages.english
        let status = await GalleryLaunch.run(
            language: language, columns: columns,
            options: ReplLaunchOptions(scriptPath: script, strict: strict, echoCommands: echo))
        if status != 0 { throw ExitCode(status) }
    }
}
