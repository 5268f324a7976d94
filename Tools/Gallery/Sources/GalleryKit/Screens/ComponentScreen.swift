import Localization
import ReplKit

/// One component in each of its states, one after another under a heading,
/// or in the one state `state` picked.
@MainActor
public final class ComponentScreen: ReplScreen {
    public let component: any GalleryComponent
    private let settings: GallerySettings
    /// The state shown alone; `nil` shows every state.
    public private(set) var shownState: String?

    public init(component: any GalleryComponent, settings: GallerySettings) {
        self.component = component
        self.settings = settings
    }

    public var routeName: String { component.id }
    public var title: String { settings.strings.text(component.nameKey) }

    public var commands: [ReplCommand] {
        let strings = settings.strings
        let context = settings.context
        return [
            ReplCommand(
                name: "state", usage: strings.text(.commandStateUsage), summary: strings.text(.commandStateSummary),
                arguments: .one
            ) { [unowned self] words in
                showState(words[0].lowercased())
            }
        ] + component.commands(context)
    }

    public func appear() async {}

    /// Shows only the state named `id`, or every state for `all`.
    public func showState(_ id: String) -> ReplOutcome {
        let ids = component.states(settings.context).map(\.id)
        if id == "all" {
            shownState = nil
            return .render
        }
        guard ids.contains(id) else {
            return .failure(settings.strings.text(.errorState, ["state": id, "states": ids.joined(separator: ", ")]))
        }
        shownState = id
        return .render
    }

    public func render() -> [String] {
        let strings = settings.strings
        let states = component.states(settings.context)
        let shown = states.filter { shownState == nil || $0.id == shownState }
        let body = shown.enumerated().flatMap { index, state in
            (index == 0 ? [] : [""]) + ColumnText.wrapped("[\(state.id)] \(state.title)", toColumns: settings.columns)
                + state.lines
        }
        let names = states.map(\.id).joined(separator: ", ")
        return body + [""]
            + ColumnText.wrapped(strings.text(.componentStates, ["states": names]), toColumns: settings.columns)
            + [settings.layoutStatus]
            + ColumnText.wrapped(strings.text(.componentHint), toColumns: settings.columns)
    }
}
