/// A row of the menu, in the order GodTools lists them; the raw value is the word a
/// person may type instead of its number.
public enum MenuItem: String, CaseIterable, Sendable {
    case languageSettings = "language"
    case localization
    case tutorial
    case about
    case sendFeedback = "feedback"
}
