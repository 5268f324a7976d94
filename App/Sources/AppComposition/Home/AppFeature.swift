/// The features the app is made of, in the order the home screen lists them.
/// `isAvailable` is false for features this build does not have yet; their
/// commands still answer, saying so.
public enum AppFeature: String, CaseIterable, Sendable {
    case contacts
    case products
    case languages
    case tools

    public var isAvailable: Bool {
        switch self {
        case .contacts, .languages: return true
        case .products, .tools: return false
        }
    }

    /// The features present in this build.
    public static var available: [AppFeature] { allCases.filter(\.isAvailable) }
}
