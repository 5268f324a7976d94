extension String {
    /// The base language of a BCP 47 or POSIX code, lower-cased: `zh` for `zh-Hant`, `pt` for `pt_BR`.
    var baseLanguageCode: String {
        let separators: Set<Character> = ["-", "_"]
        return String(prefix { !separators.contains($0) }).lowercased()
    }
}
