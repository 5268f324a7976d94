/// How a nationality's `location.postcode` is sent.
enum PostcodeStyle: Sendable {
    /// A JSON number, filled from a digit pattern such as `N####`.
    case number(String)
    /// A JSON string, filled from one of these patterns (`A# #AA`, `N### AA`).
    case text([String])
}
