import Localization
import ReplKit

/// The gallery's first screen: every component, numbered, to open by number or name.
@MainActor
public final class GalleryHomeScreen: ReplScreen {
    private let components: [any GalleryComponent]
    private let settings: GallerySettings
    private let open: @MainActor (any GalleryComponent) -> Void

    public init(
        components: [any GalleryComponent], settings: GallerySettings, open: @escaping @MainActor (any GalleryComponent) -> Void
    ) {
        self.components = components
        self.settings = settings
        self.open = open
    }

    public let routeName = "gallery"
    public var title: String { settings.strings.text(.homeTitle) }

    public var commands: [ReplCommand] {
        let strings = settings.strings
        return [
            ReplCommand(
                name: "open", usage: strings.text(.commandOpenUsage), summary: strings.text(.commandOpenSummary), arguments: .one
            ) { [unowned self] words in
                switch ItemPicker(currentLanguage: settings.currentLanguage).pick(words[0], from: components, id: \.id) {
                case .failure(let failure): return .failure(failure.message)
                case .success(let index):
                    open(components[index])
                    return .silent
                }
            }
        ]
    }

    public func appear() async {}

    public func render() -> [String] {
        let strings = settings.strings
        let rows = components.map { component in
            "\(strings.text(component.nameKey)) [\(component.id)] — \(strings.text(component.summaryKey))"
        }
        return settings.context.numberedWrapped(rows, status: strings.plural(.homeCount, count: components.count))
            + [settings.layoutStatus]
            + ColumnText.wrapped(strings.text(.homeHint), toColumns: settings.columns)
    }
}
