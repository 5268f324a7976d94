import Analytics

/// What the account screen tracks. Never the email address, a name or anything typed.
public enum AccountAnalyticsEvent: AnalyticsEventConvertible, Equatable {
    case accountViewed
    case signedIn
    case registered
    case signedOut
    case accountDeleted

    public var analyticsEvent: AnalyticsEvent {
        switch self {
        case .accountViewed: .screenView("account")
        case .signedIn: .action("sign_in")
        case .registered: .action("sign_up")
        case .signedOut: .action("sign_out")
        case .accountDeleted: .action("delete_account")
        }
    }
}
