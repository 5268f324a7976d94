import LanguagesDomain

/// The tool languages available offline as the app provides them: a function the app
/// sets on ``LanguagesFeature`` (none in the Demo, which has no tools).
struct ProvidedToolLanguagesAvailableOffline: GetToolLanguagesAvailableOfflineInterface {
    let provide: @Sendable () async -> [String]

    func getToolLanguagesAvailableOffline() async -> [String] {
        await provide()
    }
}
