import Navigation

/// Screens one feature hands the person to and another provides, named here so that
/// neither names the other. The feature that provides one lists it among its entries;
/// the host opens it (on top of the screen that asked, for a hand-over entry; from home
/// for a global command). With no provider, as in another feature's Demo, the host shows
/// a screen saying it is not part of this build.
public enum HandOverDestinations {
    /// Downloadable tool languages: Language settings' `downloads` leads here.
    public static let toolLanguageDownloads = AppDestination("tool-downloads")
    /// The shopping bag, `bag` from any screen.
    public static let bag = AppDestination("bag")
    /// Saved products, `wishlist` from any screen.
    public static let wishlist = AppDestination("wishlist")
    /// Favorite tools, `favorites` from any screen.
    public static let favorites = AppDestination("favorites")
    /// Lessons, `lessons` from any screen.
    public static let lessons = AppDestination("lessons")
    /// Language settings: GodTools' menu leads here.
    public static let languageSettings = AppDestination("language-settings")
}
