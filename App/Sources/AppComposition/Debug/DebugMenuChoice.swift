import AppCore

/// Whether the `debug` screen is offered: in every environment but production (and with none),
/// or whenever `--debug-menu` asks for it.
enum DebugMenuChoice {
    static func isOffered(environment: AppEnvironment?, debugMenuFlag: Bool) -> Bool {
        debugMenuFlag || environment != .prod
    }
}
