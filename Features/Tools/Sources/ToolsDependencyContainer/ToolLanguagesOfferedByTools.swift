import FeatureContracts

/// Tools' downloaded languages as it offers them to other features. It holds the feature
/// weakly: the host's contract directory lives in the environment every feature holds, so
/// a strong reference would keep the features — and the database they share — alive past
/// the session, and the database would never be closed.
@MainActor
final class ToolLanguagesOfferedByTools: ToolLanguagesAvailableOffline {
    private weak var feature: ToolsFeature?

    init(feature: ToolsFeature) {
        self.feature = feature
    }

    func toolLanguageNamesAvailableOffline() async -> [String] {
        await feature?.toolLanguageNamesAvailableOffline() ?? []
    }
}
