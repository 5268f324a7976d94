import FeatureKit
import Foundation
import GalleryKit
import Localization
import ReplKit

/// The debug screen (`debug`): the environment, each source's address and what set it, every
/// toggle with its state and where it came from, `toggle NAME on|off` for the session, and the
/// component gallery.
@MainActor
final class DebugView: ReplScreen {
    private let viewModel: DebugViewModel
    private let strings: Localizer<AppStringKey>
    private let currentAppLanguage: CurrentAppLanguage
    private let openGallery: @MainActor (any ReplScreen) -> Void

    init(
        viewModel: DebugViewModel, currentAppLanguage: CurrentAppLanguage,
        openGallery: @escaping @MainActor (any ReplScreen) -> Void
    ) {
        self.viewModel = viewModel
        self.currentAppLanguage = currentAppLanguage
        self.strings = AppStrings.localizer(currentAppLanguage)
        self.openGallery = openGallery
    }

    let routeName = "debug"
    var title: String { strings.text(.debugTitle) }

    var commands: [ReplCommand] {
        [
            ReplCommand(
                name: "source", usage: strings.text(.debugSourceUsage), summary: strings.text(.debugSourceSummary),
                arguments: .oneOrMore
            ) { [unowned self] words in await source(words) },
            ReplCommand(
                name: "toggle", usage: strings.text(.debugToggleUsage), summary: strings.text(.debugToggleSummary),
                arguments: .oneOrMore
            ) { [unowned self] words in toggle(words) },
            ReplCommand(name: "gallery", summary: strings.text(.debugGallerySummary)) { [unowned self] _ in
                openGallery(galleryScreen())
                return .silent
            },
        ]
    }

    func appear() async {
        await viewModel.screenAppeared()
    }

    func render() -> [String] {
        DebugText(strings: strings).lines(
            environment: viewModel.environment, sources: viewModel.sources,
            toggles: viewModel.toggles.map { DebugText.ToggleLine(state: $0, hides: viewModel.hiddenWhenOff(by: $0.toggle)) },
            remoteConfigFetchedAt: viewModel.remoteConfigFetchedAt, problems: viewModel.settingsProblems)
    }

    private func source(_ words: [String]) async -> ReplOutcome {
        guard words.count == 2, let choice = FeatureSourceChoice(word: words[1]) else {
            return .failure(strings.text(.debugSourceUsageError))
        }
        do throws(FeatureSourceRefusal) {
            let line = try await viewModel.sourceChosen(words[0], choice)
            let message: String =
                switch choice {
                case .address(let url): strings.text(.debugSourceNowAt, ["feature": line.title, "address": url.absoluteString])
                case .bundled: strings.text(.debugSourceNowBundled, ["feature": line.title])
                case .launch: strings.text(.debugSourceNowAsLaunched, ["feature": line.title])
                }
            return .messageThenRender(message)
        } catch {
            switch error {
            case .noSuchFeature, .noSourceOfItsOwn:
                let names = viewModel.sources.map(\.name).joined(separator: ", ")
                return .failure(strings.text(.debugSourceUnknown, ["name": words[0], "names": names]))
            case .refused(let reason):
                return .failure(strings.text(.debugSourceRefused, ["name": words[0], "reason": reason]))
            }
        }
    }

    private func toggle(_ words: [String]) -> ReplOutcome {
        let names = viewModel.toggles.map(\.toggle.name)
        guard words.count == 2 else { return .failure(strings.text(.debugToggleUsageError)) }
        let name = Int(words[0]).flatMap { names.indices.contains($0 - 1) ? names[$0 - 1] : nil } ?? words[0]
        guard let on = OnOffWord.isOn(words[1]) else {
            return .failure(strings.text(.debugToggleUsageError))
        }
        guard viewModel.toggleChosen(name, on: on) else {
            return .failure(strings.text(.debugToggleUnknown, ["name": words[0], "names": names.joined(separator: ", ")]))
        }
        return .messageThenRender(strings.text(on ? .debugToggleNowOn : .debugToggleNowOff, ["name": name]))
    }

    private func galleryScreen() -> any ReplScreen {
        let settings = GallerySettings(currentLanguage: currentAppLanguage)
        return GalleryHomeScreen(components: GalleryCatalog.components(), settings: settings) { [openGallery] component in
            openGallery(ComponentScreen(component: component, settings: settings))
        }
    }
}
