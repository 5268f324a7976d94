/// The tool languages downloaded for offline use, named in the app language. Another
/// feature owns them; the app provides this (Languages never imports that feature).
public protocol GetToolLanguagesAvailableOfflineInterface: Sendable {
    func getToolLanguagesAvailableOffline() async -> [String]
}
