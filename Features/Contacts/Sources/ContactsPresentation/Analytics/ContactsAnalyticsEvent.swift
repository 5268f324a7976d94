import Analytics

/// What the Contacts screens track: the two screens, searching, favorites, renaming
/// and refreshing, each with the contact it concerns.
public enum ContactsAnalyticsEvent: AnalyticsEventConvertible, Equatable {
    case contactsViewed
    case contactDetailsViewed(contactId: String)
    case searched(term: String)
    case favorited(contactId: String)
    case unfavorited(contactId: String)
    case renamed(contactId: String)
    case refreshed

    public var analyticsEvent: AnalyticsEvent {
        switch self {
        case .contactsViewed: .screenView("contacts")
        case .contactDetailsViewed(let id): .screenView("contact_details", Self.contact(id))
        case .searched(let term): .action("search", AnalyticsProperty("search_term", term))
        case .favorited(let id): .action("add_to_favorites", Self.contact(id))
        case .unfavorited(let id): .action("remove_from_favorites", Self.contact(id))
        case .renamed(let id): .action("edit_contact_name", Self.contact(id))
        case .refreshed: .action("refresh_contacts")
        }
    }

    private static func contact(_ id: String) -> AnalyticsProperty {
        AnalyticsProperty("contact_id", id)
    }
}
