import Localization

/// "just now", "5 minutes ago", "3 hours ago", "2 days ago" in the app language.
enum ProductListingElapsedTimeText {
    static func text(minutesAgo: Int, _ strings: Localizer<ProductListingStringKey>) -> String {
        switch minutesAgo {
        case ..<1: return strings.text(.agoJustNow)
        case ..<60: return strings.plural(.agoMinutes, count: minutesAgo)
        case ..<(48 * 60): return strings.plural(.agoHours, count: minutesAgo / 60)
        default: return strings.plural(.agoDays, count: minutesAgo / (24 * 60))
        }
    }
}
