import AppComposition

/// The `app` executable: everything it does is in `AppComposition`.
@main
enum AppEntryPoint {
    static func main() async {
        await AppCommand.main(nil)
    }
}
