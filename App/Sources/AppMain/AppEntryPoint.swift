import AppComposition
import Foundation

/// The `app` executable: everything it does is in `AppComposition`.
@main
enum AppEntryPoint {
    static func main() async {
        if let status = AppProcess.prepare() { exit(status) }
        switch await AppCommandLine.read(
            Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment)
        {
        case .exit(let status):
            exit(status)
        case .run(let command):
            exit(await command.run())
        }
    }
}
