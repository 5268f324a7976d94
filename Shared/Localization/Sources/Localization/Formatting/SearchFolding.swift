import Foundation

/// How every search in the app compares text: case, diacritics and width
/// ignored ("espanol" finds Español, "jose" finds José).
public enum SearchFolding {
    /// `text` trimmed and folded for matching.
    public static func folded(_ text: String) -> String {
        text.trimmingCharacters(in: .whitespaces)
            .folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    }
}
