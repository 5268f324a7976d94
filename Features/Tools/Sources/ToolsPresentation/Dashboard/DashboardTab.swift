/// The dashboard's tabs, in the order GodTools shows them; the raw value is the word
/// `tab` takes.
public enum DashboardTab: String, CaseIterable, Sendable {
    case lessons
    case favorites
    case tools
}
