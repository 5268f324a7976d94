/// `gender` as the API writes it.
enum Gender: String, Sendable, CaseIterable {
    case male
    case female

    /// The portraits folder: `men` or `women`.
    var portraitFolder: String {
        self == .male ? "men" : "women"
    }
}
