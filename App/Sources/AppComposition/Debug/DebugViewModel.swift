import AppCore
import AppSettings
import FeatureKit
import Foundation
import Observation

/// The debug screen's state: the environment, where each source points and what set it, and
/// every toggle with its state and where that came from; pointing a source elsewhere and flipping
/// a toggle last the session.
@MainActor
@Observable
final class DebugViewModel {
    /// A feature's source as the screen lists it.
    struct SourceLine: Equatable {
        /// The feature's command word, which `source` takes: `contacts`.
        let name: String
        /// The feature's name in the app language: `Contacts`.
        let title: String
        /// Where it reads from; nil for its bundled data.
        let address: URL?
        /// What chose the address; nil for a default.
        let setBy: SourceSetBy?
    }

    /// What chose a source's address.
    enum SourceSetBy: Equatable {
        /// `source` on this screen, this session.
        case session
        /// A setting: a flag, a variable, a config file, the environment's defaults.
        case setting(SettingSource)
    }

    private(set) var sources: [SourceLine] = []
    let environment: AppEnvironment?
    @ObservationIgnored private let diContainer: AppDiContainer
    @ObservationIgnored private let toggleStates: FeatureToggleStates
    @ObservationIgnored private let settings: ResolvedSettings
    /// When the remote config in use was fetched; nil when none is kept.
    let remoteConfigFetchedAt: Date?

    init(diContainer: AppDiContainer) {
        let configuration = diContainer.configuration
        self.diContainer = diContainer
        self.environment = configuration.environment
        self.toggleStates = configuration.toggles
        self.settings = configuration.settings
        self.remoteConfigFetchedAt = configuration.remoteConfigFetchedAt
    }

    /// What was wrong in the settings at launch, each with its file and line.
    var settingsProblems: [String] {
        settings.problems.map(\.description)
    }

    var toggles: [FeatureToggleStates.State] {
        toggleStates.all
    }

    /// What toggle `toggle` hides when off, in the app language, as its feature says it.
    func hiddenWhenOff(by toggle: FeatureToggle) -> String {
        let owner = diContainer.features.first { type(of: $0).toggles.contains(toggle) }
        return owner?.describe(toggle) ?? toggle.hides
    }

    func screenAppeared() async {
        var lines: [SourceLine] = []
        for feature in diContainer.features {
            let featureType: any FeatureRegistration.Type = type(of: feature)
            // Only a feature with an address of its own to change (Account follows the backend).
            guard let flag = AppSettingFlags.sourceURLFlag(of: featureType),
                let status = await feature.sourceStatus()
            else { continue }
            lines.append(
                SourceLine(
                    name: featureType.name, title: status.title, address: status.address,
                    setBy: setBy(featureType.name, urlKey: flag.key.name, hasAddress: status.address != nil)))
        }
        sources = lines
    }

    /// Points source `name` (a feature's command word or its number on the screen) at `choice` for
    /// the session; throws, changing nothing, when there is no such source or the feature refuses it.
    func sourceChosen(_ name: String, _ choice: FeatureSourceChoice) async throws(FeatureSourceRefusal) -> SourceLine {
        let feature = Int(name).flatMap { sources.indices.contains($0 - 1) ? sources[$0 - 1].name : nil } ?? name.lowercased()
        guard sources.contains(where: { $0.name == feature }) else { throw .noSuchFeature }
        try await diContainer.chooseSource(choice, forFeatureNamed: feature)
        await screenAppeared()
        guard let line = sources.first(where: { $0.name == feature }) else { throw .noSourceOfItsOwn }
        return line
    }

    /// Turns toggle `name` on or off for the session; false when there is no such toggle.
    func toggleChosen(_ name: String, on: Bool) -> Bool {
        toggleStates.set(name, on: on)
    }

    /// What chose feature `name`'s address: this screen, its own URL setting (`urlKey`), else the
    /// backend's; nil for its bundled data as the launch left it.
    private func setBy(_ name: String, urlKey: String, hasAddress: Bool) -> SourceSetBy? {
        if diContainer.sessionSourceChoices[name] != nil { return .session }
        guard hasAddress else { return nil }
        return (settings[urlKey] ?? settings["backend.url"]).map { .setting($0.source) }
    }
}
