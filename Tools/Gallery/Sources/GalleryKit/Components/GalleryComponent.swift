import ReplKit

/// One state a component is shown in: a stable id typed after `state`, its
/// title in the app language, and the lines the component draws in it.
public struct ComponentState: Equatable, Sendable {
    public let id: String
    public let title: String
    public let lines: [String]

    public init(id: String, title: String, lines: [String]) {
        self.id = id
        self.title = title
        self.lines = lines
    }
}

/// A shared component as the gallery shows it: its name, every state it can be
/// in, drawn with the current width and language, and commands to try it.
@MainActor
public protocol GalleryComponent: AnyObject {
    /// The stable name typed after `open`: `numbered-list`.
    var id: String { get }
    var nameKey: GalleryStringKey { get }
    var summaryKey: GalleryStringKey { get }
    /// Every state, in the order the screen shows them.
    func states(_ context: GalleryContext) -> [ComponentState]
    /// Commands beyond `state`, to switch or try a state by hand.
    func commands(_ context: GalleryContext) -> [ReplCommand]
}

extension GalleryComponent {
    public func commands(_ context: GalleryContext) -> [ReplCommand] { [] }
}

extension GalleryComponent {
    /// A command as the prompt shows it when typed on this component's screen: `item-picker › pick 2`.
    func typed(_ command: String) -> String {
        "\(id) › \(command)"
    }
}
