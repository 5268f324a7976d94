import AppCore
import FeatureKit
import Foundation
import Localization

/// The debug screen's lines: environment, sources, toggles, and the hint.
struct DebugText {
    let strings: Localizer<AppStringKey>

    func lines(
        environment: AppEnvironment?, sources: [DebugViewModel.SourceLine], toggles: [FeatureToggleStates.State],
        remoteConfigFetchedAt: Date?, problems: [String] = []
    ) -> [String] {
        var lines = [
            strings.text(.debugEnvironment, ["name": environment?.rawValue ?? strings.text(.debugNoEnvironment)]),
            strings.text(.debugSourcesHeading),
        ]
        for source in sources {
            let address = source.address?.absoluteString ?? strings.text(.debugBundled)
            lines.append("  \(source.feature): \(address)" + (source.setBy.map { " (\($0))" } ?? ""))
        }
        lines.append(strings.text(.debugTogglesHeading))
        for (index, state) in toggles.enumerated() {
            let word = strings.text(state.isOn ? .debugOn : .debugOff)
            lines.append(
                "  \(index + 1). \(state.toggle.name): \(word) (\(sourceText(state.source, fetchedAt: remoteConfigFetchedAt)))"
                    + " — \(state.toggle.hides)")
        }
        if toggles.isEmpty { lines.append("  " + strings.text(.debugNoToggles)) }
        if !problems.isEmpty { lines += [strings.text(.debugProblems)] + problems.map { "  \($0)" } }
        lines.append(strings.text(.debugHint))
        return lines
    }

    private func sourceText(_ source: FeatureToggleStates.Source, fetchedAt: Date?) -> String {
        switch source {
        case .session: strings.text(.debugSourceSession)
        case .flag: strings.text(.debugSourceFlag)
        case .environment: strings.text(.debugSourceEnvironment)
        case .file: strings.text(.debugSourceFile)
        case .remote:
            strings.text(.debugSourceRemote, ["fetched": fetchedAt.map { $0.formatted(.iso8601) } ?? "?"])
        case .default: strings.text(.debugSourceDefault)
        }
    }
}
