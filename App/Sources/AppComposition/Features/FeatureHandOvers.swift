import FeatureKit
import LanguagesDependencyContainer
import Navigation
import ToolsDependencyContainer

/// What one feature hands to another, wired here because features never import each
/// other: Language settings' `downloads` opens Tools' Downloadable languages, and Language
/// settings lists the tool languages Tools has available offline.
@MainActor
enum FeatureHandOvers {
    /// Where Language settings' `downloads` leads: Tools' Downloadable languages.
    static let downloadableLanguages = ToolsFeature.downloadableLanguages

    /// The step a destination a feature asked for stands for, when the app wires it.
    static func step(for destination: AppDestination) -> AppFlowStep? {
        destination == LanguagesFlow.toolLanguageDownloads ? .downloadsTappedFromLanguageSettings : nil
    }

    /// Gives the features what they show of each other.
    static func connect(_ features: [any FeatureRegistration]) {
        guard let languages = features.lazy.compactMap({ $0 as? LanguagesFeature }).first,
              let tools = features.lazy.compactMap({ $0 as? ToolsFeature }).first
        else { return }
        languages.toolLanguagesAvailableOffline = { await tools.languageNamesAvailableOffline() }
    }
}
