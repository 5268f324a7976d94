import Navigation

/// A feature's line on the home screen: `1. Contacts [contacts] — browse, search …`.
public struct FeatureHomeEntry: Sendable, Equatable {
    /// The feature's name in the app language ("Contacts", "Contactos").
    public let title: String
    /// What a person does there, in the app language.
    public let summary: String

    public init(title: String, summary: String) {
        self.title = title
        self.summary = summary
    }
}

/// A screen of a feature, besides its home, that can be reached by name.
public struct FeatureEntry: Sendable, Equatable {
    public let destination: AppDestination
    /// The command that goes there from any screen (`bag`), or `nil` when only
    /// another feature's flow leads there.
    public let command: String?
    /// The screen's name in the app language, for `help` ("go to Bag").
    public let title: String

    public init(destination: AppDestination, command: String?, title: String) {
        self.destination = destination
        self.command = command
        self.title = title
    }
}
