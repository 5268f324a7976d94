import FeatureContracts
import FeatureKit
import LanguagesDomain

/// The tool languages available offline, from whichever feature offers the
/// `ToolLanguagesAvailableOffline` contract in this run (Tools in the app); none in the
/// Demo, where no feature offers it.
struct ProvidedToolLanguagesAvailableOffline: GetToolLanguagesAvailableOfflineInterface {
    let contracts: FeatureContractDirectory

    func getToolLanguagesAvailableOffline() async -> [String] {
        await contracts.provider(of: (any ToolLanguagesAvailableOffline).self)?.toolLanguageNamesAvailableOffline() ?? []
    }
}
