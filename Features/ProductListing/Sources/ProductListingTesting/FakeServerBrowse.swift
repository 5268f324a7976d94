import ProductListingData

/// What ``FakeProductsRemoteSource`` has for browsing (its menus and suggestions) and
/// what it was asked.
public struct FakeServerBrowse: Sendable {
    /// The menus the server names; `nil` when it rejects `navigationHandles`.
    public var navigationHandles: [String]? = ["header"]
    public var navigation: [String: [ProductNavigationItemDataModel]] = [:]
    public var suggestions: [String: ProductSuggestionDataModel] = [:]
    /// How often the menus' handles were asked for.
    public var handlesAsked = 0
    /// Each menu asked for, by handle.
    public var navigationAsked: [String] = []
    /// Each text suggestions were asked for.
    public var suggestionsAsked: [String] = []
}
