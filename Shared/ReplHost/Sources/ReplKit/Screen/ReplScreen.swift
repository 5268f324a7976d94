import Navigation

/// A screen of the text UI. A feature's View implements it: it turns its
/// ViewModel's state into lines and declares the commands it accepts.
@MainActor
public protocol ReplScreen: NavigationScreen {
    /// A short, stable name for the prompt (`products › details ›`).
    var routeName: String { get }
    /// The screen's identifier in `app --describe` and `--coverage-log`: by default the View's
    /// type name (`ContactsListView`); a screen that shows another in its place names that one.
    var screenName: String { get }
    /// The screen's title in the app language: the first line of every render.
    var title: String { get }
    /// The commands this screen accepts, in the order `help` lists them.
    var commands: [ReplCommand] { get }
    /// Every command the screen accepts in any of its states, for `app --describe`: by
    /// default ``commands``; a screen whose commands change with what it shows lists them all.
    var commandsInEveryState: [ReplCommand] { get }
    /// Called each time the screen comes on top: load or reload what it shows.
    func appear() async
    /// The content under the title, ending with a status line where it helps.
    func render() -> [String]
}
