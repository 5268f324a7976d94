/// Where a screen's content stands, for every screen that loads what it shows.
///
/// `Content` is what the screen shows once loaded (a page, a list, one item);
/// `Failure` says why it could not be loaded, in the feature's own terms.
public enum ScreenState<Content, Failure> {
    /// Not loaded yet.
    case loading
    /// Loaded, with something to show.
    case content(Content)
    /// Loaded, with nothing to list. The content still says what was asked
    /// (the search, the filter, the page) so the screen can say why it is empty.
    case empty(Content)
    /// Could not be loaded.
    case failure(Failure)

    /// `.empty` when `isEmpty` says the content lists nothing, else `.content`.
    public static func loaded(_ content: Content, isEmpty: (Content) -> Bool) -> ScreenState {
        isEmpty(content) ? .empty(content) : .content(content)
    }

    /// The content, whether or not it lists anything; `nil` while loading or after a failure.
    public var loadedContent: Content? {
        switch self {
        case .content(let content), .empty(let content): return content
        case .loading, .failure: return nil
        }
    }
}

extension ScreenState where Content: Collection {
    /// `.empty` for an empty collection, else `.content`.
    public static func loaded(_ items: Content) -> ScreenState {
        loaded(items, isEmpty: \.isEmpty)
    }
}

extension ScreenState: Equatable where Content: Equatable, Failure: Equatable {}
extension ScreenState: Sendable where Content: Sendable, Failure: Sendable {}
