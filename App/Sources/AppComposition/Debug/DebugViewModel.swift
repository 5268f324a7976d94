import AppCore
import AppSettings
import FeatureKit
import Foundation
import Observation

/// The debug screen's state: the environment, where each source points and what set it, and
/// every toggle with its state and where that came from; flipping a toggle lasts the session.
@MainActor
@Observable
final class DebugViewModel {
    /// A feature's source as the screen lists it.
    struct SourceLine: Equatable {
        let feature: String
        let address: URL?
        /// What set the address (`flag`, `environment (APP_BACKEND_URL)`, `dev defaults`); nil for a default.
        let setBy: String?
    }

    private(set) var sources: [SourceLine] = []
    let environment: AppEnvironment?
    @ObservationIgnored private let features: [any FeatureRegistration]
    @ObservationIgnored private let toggleStates: FeatureToggleStates
    @ObservationIgnored private let settings: ResolvedSettings
    /// When the remote config in use was fetched; nil when none is kept.
    let remoteConfigFetchedAt: Date?

    init(
        environment: AppEnvironment?, features: [any FeatureRegistration], toggles: FeatureToggleStates,
        settings: ResolvedSettings, remoteConfigFetchedAt: Date?
    ) {
        self.environment = environment
        self.features = features
        self.toggleStates = toggles
        self.settings = settings
        self.remoteConfigFetchedAt = remoteConfigFetchedAt
    }

    /// What was wrong in the settings at launch, each with its file and line.
    var settingsProblems: [String] {
        settings.problems.map(\.description)
    }

    var toggles: [FeatureToggleStates.State] {
        toggleStates.all
    }

    func screenAppeared() async {
        var lines: [SourceLine] = []
        for feature in features {
            guard let status = await feature.sourceStatus() else { continue }
            let urlKey = Self.sourceURLKey(of: feature)
            lines.append(
                SourceLine(
                    feature: status.title, address: status.address, setBy: status.address == nil ? nil : setBy(urlKey)))
        }
        sources = lines
    }

    /// Turns toggle `name` on or off for the session; false when there is no such toggle.
    func toggleChosen(_ name: String, on: Bool) -> Bool {
        toggleStates.set(name, on: on)
    }

    private static func sourceURLKey(of feature: any FeatureRegistration) -> String? {
        let featureType: any FeatureRegistration.Type = type(of: feature)
        return AppSettingFlags.sourceURLKey(of: featureType)
    }

    /// What set a feature's source: its own URL setting (`urlKey`), else the backend's.
    private func setBy(_ urlKey: String?) -> String? {
        (urlKey.flatMap { settings[$0] } ?? settings["backend.url"]).map { "\($0.source)" }
    }
}
