import AppComposition
import Foundation

/// The `app` executable: everything it does is in `AppComposition`.
@main
enum AppEntryPoint {
    static func main() async {
        if let status = AppProcess.prepare() { exit(status) }
        await AppCommand.main(nil)
    }
}
