import AppCore
import AppSettings
import FeatureKit
import Foundation
import Localization

/// The debug screen's lines: environment, sources, toggles, and the hint.
struct DebugText {
    let strings: Localizer<AppStringKey>

    /// One toggle as the screen lists it: its state, and what it hides in the app language.
    struct ToggleLine {
        let state: FeatureToggleStates.State
        let hides: String
    }

    func lines(
        environment: AppEnvironment?, sources: [DebugViewModel.SourceLine], toggles: [ToggleLine],
        remoteConfigFetchedAt: Date?, problems: [String] = []
    ) -> [String] {
        var lines = [
            strings.text(.debugEnvironment, ["name": environment?.rawValue ?? strings.text(.debugNoEnvironment)]),
            strings.text(.debugSourcesHeading),
        ]
        for (index, source) in sources.enumerated() {
            let address = source.address?.absoluteString ?? strings.text(.debugBundled)
            lines.append("  \(index + 1). \(source.title): \(address)" + (source.setBy.map { " (\(setByText($0)))" } ?? ""))
        }
        lines.append(strings.text(.debugTogglesHeading))
        for (index, line) in toggles.enumerated() {
            let state = line.state
            let word = strings.text(state.isOn ? .debugOn : .debugOff)
            lines.append(
                "  \(index + 1). \(state.toggle.name): \(word) (\(sourceText(state.source, fetchedAt: remoteConfigFetchedAt)))"
                    + " — \(line.hides)")
        }
        if toggles.isEmpty { lines.append("  " + strings.text(.debugNoToggles)) }
        if !problems.isEmpty { lines += [strings.text(.debugProblems)] + problems.map { "  \($0)" } }
        lines.append(strings.text(.debugHint))
        return lines
    }

    private func setByText(_ setBy: DebugViewModel.SourceSetBy) -> String {
        switch setBy {
        case .session: strings.text(.debugSourceSession)
        case .setting(.commandLine): strings.text(.debugSetByCommandLine)
        case .setting(.environment(let variable)): strings.text(.debugSetByEnvironment, ["variable": variable])
        case .setting(.file(let path)):
            strings.text(.debugSetByFile, ["file": path.split(separator: "/").last.map(String.init) ?? path])
        case .setting(.environmentDefaults(let environment)):
            strings.text(.debugSetByEnvironmentDefaults, ["environment": environment])
        }
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
