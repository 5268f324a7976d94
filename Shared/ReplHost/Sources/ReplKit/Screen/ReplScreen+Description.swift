extension ReplScreen {
    /// The View's type name: `ContactsListView`.
    public var screenName: String { String(describing: type(of: self)) }

    /// The commands the screen accepts now: most screens accept the same ones in every state.
    public var commandsInEveryState: [ReplCommand] { commands }
}
